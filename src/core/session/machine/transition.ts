import type { Effect } from './effects.ts';
import type { MachineEvent } from './events.ts';
import { connectAnswered, connectFailed, reconnect, selectRetailer, submitCredentials } from './connecting.ts';
import {
  catalogFailed,
  catalogLoaded,
  connectionsFailed,
  connectionsLoaded,
  loadCatalog,
  loadConnections,
} from './loading.ts';
import { retry, showCatalog, showConnections } from './navigation.ts';
import {
  destroy,
  latestSyncLoaded,
  popupOpened,
  redirectReturned,
  sessionExpired,
  signIn,
  signInFailed,
  signInSucceeded,
  signOut,
  userInfoLoaded,
} from './sign-in.ts';
import type { MachineState, OperationKind } from './state.ts';
import { createStep, type Step } from './step.ts';
import {
  mfaAnswered,
  mfaFailed,
  pollEnded,
  pollMfaRequired,
  pollProgress,
  startSync,
  submitMfa,
  syncStarted,
  syncStartFailed,
} from './syncing.ts';
import { continueTarget, goTo } from './targets.ts';

/** The next state and the effects to run, as data. Never mutates `state`; answers `state` itself when nothing changes. */
export interface Transition {
  readonly state: MachineState;
  readonly effects: readonly Effect[];
}

/**
 * The journey's one transition function: pure, so each race is a row of a table
 * (transition.test.ts) and the states and moves are drawn in docs/architecture.md.
 */
export function transition(state: MachineState, event: MachineEvent): Transition {
  const step = createStep(state);
  if (state.destroyed) {
    // Nothing is accepted once destroyed, but tokens a late sign-in brings are still revoked.
    if (event.type === 'signInSucceeded' && event.tokens) step.push({ type: 'revokeTokens', tokens: event.tokens });
  } else {
    apply(step, event);
  }
  return { state: step.state, effects: step.effects };
}

/** How each event moves the journey: one handler per event type (the transitions are listed in table.ts). */
type Handlers = {
  readonly [T in MachineEvent['type']]: (step: Step, event: Extract<MachineEvent, { type: T }>) => void;
};

const HANDLERS: Handlers = {
  signIn,
  signOut,
  destroy: (step) => {
    destroy(step, Object.keys(step.state.operations) as OperationKind[]);
  },
  open: (step, event) => {
    goTo(step, event.target);
  },
  loadCatalog,
  loadConnections,
  selectRetailer: (step, event) => {
    selectRetailer(step, event.retailerId);
  },
  reconnect: (step, event) => {
    reconnect(step, event.retailerId);
  },
  submitCredentials: (step, event) => {
    submitCredentials(step, event.credentials, event.freshKey);
  },
  submitMfa: (step, event) => {
    submitMfa(step, event.code);
  },
  syncNow: (step, event) => {
    startSync(step, { kind: 'syncOne', retailerId: event.retailerId });
  },
  syncAll: (step) => {
    startSync(step, { kind: 'syncAll' });
  },
  showCatalog,
  showConnections,
  retry,
  popupOpened: (step, event) => {
    popupOpened(step, event.operation, event.popup, event.redirect);
  },
  redirectReturned: (step, event) => {
    redirectReturned(step, event.pending, event.callback, event.redirectUri);
  },
  online: (step, event) => {
    step.set({ online: event.online });
  },
  sessionExpired: (step, event) => {
    sessionExpired(step, event.error);
  },
  signInSucceeded: (step, event) => {
    signInSucceeded(step, event.operation, event.tokens);
  },
  signInFailed: (step, event) => {
    signInFailed(step, event.operation, event.error);
  },
  userInfoLoaded: (step, event) => {
    userInfoLoaded(step, event.operation, event.user);
  },
  userInfoFailed: (step, event) => {
    if (step.awaits('userInfo', event.operation)) step.finish('userInfo');
  },
  latestSyncLoaded: (step, event) => {
    latestSyncLoaded(step, event.operation, event.latest);
  },
  catalogLoaded: (step, event) => {
    catalogLoaded(step, event.operation, event.value);
    continueTarget(step, 'catalog');
  },
  catalogFailed: (step, event) => {
    catalogFailed(step, event.operation, event.error);
    continueTarget(step, 'catalog');
  },
  connectionsLoaded: (step, event) => {
    connectionsLoaded(step, event.operation, event.value);
    continueTarget(step, 'connections');
  },
  connectionsFailed: (step, event) => {
    connectionsFailed(step, event.operation, event.error);
    continueTarget(step, 'connections');
  },
  connectAnswered: (step, event) => {
    connectAnswered(step, event.operation, event.form, event.result);
  },
  connectFailed: (step, event) => {
    connectFailed(step, event.operation, event.form, event.error, event.sentKey);
  },
  syncStarted: (step, event) => {
    syncStarted(step, event.operation, event.request, event.progress, event.now);
  },
  syncStartFailed: (step, event) => {
    syncStartFailed(step, event.operation, event.request, event.error);
  },
  pollProgress: (step, event) => {
    pollProgress(step, event.operation, event.progress);
  },
  pollMfaRequired: (step, event) => {
    pollMfaRequired(step, event.operation, event.syncId, event.retailerId, event.prompt);
  },
  pollEnded: (step, event) => {
    pollEnded(step, event.operation, event.end, event.maxDurationMs);
  },
  mfaAnswered: (step, event) => {
    mfaAnswered(step, event.operation, event.retailerId, event.progress);
  },
  mfaFailed: (step, event) => {
    mfaFailed(step, event.operation, event.error);
  },
};

function apply(step: Step, event: MachineEvent): void {
  (HANDLERS[event.type] as (step: Step, event: MachineEvent) => void)(step, event);
}
