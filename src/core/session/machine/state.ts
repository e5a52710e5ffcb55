import type {
  AuthState,
  Connection,
  LeftOutRetailer,
  LoadState,
  OpenTarget,
  Retailer,
  SyncProgress,
  ViewState,
} from '../../domain.ts';

/**
 * The operations the journey starts and waits for. At most one of each kind runs at a time: a new
 * one replaces the one before (which is aborted), so a late answer of the old one is never taken.
 */
export type OperationKind =
  'signIn' | 'catalog' | 'connections' | 'userInfo' | 'latestSync' | 'connect' | 'syncStart' | 'poll' | 'mfa';

/** What `retry()` repeats on the error view, as data (the error view of a sync keeps it). */
export type RetryIntent =
  | { readonly kind: 'syncOne'; readonly retailerId: number }
  | { readonly kind: 'syncAll' }
  /** A sync given up on or unreadable may still run: follow the same sync again, starting nothing new. */
  | { readonly kind: 'followSync'; readonly syncId: string; readonly again: RetryIntent };

/** The sync the journey follows: what sync all left out, and what retry does if it fails. */
export interface FollowedSync {
  readonly syncId: string;
  readonly leftOut?: readonly LeftOutRetailer[];
  readonly again: RetryIntent;
}

/** The host's `open(target)` waiting for a list before it can choose the screen (targets.ts). */
export interface PendingTarget {
  readonly target: Extract<OpenTarget, { retailerId: number }>;
  readonly waitingFor: 'catalog' | 'connections';
}

/**
 * The connect whose answer never arrived (the network or the service failed after the retries):
 * the service may have made the connection, so the same form sent again repeats its
 * Idempotency-Key. Only the key is kept, never the credentials.
 */
export interface UnansweredConnect {
  readonly retailerId: number;
  readonly mode: 'connect' | 'reconnect';
  readonly key: string;
}

/**
 * The one state of a session's journey: everything the UI reads (session-contract.ts derives its
 * signals from it) and everything the journey waits for. Only `transition()` makes a new one.
 * Tokens are never part of it: they live in the TokenKeeper.
 */
export interface MachineState {
  /** destroy() was called: no event is accepted any more. */
  readonly destroyed: boolean;
  readonly auth: AuthState;
  readonly view: ViewState;
  readonly catalog: LoadState<readonly Retailer[]>;
  readonly connections: LoadState<readonly Connection[]>;
  /** The sync the journey follows (its latest progress), or null. */
  readonly sync: SyncProgress | null;
  readonly online: boolean;
  /** The id of the operation of each kind the state waits for; its answer is taken only with this id. */
  readonly operations: Readonly<Partial<Record<OperationKind, number>>>;
  /** The id the next operation gets. */
  readonly nextOperation: number;
  readonly pendingTarget?: PendingTarget | undefined;
  readonly followed?: FollowedSync | undefined;
  readonly unanswered?: UnansweredConnect | undefined;
  readonly retry?: RetryIntent | undefined;
  /** The poll the MFA code was sent under: its answer resumes that poll, or starts following anew. */
  readonly mfaPoll?: number | undefined;
}

export function initialState(online: boolean): MachineState {
  return {
    destroyed: false,
    auth: { status: 'signed_out' },
    view: { name: 'catalog' },
    catalog: { status: 'idle' },
    connections: { status: 'idle' },
    sync: null,
    online,
    operations: {},
    nextOperation: 1,
  };
}

/**
 * The names of the machine's states, as docs/architecture.md draws them: the screen, refined by
 * what the journey waits for (the sign-in of the sign-in view, a connect, an `open()` target).
 */
export type StateName =
  | 'catalog'
  | 'sign_in'
  | 'signing_in'
  | 'opening'
  | 'credentials'
  | 'connecting'
  | 'connections'
  | 'syncing'
  | 'mfa'
  | 'success'
  | 'error'
  | 'destroyed';

export function stateName(state: MachineState): StateName {
  if (state.destroyed) return 'destroyed';
  if (state.auth.status === 'signing_in' && state.view.name === 'sign_in') return 'signing_in';
  if (state.pendingTarget) return 'opening';
  const { view } = state;
  if (view.name === 'credentials') return view.submitting ? 'connecting' : 'credentials';
  return view.name;
}

export const STATE_NAMES: readonly StateName[] = [
  'catalog',
  'sign_in',
  'signing_in',
  'opening',
  'credentials',
  'connecting',
  'connections',
  'syncing',
  'mfa',
  'success',
  'error',
  'destroyed',
];
