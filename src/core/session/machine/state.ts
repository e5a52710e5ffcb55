import type {
  AuthState,
  Connection,
  LeftOutRetailer,
  LoadState,
  OpenTarget,
  Retailer,
  SyncProgress,
  WidgetError,
} from '../../domain.ts';
import { DEFAULT_MAX_DURATION_MS } from '../../sync/poll-interval.ts';

/**
 * The operations the journey starts and waits for. At most one of each kind runs at a time: a new
 * one replaces the one before (which is aborted), so a late answer of the old one is never taken.
 */
export type OperationKind =
  'signIn' | 'catalog' | 'connections' | 'userInfo' | 'latestSync' | 'connect' | 'syncStart' | 'poll' | 'mfa';

/**
 * What an operation's answer is about, which ends it (lifetimes.ts): when the state leaves its
 * owner, the operation is aborted and its late answer refused, whatever the step that left it.
 * - `session`: the widget until destroy().
 * - `account`: the shopper's own work with the service, until sign-out (or destroy()). An expired
 *   session keeps it: its answer (a failure, most often) is still the shopper's to hear.
 * - `signedIn`: what is read for the signed-in user, until the state is no longer signed in.
 * - `followedSync`: the followed sync, until it ends or another sync replaces it.
 * No operation is owned by a screen (a phase): each one's answer outlives the screen that started
 * it, as each row says, so moving between screens aborts nothing.
 */
export type OperationOwner = 'session' | 'account' | 'signedIn' | 'followedSync';

/** The owner of each kind of operation, and why. */
export const OPERATION_OWNERS: { readonly [K in OperationKind]: OperationOwner } = {
  // The sign-in runs beside the screens (`auth`); it changes the sign-in itself, so only destroy()
  // ends it, and sign-out cancels it deliberately (its popup closes).
  signIn: 'session',
  // The public catalog is the same for anyone signed in or not.
  catalog: 'session',
  // The lists and claims read for the signed-in user would be someone else's once signed out.
  connections: 'signedIn',
  userInfo: 'signedIn',
  latestSync: 'signedIn',
  // Outlives `connecting`: the service may still make the connection, and its answer (the sync to
  // follow, or the key to send again) must come back, or the shopper could connect twice.
  connect: 'account',
  // Outlives the screen it was asked on: the service may start the sync, which is then followed.
  syncStart: 'account',
  // The followed sync's polling runs behind every screen; a newer sync's polling replaces it.
  poll: 'followedSync',
  // Outlives `mfa`: the code may reach the service, and the sync must still be followed to its
  // outcome; it is about this sync only, so a newer sync (or none) ends it.
  mfa: 'followedSync',
};

/** What `retry()` repeats on the error view, as data (the error view of a sync keeps it). */
export type RetryIntent =
  | { readonly kind: 'syncOne'; readonly retailerId: number }
  | { readonly kind: 'syncAll' }
  /** A sync given up on or unreadable may still run: follow the same sync again, starting nothing new. */
  | { readonly kind: 'followSync'; readonly syncId: string; readonly again: RetryIntent };

/** A retailer of the followed sync asks for an MFA code: the poll waits for it. */
export interface MfaWait {
  readonly retailerId: number;
  readonly prompt: string;
  /** When the wait began: the time cap does not count it. */
  readonly since: number;
}

/**
 * The sync the journey follows, and where its polling stands (polling.ts): what sync all left
 * out, what retry does if it fails, its place on the schedule and its MFA wait.
 */
export interface FollowedSync {
  readonly syncId: string;
  readonly leftOut?: readonly LeftOutRetailer[];
  readonly again: RetryIntent;
  /** When polling started, moved later by each wait for an MFA code: the time cap counts polling only. */
  readonly startedAt: number;
  /** Polls answered since the start or the last MFA code: how far along the schedule the next wait is. */
  readonly polls: number;
  /** No poll before this instant (a Retry-After), even when the page becomes visible. */
  readonly notBefore: number;
  /** Failed polls in a row (network, upstream). */
  readonly failures: number;
  /** Set while a retailer waits for its MFA code, on whichever screen: the one place that says so. */
  readonly mfa?: MfaWait;
}

/** The limits of following a sync (`polling.maxDurationMs`), fixed when the session is made. */
export interface PollLimits {
  readonly maxDurationMs: number;
}

/** The host's `open(target)` waiting for a list before it can choose the screen (targets.ts). */
export interface PendingTarget {
  readonly target: Extract<OpenTarget, { retailerId: number }>;
  readonly waitingFor: 'catalog' | 'connections';
}

/**
 * What is true of the journey in every phase. The sign-in (`auth`), the lists, a followed sync and
 * a host's target waiting for a list run beside the screens: the shopper may move on meanwhile
 * (a sync's events still go out behind another screen), so they are not a phase of their own.
 */
export interface Journey {
  readonly auth: AuthState;
  readonly catalog: LoadState<readonly Retailer[]>;
  readonly connections: LoadState<readonly Connection[]>;
  /** The latest progress of the sync followed last, or null: the `sync` signal, and what `syncing` and `success` show. */
  readonly sync: SyncProgress | null;
  /** The sync followed to its end, or null. */
  readonly following: FollowedSync | null;
  /** The host's target waiting for a list before it opens, or null. */
  readonly opening: PendingTarget | null;
  readonly online: boolean;
  readonly limits: PollLimits;
  /** The id of the operation of each kind the state waits for; its answer is taken only with this id. */
  readonly operations: Readonly<Partial<Record<OperationKind, number>>>;
  /** The id the next operation gets. */
  readonly nextOperation: number;
}

/** A sync that the screen follows: its progress, and the sync followed. */
interface OnSync {
  readonly sync: SyncProgress;
  readonly following: FollowedSync;
}

/**
 * The phases of the journey, each with only what is true in it. docs/architecture.md draws them and
 * what each input does in each, from the machine itself (`npm run docs:machine`).
 */
export type Phase =
  | { readonly phase: 'catalog' }
  | {
      readonly phase: 'sign_in';
      /** The retailer whose credentials form follows the sign-in. */
      readonly retailerId?: number;
      /** The host's `open(target)`, which the sign-in goes on to. */
      readonly target?: OpenTarget;
    }
  | {
      readonly phase: 'credentials';
      readonly retailerId: number;
      readonly mode: 'connect' | 'reconnect';
      readonly error?: WidgetError;
      /**
       * The Idempotency-Key of this form's connect whose answer never arrived (the network or the
       * service failed after the retries): the service may have made the connection, so the form
       * sent again repeats it. Only the key is kept, never the credentials.
       */
      readonly unanswered?: string;
    }
  /** The credentials form sent: waiting for the connect's answer. */
  | { readonly phase: 'connecting'; readonly retailerId: number; readonly mode: 'connect' | 'reconnect' }
  | {
      readonly phase: 'connections';
      /** The connection the screen is opened at (`open({ retailerId })` of a connected retailer). */
      readonly retailerId?: number;
    }
  | ({ readonly phase: 'syncing' } & OnSync)
  /** The followed sync waits for a code: the prompt is the sync's (`following.mfa`). */
  | ({
      readonly phase: 'mfa';
      readonly submitting: boolean;
      readonly error?: WidgetError;
    } & OnSync & { readonly following: { readonly mfa: MfaWait } })
  | ({ readonly phase: 'success' } & Pick<OnSync, 'sync'>)
  | {
      readonly phase: 'error';
      readonly error: WidgetError;
      /** What `retry()` repeats; without it, retry goes back to the catalog. */
      readonly retry?: RetryIntent;
      /** Whether `retry()` can repeat what failed (the screen offers it). */
      readonly canRetry: boolean;
    }
  /** destroy() was called: no event is accepted any more. */
  | { readonly phase: 'destroyed' };

/** The name of each state of the machine: its phase. */
export type StateName = Phase['phase'];

/**
 * The one state of a session's journey: everything the UI reads (its signals are computed from
 * it, signals.ts) and everything the journey waits for. Only `transition()` makes a new one.
 * Tokens are never part of it: they live in the TokenKeeper.
 */
export type MachineState = Journey & Phase;

/** The state of a phase. */
export type InPhase<P extends StateName> = Extract<MachineState, { phase: P }>;

export function initialState(online: boolean, maxDurationMs = DEFAULT_MAX_DURATION_MS): MachineState {
  return {
    phase: 'catalog',
    auth: { status: 'signed_out' },
    catalog: { status: 'idle' },
    connections: { status: 'idle' },
    sync: null,
    following: null,
    opening: null,
    online,
    limits: { maxDurationMs },
    operations: {},
    nextOperation: 1,
  };
}

/** What every phase shares, without what the phase held. */
export function journeyOf(state: MachineState): Journey {
  const { auth, catalog, connections, sync, following, opening, online, limits, operations, nextOperation } = state;
  return { auth, catalog, connections, sync, following, opening, online, limits, operations, nextOperation };
}
