import type { Effect } from './effects.ts';
import type { InputOf, MachineInput, MachineInputType, ResultInput } from './inputs.ts';
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
import type { InPhase, MachineState, OperationKind, StateName } from './state.ts';
import { createStep, type Step } from './step.ts';
import { pollAnswered, pollDue, pollFailed } from './polling.ts';
import {
  mfaAnswered,
  mfaAnsweredElsewhere,
  mfaFailed,
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
 * (transition.test.ts), and docs/architecture.md's diagram and per-phase table are written by
 * running it (`npm run docs:machine`).
 */
export function transition(state: MachineState, input: MachineInput): Transition {
  const step = createStep(state);
  // Nothing is accepted once destroyed, and an answer only while the state waits for its operation
  // (which it then finishes): a late answer changes nothing, but tokens it brings are revoked.
  if (isAnswer(input) && (state.phase === 'destroyed' || !step.awaits(ANSWERS[input.type], input.operation))) {
    if (input.type === 'signInSucceeded' && input.tokens) step.push({ type: 'revokeTokens', tokens: input.tokens });
  } else if (state.phase !== 'destroyed') {
    if (isAnswer(input)) step.finish(ANSWERS[input.type]);
    apply(step, input);
  }
  return { state: step.state, effects: step.effects };
}

/** The operation each answer is about: the one place that ties an answer to what the state waits for. */
const ANSWERS: { readonly [T in ResultInput['type']]: OperationKind } = {
  signInSucceeded: 'signIn',
  signInFailed: 'signIn',
  userInfoLoaded: 'userInfo',
  userInfoFailed: 'userInfo',
  latestSyncLoaded: 'latestSync',
  catalogLoaded: 'catalog',
  catalogFailed: 'catalog',
  connectionsLoaded: 'connections',
  connectionsFailed: 'connections',
  connectAnswered: 'connect',
  connectFailed: 'connect',
  syncStarted: 'syncStart',
  syncStartFailed: 'syncStart',
  pollDue: 'poll',
  pollAnswered: 'poll',
  pollFailed: 'poll',
  mfaAnswered: 'mfa',
  mfaFailed: 'mfa',
};

const isAnswer = (input: MachineInput): input is ResultInput => Object.hasOwn(ANSWERS, input.type);

/** What an input does in a phase; the state is the phase's, as the handler may read it. */
type Handler<T extends MachineInputType, P extends StateName = StateName> = (
  step: Step,
  input: InputOf<T>,
  state: InPhase<P>,
) => void;

/** Ignored: the input means nothing outside the phases that take it (IN_PHASE). */
const ignore = (): void => undefined;

/**
 * What each phase does with an input unlike every other (ANYWHERE). The sign-in, the lists, a
 * followed sync and a host's target run beside the screens, so most inputs do the same in every
 * phase, and few phases need an entry here. "What can happen in `mfa`?" is answered in one place,
 * the `mfa` column of the table in docs/architecture.md, which `npm run docs:machine` writes from
 * this function run on samples (test-support/samples.ts), with the state diagram beside it.
 */
const IN_PHASE: { readonly [P in StateName]?: { readonly [T in MachineInputType]?: Handler<T, P> } } = {
  credentials: { submitCredentials },
  // The sync followed waits for the code: no poll runs, so the sync ends only with the MFA call's
  // answer (mfaAnswered: success or error, through polling.ts) or a newer sync, a sign-out, an
  // expired session or destroy(), which every phase takes alike.
  mfa: { submitMfa, mfaAnswered, mfaFailed },
  error: { retry },
};

/** How each input moves the journey in every phase, unless IN_PHASE says otherwise for the current one. */
const ANYWHERE: { readonly [T in MachineInputType]: Handler<T> } = {
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
  submitCredentials: ignore,
  submitMfa: ignore,
  syncNow: (step, { retailerId }) => {
    startSync(step, { kind: 'syncOne', retailerId });
  },
  syncAll: (step) => {
    startSync(step, { kind: 'syncAll' });
  },
  showCatalog,
  showConnections,
  retry: ignore,
  popupOpened,
  redirectReturned,
  online: (step, { online }) => {
    step.set({ online });
  },
  sessionExpired,
  signInSucceeded,
  signInFailed,
  userInfoLoaded,
  // Userinfo failed: the sign-in stays as it is (the ID token named the user).
  userInfoFailed: () => undefined,
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
  mfaAnswered: mfaAnsweredElsewhere,
  mfaFailed: ignore,
};

function apply(step: Step, input: MachineInput): void {
  const { state } = step;
  const handler = IN_PHASE[state.phase]?.[input.type] ?? ANYWHERE[input.type];
  // Each table's handler is typed by its key; the lookup by a runtime type cannot say which.
  (handler as (step: Step, input: MachineInput, state: MachineState) => void)(step, input, state);
}
