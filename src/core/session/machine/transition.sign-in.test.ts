import { describe } from 'vitest';
import {
  tokens,
  network,
  catalog,
  base,
  signedIn,
  signingIn,
  connecting,
  checkRaces,
  type Race,
} from './test-support/races.ts';

/** The races of signing in and out, destroy() and the host's targets: start state, event, expected state and effects. */
const SIGN_IN_RACES: readonly Race[] = [
  {
    name: 'a sign-in answered after sign-out: nothing changes, its tokens are revoked',
    from: { ...base, nextOperation: 2 },
    event: { type: 'signInSucceeded', operation: 1, tokens },
    state: 'same',
    effects: [{ type: 'revokeTokens', tokens }],
  },
  {
    name: 'a sign-in answered after destroy(): nothing changes, its tokens are revoked',
    from: { ...base, phase: 'destroyed', nextOperation: 2 },
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
    state: { auth: { status: 'signed_out' }, phase: 'catalog', operations: {} },
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
    state: { phase: 'destroyed', operations: {} },
    effects: [
      { type: 'abort', of: 'connect', operation: 3 },
      { type: 'abort', of: 'poll', operation: 2 },
      { type: 'forgetTokens', revoke: 'keepalive' },
    ],
  },
  {
    name: 'nothing is accepted after destroy(): a click on sign in opens no popup',
    from: { ...base, phase: 'destroyed' },
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
      opening: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'open', target: { retailerId: 2 } },
    state: { opening: { target: { retailerId: 2 }, waitingFor: 'catalog' }, operations: { catalog: 1 } },
    effects: [],
  },
  {
    name: "a target's view superseded by open() of the connections: the retailer is not waited for",
    from: {
      ...base,
      catalog: { status: 'loading' },
      operations: { catalog: 1 },
      nextOperation: 2,
      opening: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'open', target: { view: 'connections' } },
    state: { opening: null, phase: 'sign_in', target: { view: 'connections' } },
    effects: [{ type: 'emit', event: 'view', payload: { name: 'sign_in' } }],
  },
  {
    name: 'the catalog answered for the newest target only',
    from: {
      ...base,
      catalog: { status: 'loading' },
      operations: { catalog: 1 },
      nextOperation: 2,
      opening: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    },
    event: { type: 'catalogLoaded', operation: 1, value: catalog.value },
    state: {
      catalog,
      operations: {},
      opening: null,
      phase: 'sign_in',
      retailerId: 1,
      target: { retailerId: 1 },
    },
    effects: [
      { type: 'emit', event: 'catalog.loaded', payload: { count: 1 } },
      { type: 'emit', event: 'view', payload: { name: 'sign_in', retailerId: 1 } },
    ],
  },
  {
    name: 'sign-out while a target waits for the connections: the target is dropped with the list',
    from: signedIn(
      { phase: 'catalog' },
      {
        catalog,
        connections: { status: 'loading' },
        operations: { connections: 4 },
        opening: { target: { retailerId: 1 }, waitingFor: 'connections' },
      },
    ),
    event: { type: 'signOut' },
    state: {
      opening: null,
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
];

describe('transition(): the races of signing in', () => {
  checkRaces(SIGN_IN_RACES);
});
