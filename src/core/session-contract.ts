/**
 * The contract between the core and everything above it (UI, entries, host). Types only.
 *
 * The core implements `WidgetSession` (src/core/session.ts); the UI renders nothing but what these
 * signals hold and calls nothing but these actions, so each side is tested against a fake of the
 * other. Change this file deliberately: both sides depend on it.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { RetailSyncApi } from './api/api-client.ts';
import type { WidgetEvent, WidgetEventOf, WidgetEventType } from './events/catalogue.ts';

export type ApiVariant = 'A' | 'B';

/** Connection status, exactly the spec's values (§3.1). */
export type ConnectionStatus = 'active' | 'error' | 'pending';

/** Sync status, exactly the spec's six values (§3.2). */
export type SyncStatus = 'queued' | 'connecting' | 'scanning' | 'completed' | 'error' | 'userintervention';

/** Stable error codes the UI maps to copy and an action, and hosts may `switch` on. */
export type WidgetErrorCode =
  // API (RFC 9457 problem bodies and transport)
  | 'unauthorized'        // 401: sign in again
  | 'forbidden'           // 403: variant wording in `detail`
  | 'not_found'           // 404
  | 'rate_limited'        // 429: `retryAfterSeconds` says how long to wait
  | 'upstream'            // 502/503: retry
  | 'network'             // fetch failed (offline, DNS, CORS)
  | 'invalid_response'    // malformed or unexpected body
  | 'invalid_request'     // 400 / 422 from the service
  | 'conflict'            // 409
  | 'sync_failed'         // a sync ended in `error` (see `retailerErrorCode`)
  // sign-in
  | 'popup_blocked' | 'popup_closed' | 'timeout' | 'state_mismatch' | 'issuer_mismatch'
  | 'authorization_denied' | 'token_exchange_failed' | 'userinfo_failed' | 'discovery_failed'
  | 'insecure_issuer' | 'session_expired';

export interface WidgetError {
  readonly code: WidgetErrorCode;
  /** English, for developers and logs; the UI shows its own localised copy per `code`. */
  readonly message: string;
  readonly status?: number;
  /** Text from the service's problem `detail`: shown as text, never as HTML. */
  readonly detail?: string;
  /** For `rate_limited`: seconds to wait, from Retry-After or the RateLimit fields. */
  readonly retryAfterSeconds?: number;
  /** For `sync_failed`: the retailer's reason, e.g. `invalid_credentials`, `account_locked`. */
  readonly retailerErrorCode?: string;
}

export interface UserProfile {
  readonly sub: string;
  readonly name?: string;
  readonly email?: string;
}

export interface Retailer {
  readonly retailerId: number;
  readonly displayName: string;
  /** URL of the logo; the UI shows a monogram when it is not http(s) or fails to load. */
  readonly logo: string;
  readonly serverSide: boolean;
}

export interface Connection {
  readonly retailerId: number;
  readonly displayName: string;
  readonly status: ConnectionStatus;
  /** ISO 8601 UTC; absent when never synced. */
  readonly lastSyncAt?: string;
  readonly errorCode?: string;
}

export interface SyncRetailerProgress {
  readonly retailerId: number;
  readonly status: SyncStatus;
  readonly ordersFetched: number;
  readonly errorCode?: string;
  /** Present while `status` is `userintervention`: the retailer's prompt text. */
  readonly mfaPrompt?: string;
}

export interface SyncProgress {
  readonly syncId: string;
  /** Batch status, derived from the items. */
  readonly status: SyncStatus;
  readonly retailers: readonly SyncRetailerProgress[];
}

export type AuthState =
  | { readonly status: 'signed_out' }
  | { readonly status: 'signing_in' }
  | { readonly status: 'signed_in'; readonly user: UserProfile }
  | { readonly status: 'failed'; readonly error: WidgetError };

export type LoadState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: WidgetError };

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/**
 * The screen the journey is on. The core owns navigation so that every rule of the journey (sign in
 * before connecting, MFA before resuming, no second connect while one is in flight) is testable
 * without a DOM, and so the core can emit a `view` event per change.
 */
export type ViewState =
  | { readonly name: 'catalog' }
  | { readonly name: 'sign_in'; readonly retailerId?: number }
  | {
    readonly name: 'credentials';
    readonly retailerId: number;
    /** `reconnect` repairs a connection in status `error` (A: Update Connection; B: connect again). */
    readonly mode: 'connect' | 'reconnect';
    readonly submitting: boolean;
    readonly error?: WidgetError;
  }
  | { readonly name: 'connections' }
  | { readonly name: 'syncing'; readonly progress: SyncProgress }
  | {
    readonly name: 'mfa';
    readonly syncId: string;
    readonly retailerId: number;
    readonly prompt: string;
    readonly submitting: boolean;
    readonly error?: WidgetError;
  }
  | { readonly name: 'success'; readonly progress: SyncProgress }
  | {
    readonly name: 'error';
    readonly error: WidgetError;
    /** Whether `retry()` can repeat what failed. */
    readonly canRetry: boolean;
  };

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
 * Added with the headless core (issue 4): what the real session offers beyond `WidgetSession`, kept
 * in its own interface so fakes of `WidgetSession` stay valid. `createWidgetSession()` returns it.
 */
export interface HeadlessWidgetSession extends WidgetSession {
  /** Random per instance; every event's envelope carries it. */
  readonly sessionId: string;
  /** The sync the journey follows (its latest progress), or null. */
  readonly sync: ReadonlySignal<SyncProgress | null>;
  /** The typed API client, authenticated with this session's tokens (orders, user info, ...). */
  readonly api: RetailSyncApi;
  /** Listens to one event type (DESIGN §6); returns the unsubscribe. A throwing listener is isolated. */
  on<T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void): () => void;
  /** Listens to every event; returns the unsubscribe. */
  onAny(listener: (event: WidgetEvent) => void): () => void;
  /** The UI shows the widget (mounted, or the hosted popup opened): emits `open`. */
  open(): void;
  /** The user leaves the journey (the widget's close button): emits `exit`, then `close` with reason `user`. */
  exit(): void;
}
