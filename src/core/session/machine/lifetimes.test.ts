import { describe, expect, it } from 'vitest';
import type { Effect } from './effects.ts';
import type { MachineInput } from './inputs.ts';
import type { MachineState, OperationKind, Phase, StateName } from './state.ts';
import { transition } from './transition.ts';
import { catalog, expired, following, followingMfa, form, network, running, signedIn } from './test-support/races.ts';
import { IN_FLIGHT } from './test-support/samples.ts';

const KINDS = Object.keys(IN_FLIGHT) as OperationKind[];

/** A late answer of each kind: refused once its operation has ended. */
const LATE: { readonly [K in OperationKind]: MachineInput } = {
  signIn: { type: 'signInFailed', operation: IN_FLIGHT.signIn, error: network },
  catalog: { type: 'catalogFailed', operation: IN_FLIGHT.catalog, error: network },
  connections: { type: 'connectionsFailed', operation: IN_FLIGHT.connections, error: network },
  userInfo: { type: 'userInfoFailed', operation: IN_FLIGHT.userInfo },
  latestSync: { type: 'latestSyncLoaded', operation: IN_FLIGHT.latestSync, latest: running, now: 0 },
  connect: { type: 'connectFailed', operation: IN_FLIGHT.connect, form, error: network, sentKey: 'key-1' },
  syncStart: { type: 'syncStartFailed', operation: IN_FLIGHT.syncStart, request: { kind: 'syncAll' }, error: network },
  poll: { type: 'pollFailed', operation: IN_FLIGHT.poll, error: network, now: 0 },
  mfa: { type: 'mfaFailed', operation: IN_FLIGHT.mfa, error: network },
};

/** Signed in on `phase`, a sync waiting for its code followed behind it, every kind of operation in flight. */
function busy(phase: Phase): MachineState {
  return signedIn(phase, {
    catalog: { status: 'loading' },
    connections: { status: 'loading' },
    sync: running,
    following: followingMfa,
    operations: IN_FLIGHT,
    nextOperation: 10,
  });
}

const ON_SYNC = { sync: running, following: followingMfa } as const;
/** A screen of each phase but `destroyed`, and an input that leaves it for another screen. */
const SCREENS: readonly { readonly phase: Phase; readonly leave: MachineInput }[] = [
  { phase: { phase: 'catalog' }, leave: { type: 'showConnections' } },
  { phase: { phase: 'sign_in', retailerId: 1 }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'credentials', retailerId: 1, mode: 'connect' }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'connecting', retailerId: 1, mode: 'connect' }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'connections' }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'syncing', ...ON_SYNC }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'mfa', submitting: true, ...ON_SYNC }, leave: { type: 'showConnections' } },
  { phase: { phase: 'success', sync: running }, leave: { type: 'showCatalog' } },
  { phase: { phase: 'error', error: network, canRetry: false }, leave: { type: 'showCatalog' } },
];

const aborted = (effects: readonly Effect[]): OperationKind[] =>
  effects.flatMap((effect) => (effect.type === 'abort' ? [effect.of] : [])).sort();

describe("an operation's lifetime is its owner's (state.ts's OPERATION_OWNERS)", () => {
  it('covers every phase but destroyed', () => {
    const phases: StateName[] = SCREENS.map(({ phase }) => phase.phase);
    expect(phases).toHaveLength(9);
  });

  // No operation is owned by a screen: leaving one keeps every operation and takes its answer.
  it.each(SCREENS)('leaving $phase.phase aborts nothing: each answer outlives the screen', ({ phase, leave }) => {
    const from = busy(phase);
    const next = transition(from, leave);
    expect(next.state.phase).not.toBe(phase.phase);
    expect(aborted(next.effects)).toEqual([]);
    for (const kind of KINDS) expect(next.state.operations[kind], kind).toBe(IN_FLIGHT[kind]);
  });

  const OWNERS_LEFT: readonly {
    readonly name: string;
    readonly input: MachineInput;
    readonly ends: readonly OperationKind[];
  }[] = [
    {
      name: 'sign-out ends the account and the signed-in user (and cancels the sign-in)',
      input: { type: 'signOut' },
      ends: ['connect', 'connections', 'latestSync', 'mfa', 'poll', 'signIn', 'syncStart', 'userInfo'],
    },
    {
      // The connect and the sync start stay: their answers (session_expired) are the host's to hear.
      name: 'an expired session ends the signed-in user and the followed sync',
      input: { type: 'sessionExpired', error: expired },
      ends: ['connections', 'latestSync', 'mfa', 'poll', 'userInfo'],
    },
    {
      name: 'a newer sync ends the followed one: its poll and its MFA code',
      input: {
        type: 'syncStarted',
        operation: IN_FLIGHT.syncStart,
        request: { kind: 'syncAll' },
        progress: { ...running, syncId: 'sync_2' },
        now: 0,
      },
      ends: ['mfa', 'poll'],
    },
    {
      name: 'destroy() ends the session: everything',
      input: { type: 'destroy' },
      ends: [...KINDS].sort(),
    },
  ];

  it.each(OWNERS_LEFT)('$name', ({ input, ends }) => {
    const from = busy({ phase: 'catalog' });
    const next = transition(from, input);
    expect(aborted(next.effects)).toEqual(ends);
    for (const kind of KINDS) {
      if (ends.includes(kind)) {
        // A newer sync's own poll may take the kind's place, never the ended operation's id.
        expect(next.state.operations[kind], kind).not.toBe(IN_FLIGHT[kind]);
        // Its late answer changes nothing.
        const late = transition(next.state, LATE[kind]);
        expect(late.state, kind).toBe(next.state);
        expect(late.effects, kind).toEqual([]);
      } else if (kind !== input.type && !('operation' in input && IN_FLIGHT[kind] === input.operation)) {
        expect(next.state.operations[kind], kind).toBe(IN_FLIGHT[kind]);
      }
    }
  });

  it('a connect outlives its screen: answered after the shopper left, the connection is told and its sync followed', () => {
    const from = signedIn({ phase: 'connecting', ...form }, { catalog, operations: { connect: 6 } });
    const left = transition(from, { type: 'showCatalog' }).state;
    const connection = { retailerId: 1, displayName: 'A', status: 'active' } as const;
    const next = transition(left, {
      type: 'connectAnswered',
      operation: 6,
      form,
      result: { connection, sync: running },
      now: 0,
    });
    expect(next.state.phase).toBe('syncing');
    expect(next.state.following).toEqual(following);
    expect(next.effects).toContainEqual({
      type: 'emit',
      event: 'connection.created',
      payload: { retailerId: 1, status: 'active' },
    });
  });
});
