/** What the race tables of transition() share: states, answers, and the check of one row. */
import type { TokenSet } from '../../auth/authorization-code-flow.ts';
import type { SyncProgress, ViewState, WidgetError } from '../../domain.ts';
import { expect, it } from 'vitest';
import type { Effect } from './effects.ts';
import type { MachineEvent } from './events.ts';
import { initialState, stateName, type MachineState } from './state.ts';
import { TRANSITIONS } from './table.ts';
import { transition } from './transition.ts';

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
/** Signed in, on `view`, waiting for the operations given. */
export function signedIn(view: ViewState, extra: Partial<MachineState> = {}): MachineState {
  return { ...base, auth: { status: 'signed_in', user }, view, nextOperation: 10, ...extra };
}
export const signingIn: MachineState = {
  ...base,
  auth: { status: 'signing_in' },
  view: { name: 'sign_in' },
  operations: { signIn: 1 },
  nextOperation: 2,
};
export const mfaView: ViewState = { name: 'mfa', syncId: 'sync_1', retailerId: 1, prompt: 'Code?', submitting: true };
export const connecting: Extract<ViewState, { name: 'credentials' }> = {
  name: 'credentials',
  retailerId: 1,
  mode: 'connect',
  submitting: true,
};
export const followed = { syncId: 'sync_1', again: { kind: 'syncOne', retailerId: 1 } } as const;
export const form = { retailerId: 1, mode: 'connect' } as const;

export interface Race {
  readonly name: string;
  readonly from: MachineState;
  readonly event: MachineEvent;
  /** What the next state must hold (the rest is as in `from`); `same` when it must be `from` itself. */
  readonly state: Partial<MachineState> | 'same';
  readonly effects: readonly Effect[];
}

/** Every race the journey guards, as start state, event, expected state and expected effects. */
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

/** One test per row: the next state and the effects are exactly the row's. */
export function checkRaces(races: readonly Race[]): void {
  it.each(races)('$name', ({ from, event, state, effects }) => {
    const next = step(from, event);
    if (state === 'same') expect(next.state).toBe(from);
    else expect(next.state).toEqual({ ...from, ...state });
    expect(next.effects).toEqual(effects);
  });
}
