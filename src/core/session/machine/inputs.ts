import type { ConnectResult } from '../../api/api-client.ts';
import type { TokenSet } from '../../auth/authorization-code-flow.ts';
import type { PendingRedirect, ResumePlace } from '../../auth/redirect-authorization.ts';
import type {
  Credentials,
  OpenTarget,
  Retailer,
  Connection,
  SyncProgress,
  UserProfile,
  WidgetError,
} from '../../domain.ts';
import type { PopupWindow } from '../../environment.ts';
import type { SyncStartRequest } from './effects.ts';

/** How the full-page sign-in stands when the popup is blocked (options.pageRedirectUri, sessionStorage). */
/** Which form a connect's answer is about: what its request was sent for. */
export interface SentForm {
  readonly retailerId: number;
  readonly mode: 'connect' | 'reconnect';
}

export type RedirectAvailability =
  | { readonly available: true; readonly redirectUri: string }
  | { readonly available: false; readonly reason: 'off' | 'no_storage' };

/** What the shopper or the host asked for, through the session's actions. */
export type CommandInput =
  | { readonly type: 'signIn' }
  | { readonly type: 'signOut' }
  | { readonly type: 'destroy' }
  | { readonly type: 'open'; readonly target: OpenTarget }
  | { readonly type: 'loadCatalog' }
  | { readonly type: 'loadConnections' }
  | { readonly type: 'selectRetailer'; readonly retailerId: number }
  | { readonly type: 'reconnect'; readonly retailerId: number }
  /** The credentials pass through to the request and are never kept; `freshKey` is a new Idempotency-Key. */
  | { readonly type: 'submitCredentials'; readonly credentials: Credentials; readonly freshKey: string }
  | { readonly type: 'submitMfa'; readonly code: string }
  | { readonly type: 'syncNow'; readonly retailerId: number }
  | { readonly type: 'syncAll' }
  | { readonly type: 'showCatalog' }
  | { readonly type: 'showConnections' }
  | { readonly type: 'retry' };

/** What the environment reported: the popup opened (or not), connectivity, an expired session. */
export type EnvironmentInput =
  | {
      readonly type: 'popupOpened';
      readonly operation: number;
      readonly popup: PopupWindow | null;
      readonly redirect: RedirectAvailability;
    }
  /**
   * The page came back from the full-page sign-in with a pending attempt (redirect-authorization.ts);
   * `resume`, when the response is that attempt's: where the widget was when the page left.
   */
  | {
      readonly type: 'redirectReturned';
      readonly pending: PendingRedirect | null;
      readonly callback: string | null;
      readonly redirectUri: string;
      readonly resume?: ResumePlace | undefined;
    }
  | { readonly type: 'online'; readonly online: boolean }
  /** The TokenKeeper's: refreshing failed for good. */
  | { readonly type: 'sessionExpired'; readonly error: WidgetError };

/** The answer of an operation, tagged with its id: taken only while the state waits for that id. */
export type ResultInput =
  /** `tokens` null: the page came back from the redirect without an authorization response. */
  | { readonly type: 'signInSucceeded'; readonly operation: number; readonly tokens: TokenSet | null }
  | { readonly type: 'signInFailed'; readonly operation: number; readonly error: WidgetError }
  | { readonly type: 'userInfoLoaded'; readonly operation: number; readonly user: UserProfile }
  /** Userinfo failed: the sign-in stays as it is (the ID token named the user). */
  | { readonly type: 'userInfoFailed'; readonly operation: number }
  /** `now` starts the polling of a sync found running. */
  | {
      readonly type: 'latestSyncLoaded';
      readonly operation: number;
      readonly latest: SyncProgress | null;
      readonly now: number;
    }
  | { readonly type: 'catalogLoaded'; readonly operation: number; readonly value: readonly Retailer[] }
  | { readonly type: 'catalogFailed'; readonly operation: number; readonly error: WidgetError }
  | { readonly type: 'connectionsLoaded'; readonly operation: number; readonly value: readonly Connection[] }
  | { readonly type: 'connectionsFailed'; readonly operation: number; readonly error: WidgetError }
  | {
      readonly type: 'connectAnswered';
      readonly operation: number;
      readonly form: SentForm;
      readonly result: ConnectResult;
      readonly now: number;
    }
  /** `sentKey` is the Idempotency-Key of the last request sent: the one to repeat if its answer was lost. */
  | {
      readonly type: 'connectFailed';
      readonly operation: number;
      readonly form: SentForm;
      readonly error: WidgetError;
      readonly sentKey: string;
    }
  /** `now` dates the retry of what sync all left out, and starts the polling. */
  | {
      readonly type: 'syncStarted';
      readonly operation: number;
      readonly request: SyncStartRequest;
      readonly progress: SyncProgress;
      readonly now: number;
    }
  | {
      readonly type: 'syncStartFailed';
      readonly operation: number;
      readonly request: SyncStartRequest;
      readonly error: WidgetError;
    }
  /** The wait before a poll is over (`visible`: whether the page is, at `now`). */
  | { readonly type: 'pollDue'; readonly operation: number; readonly now: number; readonly visible: boolean }
  | { readonly type: 'pollAnswered'; readonly operation: number; readonly progress: SyncProgress; readonly now: number }
  | { readonly type: 'pollFailed'; readonly operation: number; readonly error: WidgetError; readonly now: number }
  /** `now` ends the wait for the code: the polling goes on from there. */
  | {
      readonly type: 'mfaAnswered';
      readonly operation: number;
      readonly retailerId: number;
      readonly progress: SyncProgress;
      readonly now: number;
    }
  | { readonly type: 'mfaFailed'; readonly operation: number; readonly error: WidgetError };

export type MachineInput = CommandInput | EnvironmentInput | ResultInput;
export type MachineInputType = MachineInput['type'];

/** The event of one type, as its handler takes it. */
export type InputOf<T extends MachineInputType> = Extract<MachineInput, { type: T }>;
