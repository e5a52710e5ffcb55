/**
 * The contract between the core and everything above it (UI, entries, host). Types only.
 *
 * The core implements `WidgetSession` (`createWidgetSession()`, widget-session.ts); the UI renders
 * nothing but what these signals hold and calls nothing but these actions, so each side is tested
 * against a fake of the other. Change this file deliberately: both sides depend on it. The types the
 * signals hold are core's domain (domain.ts), passed on from here so the UI needs no other file.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { RetailSyncApi } from './api/api-client.ts';
import type {
  ApiVariant,
  AuthState,
  Connection,
  Credentials,
  LoadState,
  OpenTarget,
  Retailer,
  SyncProgress,
  ViewState,
} from './domain.ts';
import type { WidgetEvent, WidgetEventOf, WidgetEventPayloads, WidgetEventType } from './events/catalogue.ts';

// The domain's types, which the UI renders and calls the session with.
export type {
  ApiVariant,
  ConnectionStatus,
  SyncStatus,
  WidgetErrorCode,
  WidgetError,
  UserProfile,
  Retailer,
  Connection,
  SyncRetailerProgress,
  SyncProgress,
  SkippedRetailer,
  LeftOutRetailer,
  AuthState,
  LoadState,
  Credentials,
  OpenTarget,
  ViewState,
  ViewName,
} from './domain.ts';

export interface WidgetSession {
  readonly variant: ApiVariant;
  readonly auth: ReadonlySignal<AuthState>;
  readonly catalog: ReadonlySignal<LoadState<readonly Retailer[]>>;
  readonly connections: ReadonlySignal<LoadState<readonly Connection[]>>;
  readonly view: ReadonlySignal<ViewState>;
  /** False while the browser reports no network; requests wait for it to come back. */
  readonly online: ReadonlySignal<boolean>;

  /** Opens the sign-in popup. Must be called synchronously from a click handler. */
  signIn(): void;
  /** Revokes the refresh token and forgets every token. */
  signOut(): Promise<void>;
  loadCatalog(): Promise<void>;
  loadConnections(): Promise<void>;
  /** From the catalog: goes to `credentials`, or to `sign_in` first when signed out. */
  selectRetailer(retailerId: number): void;
  /** Goes to `credentials` in `reconnect` mode for a connection in status `error`. */
  reconnect(retailerId: number): void;
  submitCredentials(credentials: Credentials): Promise<void>;
  submitMfa(code: string): Promise<void>;
  syncNow(retailerId: number): Promise<void>;
  syncAll(): Promise<void>;
  showCatalog(): void;
  showConnections(): void;
  /** Repeats what failed on the `error` view. */
  retry(): void;
  /** Releases every listener, timer and pending request; the session is unusable afterwards. */
  destroy(): void;
}

/**
 * What the real session offers beyond `WidgetSession`, kept
 * in its own interface so fakes of `WidgetSession` stay valid. `createWidgetSession()` returns it.
 */
export interface HeadlessWidgetSession extends WidgetSession {
  /** Random per instance; every event's envelope carries it. */
  readonly sessionId: string;
  /** The sync the journey follows (its latest progress), or null. */
  readonly sync: ReadonlySignal<SyncProgress | null>;
  /** The typed API client, authenticated with this session's tokens (orders, user info, ...). */
  readonly api: RetailSyncApi;
  /** Listens to one event type (docs/core-sdk.md, "Events"); returns the unsubscribe. A throwing listener is isolated. */
  on<T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void): () => void;
  /**
   * Asks for the public catalog ahead of opening (`create()` calls it once the page is idle), so
   * `open()` need not wait for the network. Changes no state and emits nothing: the next
   * `loadCatalog` takes the answer if it is under five minutes old, and asks again if it failed.
   */
  prefetchCatalog(): void;
  /** Listens to every event; returns the unsubscribe. */
  onAny(listener: (event: WidgetEvent) => void): () => void;
  /**
   * The UI shows the widget (mounted, or the hosted popup opened): emits `open` with the target, then
   * goes to it (see `OpenTarget`): signing in first when signed out; an unknown retailer, or a
   * reconnect of a connection not in `error`, is the error view with its `error` event.
   */
  open(target?: OpenTarget): void;
  /** The user leaves the journey (the widget's close button): emits `exit`, then `close` with reason `user`. */
  exit(): void;
  /** The UI did something else than the host asked (a `locale` it does not speak): emits `warning`. */
  warn(warning: WidgetEventPayloads['warning']): void;
}
