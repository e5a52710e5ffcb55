import type { WidgetErrorCode } from './error-codes.ts';

/**
 * Core's domain: the service's data as the widget sees it, the errors it reports, and the states of
 * its journey. Types only, importing nothing but the list of error codes (error-codes.ts), so that
 * every part of core (the API client, the events, the sync polling, the session) can share them without
 * depending on each other.
 * `session-contract.ts` passes them on to the UI with the session's interface.
 */
export type ApiVariant = 'A' | 'B';

/** Connection status, exactly the values of `ConnectionStatus` in the OpenAPI documents (openapi/variant-a.json, variant-b.json). */
export type ConnectionStatus = 'active' | 'error' | 'pending';

/** Sync status, exactly the six values of `SyncStatus` in the OpenAPI documents (openapi/variant-a.json, variant-b.json). */
export type SyncStatus = 'queued' | 'connecting' | 'scanning' | 'completed' | 'error' | 'userintervention';

/** Stable error codes the UI maps to copy and an action, and hosts may `switch` on (error-codes.ts). */
export type { WidgetErrorCode };

export interface WidgetError {
  readonly code: WidgetErrorCode;
  /** English, for developers and logs; the UI shows its own localised copy per `code`. */
  readonly message: string;
  readonly status?: number;
  /**
   * Text from the service's problem `detail`, or for a refused sign-in the provider's own reason
   * (its `error_description`): shown as text, never as HTML.
   */
  readonly detail?: string;
  /** For `rate_limited`: seconds to wait, from Retry-After or the RateLimit fields. */
  readonly retryAfterSeconds?: number;
  /** For `sync_failed`: the retailer's reason, e.g. `invalid_credentials`, `account_locked`. */
  readonly retailerErrorCode?: string;
}

/**
 * Who is signed in: the validated ID token's claims, with those the provider's userinfo endpoint
 * adds (src/core/auth/user-profile.ts). Only the claims the provider gave are present.
 */
export interface UserProfile {
  /** The provider's identifier of the user (`sub`), always present. */
  readonly sub: string;
  /** The `name` claim. */
  readonly name?: string;
  /** The `preferred_username` claim. */
  readonly preferredUsername?: string;
  /** The `email` claim. */
  readonly email?: string;
}

export interface Retailer {
  readonly retailerId: number;
  /** At most 200 characters: a longer name is cut, ending in "…" (src/core/util/bounded-text.ts). */
  readonly displayName: string;
  /**
   * URL of the logo; the UI shows a monogram when it is not http(s) or fails to load. Empty when the
   * service's was longer than 8000 characters (src/core/util/bounded-text.ts).
   */
  readonly logo: string;
  readonly serverSide: boolean;
}

export interface Connection {
  readonly retailerId: number;
  /** At most 200 characters, cut as a retailer's name is. */
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

/** A connection that sync all left out of its batch, as the service named it (the answer's `skipped`). */
export interface SkippedRetailer {
  readonly retailerId: number;
  /** `sync_rate_limited` (at its hourly sync limit) or `sync_in_progress`; open to new values. */
  readonly reason: string;
  /** With `sync_rate_limited`: seconds until a sync of it is allowed again. */
  readonly retryAfterSeconds?: number;
}

/** A connection of the user that a sync-all batch does not cover, and when it can sync, if known. */
export interface LeftOutRetailer {
  readonly retailerId: number;
  /** When (ms since the epoch) the service said a sync of it is allowed again. */
  readonly retryAt?: number;
}

export interface SyncProgress {
  readonly syncId: string;
  /** Batch status, derived from the items. */
  readonly status: SyncStatus;
  readonly retailers: readonly SyncRetailerProgress[];
  /** Only in the answer of sync all: the connections the service left out, and why. */
  readonly skipped?: readonly SkippedRetailer[];
  /**
   * A sync all that the widget follows: the user's connections the batch does not cover (its
   * `retailers` compared with the connections and `skipped`). Absent when none was left out.
   */
  readonly leftOut?: readonly LeftOutRetailer[];
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
 * Where `open(target)` takes the shopper, signing in first when needed (docs/embedding.md, "Open at a
 * target"). Ids and flags only: it travels in the `open` event and the hosted popup's URL.
 */
export type OpenTarget =
  | {
      /** The retailer: its credentials form, or the connections screen at it when already connected. */
      readonly retailerId: number;
      /**
       * Repairs the connection, which must be in status `error` (A: Update Connection; B: connect
       * again); one not connected gets the credentials form to connect.
       */
      readonly reconnect?: boolean;
    }
  | {
      /** The user's connections. */
      readonly view: 'connections';
    };

/**
 * The screen the journey is on. The core owns navigation so that every rule of the journey (sign in
 * before connecting, MFA before resuming, no second connect while one is in flight) is testable
 * without a DOM, and so the core can emit a `view` event per change.
 */
export type ViewState =
  | { readonly name: 'catalog' }
  | {
      readonly name: 'sign_in';
      /** The retailer whose credentials form follows the sign-in. */
      readonly retailerId?: number;
      /** The host's `open(target)`, which the sign-in goes on to (it names `retailerId` too, if it has one). */
      readonly target?: OpenTarget;
    }
  | {
      readonly name: 'credentials';
      readonly retailerId: number;
      /** `reconnect` repairs a connection in status `error` (A: Update Connection; B: connect again). */
      readonly mode: 'connect' | 'reconnect';
      readonly submitting: boolean;
      readonly error?: WidgetError;
    }
  | {
      readonly name: 'connections';
      /** The connection the screen is opened at (`open({ retailerId })` of a connected retailer). */
      readonly retailerId?: number;
    }
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

/**
 * The screens of the journey by name, as the `view` event says them: `ViewState['name']`, written
 * out so that a host's types need not name `ViewState`, which only the headless session exposes.
 */
export type ViewName = 'catalog' | 'sign_in' | 'credentials' | 'connections' | 'syncing' | 'mfa' | 'success' | 'error';

type AllTrue<T extends true> = T;
/** Does not compile when a screen is added to (or dropped from) `ViewState` and not `ViewName`, or the other way. */
export type ViewNamesAgree = AllTrue<
  [ViewName] extends [ViewState['name']] ? ([ViewState['name']] extends [ViewName] ? true : false) : false
>;
