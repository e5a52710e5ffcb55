import { describe, expect, it } from 'vitest';
import { SIGN_IN_RACES } from './races.sign-in.ts';
import {
  checkRaces,
  user,
  running,
  waitingForMfa,
  expired,
  network,
  base,
  signedIn,
  signingIn,
  mfaView,
  connecting,
  followed,
  form,
  type Race,
} from './transition.fixtures.ts';

/** The races of connecting, syncing and MFA: start state, event, expected state and effects. */
export const SYNC_RACES: readonly Race[] = [
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

const RACES = [...SIGN_IN_RACES, ...SYNC_RACES];

describe('transition(): the races', () => {
  it('has at least 20 rows', () => {
    expect(RACES.length).toBeGreaterThanOrEqual(20);
  });

  checkRaces(RACES);
});
