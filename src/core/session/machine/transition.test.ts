import { describe, expect, it } from 'vitest';
import type { TokenSet } from '../../auth/authorization-code-flow.ts';
import type { SyncProgress, ViewState, WidgetError } from '../../domain.ts';
import type { Effect } from './effects.ts';
import type { MachineEvent } from './events.ts';
import { initialState, stateName, type MachineState } from './state.ts';
import { TRANSITIONS } from './table.ts';
import { transition } from './transition.ts';

const user = { sub: 'user-1' };
const tokens: TokenSet = { accessToken: 'at', refreshToken: 'rt', expiresAt: undefined, subject: 'user-1', user };
const running: SyncProgress = {
  syncId: 'sync_1',
  status: 'scanning',
  retailers: [{ retailerId: 1, status: 'scanning', ordersFetched: 0 }],
};
const waitingForMfa: SyncProgress = {
  ...running,
  status: 'userintervention',
  retailers: [{ retailerId: 1, status: 'userintervention', ordersFetched: 0, mfaPrompt: 'Code?' }],
};
const expired: WidgetError = { code: 'session_expired', message: 'refresh refused' };
const network: WidgetError = { code: 'network', message: 'offline' };
const catalog = {
  status: 'loaded',
  value: [{ retailerId: 1, displayName: 'A', logo: '', serverSide: false }],
} as const;

const base = initialState(true);
/** Signed in, on `view`, waiting for the operations given. */
function signedIn(view: ViewState, extra: Partial<MachineState> = {}): MachineState {
  return { ...base, auth: { status: 'signed_in', user }, view, nextOperation: 10, ...extra };
}
const signingIn: MachineState = {
  ...base,
  auth: { status: 'signing_in' },
  view: { name: 'sign_in' },
  operations: { signIn: 1 },
  nextOperation: 2,
};
const mfaView: ViewState = { name: 'mfa', syncId: 'sync_1', retailerId: 1, prompt: 'Code?', submitting: true };
const connecting: ViewState = { name: 'credentials', retailerId: 1, mode: 'connect', submitting: true };
const followed = { syncId: 'sync_1', again: { kind: 'syncOne', retailerId: 1 } } as const;
const form = { retailerId: 1, mode: 'connect' } as const;

interface Race {
  readonly name: string;
  readonly from: MachineState;
  readonly event: MachineEvent;
  /** What the next state must hold (the rest is as in `from`); `same` when it must be `from` itself. */
  readonly state: Partial<MachineState> | 'same';
  readonly effects: readonly Effect[];
}

/** Every race the journey guards, as start state, event, expected state and expected effects. */
const RACES: readonly Race[] = [
  {
    name: 'a sign-in answered after sign-out: nothing changes, its tokens are revoked',
    from: { ...base, nextOperation: 2 },
    event: { type: 'signInSucceeded', operation: 1, tokens },
    state: 'same',
    effects: [{ type: 'revokeTokens', tokens }],
  },
  {
    name: 'a sign-in answered after destroy(): nothing changes, its tokens are revoked',
    from: { ...base, destroyed: true, nextOperation: 2 },
    event: { type: 'signInSucceeded', operation: 1, tokens },
    state: 'same',
    effects: [{ type: 'revokeTokens', tokens }],
  },
  {
    name: "a sign-in's failure after sign-out says nothing",
    from: { ...base, nextOperation: 2 },
    event: { type: 'signInFailed', operation: 1, error: network },
    state: 'same',
    effects: [],
  },
  {
    name: 'an older sign-in answered while a newer one runs: revoked, the newer one still awaited',
    from: { ...signingIn, operations: { signIn: 3 }, nextOperation: 4 },
    event: { type: 'signInSucceeded', operation: 1, tokens },
    state: 'same',
    effects: [{ type: 'revokeTokens', tokens }],
  },
  {
    name: 'sign-out while signing in: the popup sign-in is aborted, nothing is signed in',
    from: signingIn,
    event: { type: 'signOut' },
    state: { auth: { status: 'signed_out' }, view: { name: 'catalog' }, operations: {} },
    effects: [
      { type: 'abort', of: 'signIn', operation: 1 },
      { type: 'forgetTokens', revoke: 'wait' },
      { type: 'emit', event: 'auth.signed_out', payload: { reason: 'user' } },
      { type: 'emit', event: 'view', payload: { name: 'catalog' } },
    ],
  },
  {
    name: 'destroy() mid-connect and mid-poll: every operation is aborted, the tokens revoked without waiting',
    from: signedIn(connecting, { operations: { connect: 3, poll: 2 } }),
    event: { type: 'destroy' },
    state: { destroyed: true, operations: {} },
    effects: [
      { type: 'abort', of: 'connect', operation: 3 },
      { type: 'abort', of: 'poll', operation: 2 },
      { type: 'forgetTokens', revoke: 'keepalive' },
    ],
  },
  {
    name: 'nothing is accepted after destroy(): a click on sign in opens no popup',
    from: { ...base, destroyed: true },
    event: { type: 'signIn' },
    state: 'same',
    effects: [],
  },
  {
    name: 'a target superseded by a newer open(): the newer one waits for the same catalog load',
    from: {
      ...base,
      catalog: { status: 'loading' },
      operations: { catalog: 1 },
      nextOperation: 2,
      pendingTarget: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'open', target: { retailerId: 2 } },
    state: { pendingTarget: { target: { retailerId: 2 }, waitingFor: 'catalog' }, operations: { catalog: 1 } },
    effects: [],
  },
  {
    name: "a target's view superseded by open() of the connections: the retailer is not waited for",
    from: {
      ...base,
      catalog: { status: 'loading' },
      operations: { catalog: 1 },
      nextOperation: 2,
      pendingTarget: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'open', target: { view: 'connections' } },
    state: { pendingTarget: undefined, view: { name: 'sign_in', target: { view: 'connections' } } },
    effects: [{ type: 'emit', event: 'view', payload: { name: 'sign_in' } }],
  },
  {
    name: 'the catalog answered for the newest target only',
    from: {
      ...base,
      catalog: { status: 'loading' },
      operations: { catalog: 1 },
      nextOperation: 2,
      pendingTarget: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'catalogLoaded', operation: 1, value: catalog.value },
    state: {
      catalog,
      operations: {},
      pendingTarget: undefined,
      view: { name: 'sign_in', retailerId: 1, target: { retailerId: 1 } },
    },
    effects: [
      { type: 'emit', event: 'catalog.loaded', payload: { count: 1 } },
      { type: 'emit', event: 'view', payload: { name: 'sign_in', retailerId: 1 } },
    ],
  },
  {
    name: 'sign-out while a target waits for the connections: the target is dropped with the list',
    from: signedIn(
      { name: 'catalog' },
      {
        catalog,
        connections: { status: 'loading' },
        operations: { connections: 4 },
        pendingTarget: { target: { retailerId: 1 }, waitingFor: 'connections' },
      },
    ),
    event: { type: 'signOut' },
    state: {
      pendingTarget: undefined,
      connections: { status: 'idle' },
      auth: { status: 'signed_out' },
      operations: {},
    },
    effects: [
      { type: 'forgetTokens', revoke: 'wait' },
      { type: 'abort', of: 'connections', operation: 4 },
      { type: 'emit', event: 'auth.signed_out', payload: { reason: 'user' } },
    ],
  },
  {
    name: 'an MFA answer after the shopper left the prompt: the poll resumes, the screen stays',
    from: signedIn({ name: 'catalog' }, { operations: { mfa: 5, poll: 4 }, mfaPoll: 4, followed }),
    event: { type: 'mfaAnswered', operation: 5, retailerId: 1, progress: running },
    state: { view: { name: 'catalog' }, operations: { poll: 4 }, mfaPoll: undefined },
    effects: [{ type: 'resumePoll', operation: 4, progress: running }],
  },
  {
    name: 'an MFA failure after the shopper left the prompt shows nothing',
    from: signedIn({ name: 'catalog' }, { operations: { mfa: 5, poll: 4 }, mfaPoll: 4, followed }),
    event: { type: 'mfaFailed', operation: 5, error: network },
    state: { view: { name: 'catalog' }, operations: { poll: 4 }, mfaPoll: undefined },
    effects: [],
  },
  {
    name: 'an MFA answer after sign-out changes nothing',
    from: { ...base, nextOperation: 6 },
    event: { type: 'mfaAnswered', operation: 5, retailerId: 1, progress: running },
    state: 'same',
    effects: [],
  },
  {
    name: 'the MFA code sent twice (a double click): one request',
    from: signedIn(mfaView, { operations: { mfa: 5, poll: 4 } }),
    event: { type: 'submitMfa', code: '123456' },
    state: 'same',
    effects: [],
  },
  {
    name: 'retry while the view is not the error view (a poll running): ignored',
    from: signedIn({ name: 'syncing', progress: running }, { operations: { poll: 4 }, followed }),
    event: { type: 'retry' },
    state: 'same',
    effects: [],
  },
  {
    name: 'a retried sync answered while an older poll still runs: that poll is aborted, the new sync followed',
    from: signedIn(
      { name: 'error', error: network, canRetry: true },
      { operations: { poll: 3, syncStart: 4 }, nextOperation: 5 },
    ),
    event: {
      type: 'syncStarted',
      operation: 4,
      request: { kind: 'syncOne', retailerId: 1 },
      progress: running,
      now: 0,
    },
    state: {
      view: { name: 'syncing', progress: running },
      sync: running,
      operations: { poll: 5 },
      nextOperation: 6,
      followed,
    },
    effects: [
      { type: 'emit', event: 'sync.started', payload: { syncId: 'sync_1', retailerIds: [1] } },
      { type: 'emit', event: 'view', payload: { name: 'syncing' } },
      { type: 'abort', of: 'poll', operation: 3 },
      { type: 'startPoll', operation: 5, initial: running },
    ],
  },
  {
    name: 'retry asked twice on the error view: the second, with nothing left to repeat, goes to the catalog',
    from: signedIn({ name: 'error', error: network, canRetry: true }, { operations: { syncStart: 4 } }),
    event: { type: 'retry' },
    state: { view: { name: 'catalog' } },
    effects: [{ type: 'emit', event: 'view', payload: { name: 'catalog' } }],
  },
  {
    name: 'a token refresh that fails after sign-out does not sign out again',
    from: base,
    event: { type: 'sessionExpired', error: expired },
    state: 'same',
    effects: [],
  },
  {
    name: 'the session expires while syncing: the poll is aborted and the sign-in asked again',
    from: signedIn({ name: 'syncing', progress: running }, { operations: { poll: 4 }, followed }),
    event: { type: 'sessionExpired', error: expired },
    state: {
      auth: { status: 'failed', error: expired },
      view: { name: 'sign_in' },
      operations: {},
      followed: undefined,
    },
    effects: [
      { type: 'abort', of: 'poll', operation: 4 },
      { type: 'emit', event: 'auth.signed_out', payload: { reason: 'session_expired' } },
      { type: 'emit', event: 'view', payload: { name: 'sign_in' } },
    ],
  },
  {
    name: 'the popup closed after the sign-in succeeded: the sign-in stands',
    from: signedIn({ name: 'catalog' }, { nextOperation: 2 }),
    event: { type: 'signInFailed', operation: 1, error: { code: 'popup_closed', message: 'closed' } },
    state: 'same',
    effects: [],
  },
  {
    name: 'going offline mid-connect: the connect waits for the network, nothing is aborted',
    from: signedIn(connecting, { operations: { connect: 3 } }),
    event: { type: 'online', online: false },
    state: { online: false, view: connecting, operations: { connect: 3 } },
    effects: [],
  },
  {
    name: 'a connect answered after sign-out starts no sync',
    from: { ...base, nextOperation: 4 },
    event: {
      type: 'connectAnswered',
      operation: 3,
      form,
      result: { connection: { retailerId: 1, displayName: 'A', status: 'active' }, sync: running },
    },
    state: 'same',
    effects: [],
  },
  {
    name: 'credentials sent twice (a double click): one request',
    from: signedIn(connecting, { operations: { connect: 3 } }),
    event: { type: 'submitCredentials', credentials: { username: 'u', password: 'p' }, freshKey: 'k2' },
    state: 'same',
    effects: [],
  },
  {
    name: "a connect's lost answer keeps its key for the same form, sent again",
    from: signedIn(connecting, { operations: { connect: 3 } }),
    event: { type: 'connectFailed', operation: 3, form, error: network, sentKey: 'k1' },
    state: {
      unanswered: { retailerId: 1, mode: 'connect', key: 'k1' },
      view: { ...connecting, submitting: false, error: network },
      operations: {},
    },
    effects: [
      { type: 'emit', event: 'connection.failed', payload: { retailerId: 1, code: 'network' } },
      { type: 'emit', event: 'error', payload: { code: 'network' } },
    ],
  },
  {
    name: 'connections answered after sign-out are not shown',
    from: { ...base, nextOperation: 5 },
    event: { type: 'connectionsLoaded', operation: 4, value: [] },
    state: 'same',
    effects: [],
  },
  {
    name: 'userinfo about another user than the signed-in one is not taken',
    from: signedIn({ name: 'catalog' }, { operations: { userInfo: 2 } }),
    event: { type: 'userInfoLoaded', operation: 2, user: { sub: 'someone-else', name: 'X' } },
    state: { auth: { status: 'signed_in', user }, operations: {} },
    effects: [],
  },
  {
    name: 'the latest sync answered after sign-out resumes nothing',
    from: { ...base, nextOperation: 3 },
    event: { type: 'latestSyncLoaded', operation: 2, latest: running },
    state: 'same',
    effects: [],
  },
  {
    name: 'progress of a poll that a newer one replaced is dropped',
    from: signedIn({ name: 'syncing', progress: running }, { operations: { poll: 5 }, followed }),
    event: { type: 'pollProgress', operation: 3, progress: waitingForMfa },
    state: 'same',
    effects: [],
  },
  {
    name: 'the MFA prompt of a sync the shopper no longer watches is told, not shown',
    from: signedIn({ name: 'catalog' }, { operations: { poll: 5 }, followed }),
    event: { type: 'pollMfaRequired', operation: 5, syncId: 'sync_1', retailerId: 1, prompt: 'Code?' },
    state: { view: { name: 'catalog' } },
    effects: [{ type: 'emit', event: 'sync.mfa_required', payload: { syncId: 'sync_1', retailerId: 1 } }],
  },
  {
    name: 'a second click on sign in while signing in opens no second popup',
    from: signingIn,
    event: { type: 'signIn' },
    state: 'same',
    effects: [],
  },
  {
    name: 'a sync answered after sign-out is not followed',
    from: { ...base, nextOperation: 5 },
    event: { type: 'syncStarted', operation: 4, request: { kind: 'syncAll' }, progress: running, now: 0 },
    state: 'same',
    effects: [],
  },
];

const listed = (from: string, event: string, to: string): boolean =>
  TRANSITIONS.some((row) => (row.from === from || row.from === '*') && row.event === event && row.to === to);

function step(from: MachineState, event: MachineEvent): { state: MachineState; effects: readonly Effect[] } {
  const frozen = structuredClone(from);
  const next = transition(from, event);
  // Pure: the state it was given is untouched.
  expect(from).toEqual(frozen);
  const before = stateName(from);
  const after = stateName(next.state);
  if (before !== after) {
    expect(listed(before, event.type, after), `${before} --${event.type}--> ${after} is in TRANSITIONS`).toBe(true);
  }
  return next;
}

describe('transition(): the races', () => {
  it('has at least 20 rows', () => {
    expect(RACES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(RACES)('$name', ({ from, event, state, effects }) => {
    const next = step(from, event);
    if (state === 'same') expect(next.state).toBe(from);
    else expect(next.state).toEqual({ ...from, ...state });
    expect(next.effects).toEqual(effects);
  });
});
