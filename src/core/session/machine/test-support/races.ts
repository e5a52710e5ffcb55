/** What the race tables of transition() share: states, answers, and the check of one row. */
import { expect, it } from 'vitest';
import type { Effect } from '../effects.ts';
import type { MachineInput } from '../inputs.ts';
import { journeyOf, type Journey, type MachineState, type Phase } from '../state.ts';

export * from './fixtures.ts';
import { explore, movesOf } from './machine-docs.ts';
import { transition } from '../transition.ts';

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

/** The moves the machine makes from its samples, as docs/architecture.md draws them. */
let drawn: ReturnType<typeof movesOf> | undefined;
const listed = (from: string, event: string, to: string): boolean =>
  (drawn ??= movesOf(explore())).some(
    (move) => (move.from === from || move.from === '*') && move.input === event && move.to === to,
  );

function step(from: MachineState, event: MachineInput): { state: MachineState; effects: readonly Effect[] } {
  const frozen = structuredClone(from);
  const next = transition(from, event);
  // Pure: the state it was given is untouched.
  expect(from).toEqual(frozen);
  const before = from.phase;
  const after = next.state.phase;
  if (before !== after) {
    expect(
      listed(before, event.type, after),
      `${before} --${event.type}--> ${after} is drawn in docs/architecture.md (samples.ts)`,
    ).toBe(true);
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
