import { describe, expect, it } from 'vitest';
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
  mfaSent,
  syncing,
  connecting,
  following,
  followingMfa,
  form,
  type Race,
} from './test-support/races.ts';

const scanning = { retailerId: 1, status: 'scanning', ordersFetched: 0 } as const;

/** The races of connecting, syncing and MFA: start state, event, expected state and effects. */
const SYNC_RACES: readonly Race[] = [
  {
    name: 'an MFA answer after the shopper left the prompt: the poll resumes, the screen stays',
    from: signedIn({ phase: 'catalog' }, { operations: { mfa: 5 }, following: followingMfa, sync: waitingForMfa }),
    event: { type: 'mfaAnswered', operation: 5, retailerId: 1, progress: running, now: 0 },
    state: { operations: { poll: 10 }, nextOperation: 11, following, sync: running },
    effects: [
      { type: 'emit', event: 'sync.status', payload: { syncId: 'sync_1', status: 'scanning', retailers: [scanning] } },
      { type: 'request', operation: 10, of: 'poll', request: { kind: 'pollDelay', polls: 0, notBefore: 0 } },
    ],
  },
  {
    name: 'an MFA failure after the shopper left the prompt shows nothing',
    from: signedIn({ phase: 'catalog' }, { operations: { mfa: 5 }, following: followingMfa }),
    event: { type: 'mfaFailed', operation: 5, error: network },
    state: { operations: {} },
    effects: [],
  },
  {
    name: 'an MFA answer after sign-out changes nothing',
    from: { ...base, nextOperation: 6 },
    event: { type: 'mfaAnswered', operation: 5, retailerId: 1, progress: running, now: 0 },
    state: 'same',
    effects: [],
  },
  {
    name: 'the MFA code sent twice (a double click): one request',
    from: signedIn(mfaSent, { operations: { mfa: 5 } }),
    event: { type: 'submitMfa', code: '123456' },
    state: 'same',
    effects: [],
  },
  {
    name: 'retry while the view is not the error view (a poll running): ignored',
    from: signedIn(syncing, { operations: { poll: 4 } }),
    event: { type: 'retry' },
    state: 'same',
    effects: [],
  },
  {
    name: 'a retried sync answered while an older poll still runs: that poll is aborted, the new sync followed',
    from: signedIn(
      { phase: 'error', error: network, canRetry: true },
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
      phase: 'syncing',
      sync: running,
      operations: { poll: 5 },
      nextOperation: 6,
      following,
    },
    effects: [
      { type: 'emit', event: 'sync.started', payload: { syncId: 'sync_1', retailerIds: [1] } },
      { type: 'emit', event: 'view', payload: { name: 'syncing' } },
      { type: 'abort', of: 'poll', operation: 3 },
      { type: 'emit', event: 'sync.status', payload: { syncId: 'sync_1', status: 'scanning', retailers: [scanning] } },
      { type: 'request', operation: 5, of: 'poll', request: { kind: 'pollDelay', polls: 0, notBefore: 0 } },
    ],
  },
  {
    name: 'retry asked twice on the error view: the second, with nothing left to repeat, goes to the catalog',
    from: signedIn({ phase: 'error', error: network, canRetry: true }, { operations: { syncStart: 4 } }),
    event: { type: 'retry' },
    state: { phase: 'catalog' },
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
    from: signedIn(syncing, { operations: { poll: 4 } }),
    event: { type: 'sessionExpired', error: expired },
    state: {
      auth: { status: 'failed', error: expired },
      phase: 'sign_in',
      operations: {},
      following: null,
    },
    effects: [
      { type: 'abort', of: 'poll', operation: 4 },
      { type: 'emit', event: 'auth.signed_out', payload: { reason: 'session_expired' } },
      { type: 'emit', event: 'view', payload: { name: 'sign_in' } },
    ],
  },
  {
    name: 'the popup closed after the sign-in succeeded: the sign-in stands',
    from: signedIn({ phase: 'catalog' }, { nextOperation: 2 }),
    event: { type: 'signInFailed', operation: 1, error: { code: 'popup_closed', message: 'closed' } },
    state: 'same',
    effects: [],
  },
  {
    name: 'going offline mid-connect: the connect waits for the network, nothing is aborted',
    from: signedIn(connecting, { operations: { connect: 3 } }),
    event: { type: 'online', online: false },
    state: { online: false, operations: { connect: 3 } },
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
      now: 0,
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
      phase: 'credentials',
      retailerId: 1,
      mode: 'connect',
      error: network,
      unanswered: 'k1',
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
    from: signedIn({ phase: 'catalog' }, { operations: { userInfo: 2 } }),
    event: { type: 'userInfoLoaded', operation: 2, user: { sub: 'someone-else', name: 'X' } },
    state: { auth: { status: 'signed_in', user }, operations: {} },
    effects: [],
  },
  {
    name: 'the latest sync answered after sign-out resumes nothing',
    from: { ...base, nextOperation: 3 },
    event: { type: 'latestSyncLoaded', operation: 2, latest: running, now: 0 },
    state: 'same',
    effects: [],
  },
  {
    name: 'progress of a poll that a newer one replaced is dropped',
    from: signedIn(syncing, { operations: { poll: 5 } }),
    event: { type: 'pollAnswered', operation: 3, progress: waitingForMfa, now: 0 },
    state: 'same',
    effects: [],
  },
  {
    name: 'the MFA prompt of a sync the shopper no longer watches is told, not shown',
    from: signedIn({ phase: 'catalog' }, { operations: { poll: 5 }, following, sync: running }),
    event: { type: 'pollAnswered', operation: 5, progress: waitingForMfa, now: 0 },
    state: { operations: {}, sync: waitingForMfa, following: { ...followingMfa, polls: 1 } },
    effects: [
      {
        type: 'emit',
        event: 'sync.status',
        payload: {
          syncId: 'sync_1',
          status: 'userintervention',
          retailers: [{ retailerId: 1, status: 'userintervention', ordersFetched: 0 }],
        },
      },
      { type: 'emit', event: 'sync.mfa_required', payload: { syncId: 'sync_1', retailerId: 1 } },
    ],
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

describe('transition(): the races of connecting, syncing and MFA', () => {
  it('has at least 20 rows', () => {
    expect(SYNC_RACES.length).toBeGreaterThanOrEqual(20);
  });

  checkRaces(SYNC_RACES);
});
