import type { TokenSet } from '../../auth/authorization-code-flow.ts';
import type { PendingRedirect, ResumePlace } from '../../auth/redirect-authorization.ts';
import type { Credentials } from '../../domain.ts';
import type { PollPlace } from '../../sync/poll-interval.ts';
import type { PopupWindow } from '../../environment.ts';
import type { WidgetEventPayloads, WidgetEventType } from '../../events/catalogue.ts';
import type { OperationKind, RetryIntent } from './state.ts';

/** A widget event to emit (events/catalogue.ts). */
export type EmitEffect = {
  [T in WidgetEventType]: { readonly type: 'emit'; readonly event: T; readonly payload: WidgetEventPayloads[T] };
}[WidgetEventType];

/** A request the runner sends under the operation's AbortSignal; its answer comes back as an event. */
export type Request =
  | { readonly kind: 'popupSignIn'; readonly popup: PopupWindow }
  /** `resume`: where the widget reopens when the page comes back (stored with the attempt). */
  | { readonly kind: 'redirectSignIn'; readonly redirectUri: string; readonly resume: ResumePlace }
  | {
      readonly kind: 'finishRedirect';
      readonly pending: PendingRedirect | null;
      readonly callback: string | null;
      readonly redirectUri: string;
    }
  | { readonly kind: 'userInfo'; readonly tokens: TokenSet }
  | { readonly kind: 'latestSync' }
  | { readonly kind: 'catalog' }
  | { readonly kind: 'connections' }
  | {
      readonly kind: 'connect';
      readonly retailerId: number;
      readonly mode: 'connect' | 'reconnect';
      /** Never kept: the runner passes them to the request and drops the effect. */
      readonly credentials: Credentials;
      readonly key: string;
      readonly repeated: boolean;
    }
  | { readonly kind: 'syncOne'; readonly retailerId: number }
  | { readonly kind: 'syncAll' }
  | { readonly kind: 'getSync'; readonly syncId: string; readonly again: RetryIntent }
  | { readonly kind: 'mfa'; readonly syncId: string; readonly retailerId: number; readonly code: string }
  /** The wait before the followed sync's next poll (poll-interval.ts's `pollDelay`, with the service's RateLimit state). */
  | ({ readonly kind: 'pollDelay' } & PollPlace)
  /** The page is hidden: no poll until it is visible again. */
  | { readonly kind: 'pageVisible' }
  /** One poll: the sync batch (GET /sync/sessions/{syncId}). */
  | { readonly kind: 'readSync'; readonly syncId: string };

/**
 * What a transition asks the runner to do, as data: the pure `transition()` decides, the runner
 * (runner.ts) performs. An operation runs under its own AbortSignal, aborted by `abort`.
 */
export type Effect =
  | EmitEffect
  | { readonly type: 'openPopup'; readonly operation: number }
  | { readonly type: 'request'; readonly operation: number; readonly of: OperationKind; readonly request: Request }
  | { readonly type: 'abort'; readonly of: OperationKind; readonly operation: number }
  /** The TokenKeeper holds these from now on. */
  | { readonly type: 'holdTokens'; readonly tokens: TokenSet }
  /** Forgets the held tokens; `revoke` says whether to revoke them, and whether the caller waits (RFC 7009). */
  | { readonly type: 'forgetTokens'; readonly revoke: 'no' | 'wait' | 'keepalive' }
  /** Tokens nobody will hold (a sign-in answered after a sign-out): revoked, never kept. */
  | { readonly type: 'revokeTokens'; readonly tokens: TokenSet };

/** The requests that answer a sync to follow. */
export type SyncStartRequest = Extract<Request, { kind: 'syncOne' | 'syncAll' | 'getSync' }>;
