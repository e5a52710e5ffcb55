/** What the race tables of transition() share: states, answers, and the check of one row. */
import type { TokenSet } from '../../../auth/authorization-code-flow.ts';
import type { SyncProgress, WidgetError } from '../../../domain.ts';
import { expect, it } from 'vitest';
import type { Effect } from '../effects.ts';
import type { MachineInput } from '../inputs.ts';
import { initialState, journeyOf, type Journey, type MachineState, type Phase } from '../state.ts';
import { TRANSITIONS } from './transitions.ts';
import { transition } from '../transition.ts';

export const user = { sub: 'user-1' };
export const tokens: TokenSet = {
  accessToken: 'at',
  refreshToken: 'rt',
  expiresAt: undefined,
  subject: 'user-1',
  user,
};
export const running: SyncProgress = {
  syncId: 'sync_1',
  status: 'scanning',
  retailers: [{ retailerId: 1, status: 'scanning', ordersFetched: 0 }],
};
export const waitingForMfa: SyncProgress = {
  ...running,
  status: 'userintervention',
  retailers: [{ retailerId: 1, status: 'userintervention', ordersFetched: 0, mfaPrompt: 'Code?' }],
};
export const expired: WidgetError = { code: 'session_expired', message: 'refresh refused' };
export const network: WidgetError = { code: 'network', message: 'offline' };
export const catalog = {
  status: 'loaded',
  value: [{ retailerId: 1, displayName: 'A', logo: '', serverSide: false }],
} as const;

export const base = initialState(true);
/** Signed in, in `phase`, waiting for the operations given. */
export function signedIn(phase: Phase, extra: Partial<Journey> = {}): MachineState {
  return { ...base, auth: { status: 'signed_in', user }, nextOperation: 10, ...extra, ...phase };
}
export const signingIn: MachineState = {
  ...base,
  phase: 'sign_in',
  auth: { status: 'signing_in' },
  operations: { signIn: 1 },
  nextOperation: 2,
};
/** Sync 1 followed from time 0, before its first poll. */
export const following = {
  syncId: 'sync_1',
  again: { kind: 'syncOne', retailerId: 1 },
  startedAt: 0,
  polls: 0,
  notBefore: 0,
  failures: 0,
} as const;
export const followingMfa = { ...following, mfa: { retailerId: 1, prompt: 'Code?', since: 0 } } as const;
/** The MFA prompt of the followed sync, its code sent. */
export const mfaSent: Phase = { phase: 'mfa', submitting: true, sync: running, following: followingMfa };
export const syncing: Phase = {
  phase: 'syncing',
  sync: running,
  following,
};
export const connecting: Phase = { phase: 'connecting', retailerId: 1, mode: 'connect' };
export const form = { retailerId: 1, mode: 'connect' } as const;

export interface Race {
  readonly name: string;
  readonly from: MachineState;
  readonly event: MachineInput;
  /**
   * What the next state must hold: the shared part as in `from` but for what is given, and the
   * phase as in `from` unless a phase is given; `same` when it must be `from` itself.
   */
  readonly state: Partial<Journey> | (Partial<Journey> & Phase) | 'same';
  readonly effects: readonly Effect[];
}

/** Every race the journey guards, as start state, event, expected state and expected effects. */
const listed = (from: string, event: string, to: string): boolean =>
  TRANSITIONS.some((row) => (row.from === from || row.from === '*') && row.event === event && row.to === to);

function step(from: MachineState, event: MachineInput): { state: MachineState; effects: readonly Effect[] } {
  const frozen = structuredClone(from);
  const next = transition(from, event);
  // Pure: the state it was given is untouched.
  expect(from).toEqual(frozen);
  const before = from.phase;
  const after = next.state.phase;
  if (before !== after) {
    expect(listed(before, event.type, after), `${before} --${event.type}--> ${after} is in TRANSITIONS`).toBe(true);
  }
  return next;
}

/** One test per row: the next state and the effects are exactly the row's. */
export function checkRaces(races: readonly Race[]): void {
  it.each(races)('$name', ({ from, event, state, effects }) => {
    const next = step(from, event);
    if (state === 'same') expect(next.state).toBe(from);
    else expect(next.state).toEqual({ ...('phase' in state ? journeyOf(from) : from), ...state });
    expect(next.effects).toEqual(effects);
  });
}
