/**
 * Representative journeys, screens and inputs of the machine: machine-docs.ts runs `transition()`
 * on every combination to find what each input does in each phase, which docs/architecture.md
 * shows. An input type without a sample does not compile.
 */
import type { Connection, SyncProgress } from '../../../domain.ts';
import type { InputOf, MachineInputType } from '../inputs.ts';
import type { Journey, OperationKind, Phase, StateName } from '../state.ts';
import {
  base,
  catalog,
  expired,
  following,
  followingMfa,
  form,
  network,
  running,
  tokens,
  user,
  waitingForMfa,
} from './fixtures.ts';

/** The id of the operation of each kind a sample journey may wait for. */
export const IN_FLIGHT: { readonly [K in OperationKind]: number } = {
  signIn: 1,
  catalog: 2,
  connections: 3,
  userInfo: 4,
  latestSync: 5,
  connect: 6,
  syncStart: 7,
  poll: 8,
  mfa: 9,
};

const waiting = (...kinds: OperationKind[]): Journey['operations'] =>
  Object.fromEntries(kinds.map((kind) => [kind, IN_FLIGHT[kind]]));

const active: Connection = { retailerId: 1, displayName: 'A', status: 'active' };
const broken: Connection = { ...active, status: 'error' };
const completed: SyncProgress = {
  ...running,
  status: 'completed',
  retailers: [{ retailerId: 1, status: 'completed', ordersFetched: 3 }],
};
const failed: SyncProgress = {
  ...running,
  status: 'error',
  retailers: [{ retailerId: 1, status: 'error', ordersFetched: 0, errorCode: 'bad_credentials' }],
};
const newer: SyncProgress = { ...running, syncId: 'sync_2' };

const signedIn: Journey = {
  ...base,
  auth: { status: 'signed_in', user },
  catalog,
  connections: { status: 'loaded', value: [] },
  nextOperation: 10,
};

/**
 * What runs beside the screens: signed out or in, a list loading for a host's target, a sync
 * followed (the syncing and MFA screens go with the journey whose followed sync they show).
 */
export const JOURNEYS: readonly Journey[] = [
  { ...base, auth: { status: 'signing_in' }, catalog, operations: waiting('signIn'), nextOperation: 10 },
  {
    ...base,
    catalog: { status: 'loading' },
    opening: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    operations: waiting('catalog'),
    nextOperation: 10,
  },
  { ...signedIn, operations: waiting('userInfo', 'latestSync', 'connect', 'syncStart') },
  {
    ...signedIn,
    connections: { status: 'loaded', value: [active] },
    sync: running,
    following,
    operations: waiting('userInfo', 'latestSync', 'connect', 'syncStart', 'poll'),
  },
  {
    ...signedIn,
    sync: waitingForMfa,
    following: followingMfa,
    operations: waiting('userInfo', 'latestSync', 'connect', 'syncStart', 'mfa'),
  },
  ...[[], [active]].map((value): Journey => ({
    ...signedIn,
    catalog: { status: 'loading' },
    connections: { status: 'loaded', value },
    opening: { target: { retailerId: 1 }, waitingFor: 'catalog' },
    operations: waiting('catalog'),
  })),
  ...[{ retailerId: 1 }, { retailerId: 1, reconnect: true }].map((target): Journey => ({
    ...signedIn,
    connections: { status: 'loading' },
    opening: { target, waitingFor: 'connections' },
    operations: waiting('connections'),
  })),
];

const onSync = { sync: running, following } as const;
const onMfa = { sync: waitingForMfa, following: followingMfa } as const;

/** The screens of each phase but `destroyed` (where nothing is accepted). */
export const SCREENS: { readonly [P in Exclude<StateName, 'destroyed'>]: readonly Extract<Phase, { phase: P }>[] } = {
  catalog: [{ phase: 'catalog' }],
  sign_in: [
    { phase: 'sign_in' },
    { phase: 'sign_in', retailerId: 1 },
    { phase: 'sign_in', target: { view: 'connections' } },
    { phase: 'sign_in', retailerId: 1, target: { retailerId: 1 } },
  ],
  credentials: [
    { phase: 'credentials', ...form },
    { phase: 'credentials', ...form, error: network, unanswered: 'key-1' },
  ],
  connecting: [{ phase: 'connecting', ...form }],
  connections: [{ phase: 'connections' }, { phase: 'connections', retailerId: 1 }],
  syncing: [{ phase: 'syncing', ...onSync }],
  mfa: [
    { phase: 'mfa', submitting: false, ...onMfa },
    { phase: 'mfa', submitting: true, ...onMfa },
  ],
  success: [{ phase: 'success', sync: completed }],
  error: [
    { phase: 'error', error: network, canRetry: true, retry: { kind: 'syncOne', retailerId: 1 } },
    { phase: 'error', error: network, canRetry: false },
  ],
};

const op = IN_FLIGHT;
const later = 10 ** 9;

/** Samples of each input, its answers tagged with the ids above. */
export const INPUTS: { readonly [T in MachineInputType]: readonly InputOf<T>[] } = {
  signIn: [{ type: 'signIn' }],
  signOut: [{ type: 'signOut' }],
  destroy: [{ type: 'destroy' }],
  open: [
    { view: 'connections' } as const,
    { retailerId: 1 },
    { retailerId: 1, reconnect: true },
    { retailerId: 99 },
  ].map((target) => ({ type: 'open', target })),
  loadCatalog: [{ type: 'loadCatalog' }],
  loadConnections: [{ type: 'loadConnections' }],
  selectRetailer: [{ type: 'selectRetailer', retailerId: 1 }],
  reconnect: [{ type: 'reconnect', retailerId: 1 }],
  submitCredentials: [{ type: 'submitCredentials', credentials: { username: 'u', password: 'p' }, freshKey: 'key-2' }],
  submitMfa: [{ type: 'submitMfa', code: '123456' }],
  syncNow: [{ type: 'syncNow', retailerId: 1 }],
  syncAll: [{ type: 'syncAll' }],
  showCatalog: [{ type: 'showCatalog' }],
  showConnections: [{ type: 'showConnections' }],
  retry: [{ type: 'retry' }],
  popupOpened: [
    { type: 'popupOpened', operation: op.signIn, popup: null, redirect: { available: false, reason: 'off' } },
  ],
  redirectReturned: [
    { type: 'redirectReturned', pending: null, callback: null, redirectUri: 'https://shop.test/' },
    {
      type: 'redirectReturned',
      pending: null,
      callback: null,
      redirectUri: 'https://shop.test/',
      resume: { retailerId: 1 },
    },
  ],
  online: [{ type: 'online', online: false }],
  sessionExpired: [{ type: 'sessionExpired', error: expired }],
  signInSucceeded: [{ type: 'signInSucceeded', operation: op.signIn, tokens }],
  signInFailed: [{ type: 'signInFailed', operation: op.signIn, error: network }],
  userInfoLoaded: [{ type: 'userInfoLoaded', operation: op.userInfo, user: { ...user, name: 'A' } }],
  userInfoFailed: [{ type: 'userInfoFailed', operation: op.userInfo }],
  latestSyncLoaded: [null, newer].map((latest) => ({
    type: 'latestSyncLoaded',
    operation: op.latestSync,
    latest,
    now: 0,
  })),
  catalogLoaded: [catalog.value, []].map((value) => ({ type: 'catalogLoaded', operation: op.catalog, value })),
  catalogFailed: [{ type: 'catalogFailed', operation: op.catalog, error: network }],
  connectionsLoaded: [[], [active], [broken]].map((value) => ({
    type: 'connectionsLoaded',
    operation: op.connections,
    value,
  })),
  connectionsFailed: [{ type: 'connectionsFailed', operation: op.connections, error: network }],
  connectAnswered: [
    { type: 'connectAnswered', operation: op.connect, form, result: { connection: active, sync: newer }, now: 0 },
  ],
  connectFailed: [{ type: 'connectFailed', operation: op.connect, form, error: network, sentKey: 'key-1' }],
  syncStarted: [
    { type: 'syncStarted', operation: op.syncStart, request: { kind: 'syncAll' }, progress: newer, now: 0 },
  ],
  syncStartFailed: [{ type: 'syncStartFailed', operation: op.syncStart, request: { kind: 'syncAll' }, error: network }],
  pollDue: [
    { now: 0, visible: true },
    { now: 0, visible: false },
    { now: later, visible: true },
  ].map((due) => ({ type: 'pollDue', operation: op.poll, ...due })),
  pollAnswered: [running, waitingForMfa, completed, failed].map((progress) => ({
    type: 'pollAnswered',
    operation: op.poll,
    progress,
    now: 0,
  })),
  pollFailed: [network, { code: 'invalid_response', message: 'unreadable' } as const].map((error) => ({
    type: 'pollFailed',
    operation: op.poll,
    error,
    now: 0,
  })),
  mfaAnswered: [running, completed, failed].map((progress) => ({
    type: 'mfaAnswered',
    operation: op.mfa,
    retailerId: 1,
    progress,
    now: 0,
  })),
  mfaFailed: [{ type: 'mfaFailed', operation: op.mfa, error: network }],
};
