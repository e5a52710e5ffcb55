/**
 * The events the widget tells its host (docs/core-sdk.md, "Events"): one canonical name each, a discriminated union
 * for TypeScript; `isWidgetEvent` (./validate-event.ts) is the runtime check for receivers of
 * `postMessage`, in its own module so the widget's bundle does not carry it.
 * Payloads carry ids, statuses, counts and error codes only: never a token, a password, an MFA
 * code or a retailer username (tested in catalogue.test.ts).
 */
import type { ApiVariant, ConnectionStatus, OpenTarget, SyncStatus, ViewName, WidgetErrorCode } from '../domain.ts';

export const EVENT_SOURCE = 'retail-sync';
export const EVENT_VERSION = 1;

/** One retailer of a sync, in the `sync.status` event: ids, status and count only. */
export interface SyncItemSummary {
  readonly retailerId: number;
  readonly status: SyncStatus;
  readonly ordersFetched: number;
}

/** Every event type and its payload. */
export interface WidgetEventPayloads {
  ready: { readonly variant: ApiVariant };
  /** `target`: what the host's `open(target)` asked for, as given (none without one). */
  open: { readonly target?: OpenTarget };
  close: { readonly reason: 'host' | 'user' };
  /**
   * The page came back from the full-page sign-in (the popup could not open) and the widget
   * reopens where the shopper was: `retailerId`, the retailer whose form (or whose sync, waiting for
   * an MFA code) the sign-in goes on to; `target`, the host's `open()` target it goes on to; neither,
   * the catalog. The create() widget, the element and the React hook show themselves; a headless
   * session's UI shows itself on this event. Ids only, never a token or a code.
   */
  resumed: { readonly after: 'sign_in'; readonly retailerId?: number; readonly target?: OpenTarget };
  view: { readonly name: ViewName; readonly retailerId?: number };
  'auth.started': { readonly method: 'popup' | 'redirect' };
  'auth.succeeded': Record<string, never>;
  'auth.failed': { readonly code: WidgetErrorCode };
  'auth.cancelled': { readonly reason: 'popup_closed' };
  /** Signed out: by the user, or because the refresh token was refused (sign in again). */
  'auth.signed_out': { readonly reason: 'user' | 'session_expired' };
  'catalog.loaded': { readonly count: number };
  'retailer.selected': { readonly retailerId: number };
  'connection.created': { readonly retailerId: number; readonly status: ConnectionStatus };
  'connection.updated': { readonly retailerId: number; readonly status: ConnectionStatus };
  'connection.failed': { readonly retailerId: number; readonly code: WidgetErrorCode };
  /** `resumed`: the widget found this sync already running (after a reload) rather than starting it. */
  'sync.started': { readonly syncId: string; readonly retailerIds: readonly number[]; readonly resumed?: boolean };
  'sync.status': {
    readonly syncId: string;
    readonly status: SyncStatus;
    readonly retailers: readonly SyncItemSummary[];
  };
  'sync.mfa_required': { readonly syncId: string; readonly retailerId: number };
  'sync.mfa_submitted': { readonly syncId: string; readonly retailerId: number };
  'sync.completed': { readonly syncId: string; readonly ordersFetched: number };
  'sync.failed': { readonly syncId: string; readonly code: WidgetErrorCode; readonly retailerErrorCode?: string };
  /** `retailerId`: a retailer that sync all left out because it is at its hourly sync limit. */
  rate_limited: { readonly retryAfterSeconds?: number; readonly retailerId?: number };
  error: { readonly code: WidgetErrorCode; readonly status?: number };
  /**
   * The widget did not do what the host asked and did something else instead; nothing stopped.
   * `locale_unsupported`: the `locale` option (`requested`, at most 64 characters of it) names a
   * language the widget does not ship, or is no BCP 47 tag; the widget speaks `locale` instead.
   */
  warning: { readonly code: 'locale_unsupported'; readonly requested: string; readonly locale: string };
  exit: Record<string, never>;
}

export type WidgetEventType = keyof WidgetEventPayloads;

export type WidgetEventOf<T extends WidgetEventType> = {
  readonly source: typeof EVENT_SOURCE;
  readonly version: typeof EVENT_VERSION;
  readonly type: T;
  /** Random per widget instance, so a host with two widgets can tell them apart. */
  readonly sessionId: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  readonly payload: WidgetEventPayloads[T];
};

export type WidgetEvent = { [T in WidgetEventType]: WidgetEventOf<T> }[WidgetEventType];

/** An event in its envelope: how the session and the hosted opener's own handle both build one. */
export function widgetEvent<T extends WidgetEventType>(
  type: T,
  payload: WidgetEventPayloads[T],
  sessionId: string,
  timestamp: number,
): WidgetEvent {
  return { source: EVENT_SOURCE, version: EVENT_VERSION, type, sessionId, timestamp, payload } as WidgetEvent;
}
