import type { Effect } from './effects.ts';
import type { MachineInput } from './inputs.ts';
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
import type { MachineState } from './state.ts';
import { createStep, type Step } from './step.ts';
import { pollAnswered, pollDue, pollFailed } from './polling.ts';
import { mfaAnswered, mfaFailed, startSync, submitMfa, syncStarted, syncStartFailed } from './syncing.ts';
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
export function transition(state: MachineState, input: MachineInput): Transition {
  const step = createStep(state);
  if (state.phase === 'destroyed') {
    // Nothing is accepted once destroyed, but tokens a late sign-in brings are still revoked.
    if (input.type === 'signInSucceeded' && input.tokens) step.push({ type: 'revokeTokens', tokens: input.tokens });
  } else {
    apply(step, input);
  }
  return { state: step.state, effects: step.effects };
}

/** How each input moves the journey: one handler per input type (the moves are listed in test-support/transitions.ts). */
type Handlers = {
  readonly [T in MachineInput['type']]: (step: Step, event: Extract<MachineInput, { type: T }>) => void;
};

const HANDLERS: Handlers = {
  signIn,
  signOut,
  destroy,
  open: (step, { target }) => {
    goTo(step, target);
  },
  loadCatalog,
  loadConnections,
  selectRetailer,
  reconnect,
  submitCredentials,
  submitMfa,
  syncNow: (step, { retailerId }) => {
    startSync(step, { kind: 'syncOne', retailerId });
  },
  syncAll: (step) => {
    startSync(step, { kind: 'syncAll' });
  },
  showCatalog,
  showConnections,
  retry,
  popupOpened,
  redirectReturned,
  online: (step, { online }) => {
    step.set({ online });
  },
  sessionExpired,
  signInSucceeded,
  signInFailed,
  userInfoLoaded,
  userInfoFailed: (step, { operation }) => {
    if (step.awaits('userInfo', operation)) step.finish('userInfo');
  },
  latestSyncLoaded,
  catalogLoaded: (step, event) => {
    catalogLoaded(step, event);
    continueTarget(step, 'catalog');
  },
  catalogFailed: (step, event) => {
    catalogFailed(step, event);
    continueTarget(step, 'catalog');
  },
  connectionsLoaded: (step, event) => {
    connectionsLoaded(step, event);
    continueTarget(step, 'connections');
  },
  connectionsFailed: (step, event) => {
    connectionsFailed(step, event);
    continueTarget(step, 'connections');
  },
  connectAnswered,
  connectFailed,
  syncStarted,
  syncStartFailed,
  pollDue,
  pollAnswered,
  pollFailed,
  mfaAnswered,
  mfaFailed,
};

function apply(step: Step, input: MachineInput): void {
  (HANDLERS[input.type] as (step: Step, input: MachineInput) => void)(step, input);
}
