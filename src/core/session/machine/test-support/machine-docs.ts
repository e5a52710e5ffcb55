/**
 * What the machine does, found by running it: `transition()` on every sample journey, screen and
 * input (samples.ts). From that, the state diagram and the per-phase table of docs/architecture.md
 * are written (`npm run docs:machine`), and diagram.test.ts fails when the docs are stale. So the
 * moves are described by the handlers alone, never by hand.
 */
import type { MachineInputType } from '../inputs.ts';
import type { Journey, MachineState, Phase, StateName } from '../state.ts';
import { transition } from '../transition.ts';
import { INPUTS, JOURNEYS, SCREENS } from './samples.ts';

type Screen = keyof typeof SCREENS;
const PHASES = Object.keys(SCREENS) as Screen[];
const INPUT_TYPES = Object.keys(INPUTS) as MachineInputType[];
/** The composite state the diagram draws moves "from any state" from. */
const ANY = 'Journey';

/** What an input does in a phase, over every sample: the phases it moves to, and whether it ever does something there without moving. */
export interface Outcome {
  readonly moves: Set<StateName>;
  stays: boolean;
}

/** A move the machine made: from a phase, on an input, to another, in the journey of that index of JOURNEYS. */
interface Move {
  readonly journey: number;
  readonly from: Screen;
  readonly input: MachineInputType;
  readonly to: StateName;
}

export interface Exploration {
  readonly outcomes: ReadonlyMap<Screen, ReadonlyMap<MachineInputType, Outcome>>;
  readonly moves: readonly Move[];
}

/** A screen that shows the followed sync goes only with the journey that follows that sync. */
const fits = (journey: Journey, screen: Phase): boolean =>
  !('following' in screen) || screen.following === journey.following;

/** Runs `transition()` on every sample: what each input does in each phase, and each move it made. */
export function explore(): Exploration {
  const outcomes = new Map(
    PHASES.map((phase) => [
      phase,
      new Map(INPUT_TYPES.map((type): [MachineInputType, Outcome] => [type, { moves: new Set(), stays: false }])),
    ]),
  );
  const moves: Move[] = [];
  JOURNEYS.forEach((journey, index) => {
    for (const from of PHASES)
      for (const screen of SCREENS[from].filter((each) => fits(journey, each)))
        for (const input of Object.values(INPUTS).flat()) {
          const state = { ...journey, ...screen } as MachineState;
          const next = transition(state, input);
          const outcome = outcomes.get(from)?.get(input.type);
          if (!outcome) continue;
          const to = next.state.phase;
          if (to !== from) {
            outcome.moves.add(to);
            moves.push({ journey: index, from, input: input.type, to });
          } else if (next.state !== state || next.effects.length > 0) outcome.stays = true;
        }
  });
  return { outcomes, moves };
}

const ORDER: readonly StateName[] = [...PHASES, 'destroyed'];
const byOrder = (a: StateName, b: StateName): number => ORDER.indexOf(a) - ORDER.indexOf(b);
const sameMove = (a: Omit<Move, 'journey'>, b: Omit<Move, 'journey'>): boolean =>
  a.from === b.from && a.input === b.input && a.to === b.to;

/**
 * The moves between phases, as `from --input--> to`, each once; `from` is `*` when, in some sample
 * journey, the input makes it from every other phase that journey can be in.
 */
export function movesOf({ moves }: Exploration): { from: Screen | '*'; input: MachineInputType; to: StateName }[] {
  const anywhere = (input: MachineInputType, to: StateName): boolean =>
    JOURNEYS.some((journey, index) => {
      const phases = PHASES.filter((from) => from !== to && SCREENS[from].some((screen) => fits(journey, screen)));
      return phases.every((from) =>
        moves.some((move) => move.journey === index && sameMove(move, { from, input, to })),
      );
    });
  const found: { from: Screen | '*'; input: MachineInputType; to: StateName }[] = [];
  for (const input of INPUT_TYPES)
    for (const to of ORDER) {
      if (!moves.some((move) => move.input === input && move.to === to)) continue;
      if (anywhere(input, to)) found.push({ from: '*', input, to });
      else
        for (const from of PHASES)
          if (moves.some((move) => sameMove(move, { from, input, to }))) found.push({ from, input, to });
    }
  return found;
}

/** The Mermaid state diagram: the moves particular to a phase inside `Journey`, those from any state from it. */
export function diagram(exploration: Exploration): string {
  const all = movesOf(exploration);
  const inside = all
    .filter((move) => move.from !== '*')
    .sort((a, b) => byOrder(a.from as Screen, b.from as Screen))
    .map(({ from, input, to }) => `    ${from} --> ${to} : ${input}`);
  const outside = all.filter((move) => move.from === '*').map(({ input, to }) => `  ${ANY} --> ${to} : ${input}`);
  return [
    'stateDiagram-v2',
    '  [*] --> catalog',
    `  state ${ANY} {`,
    ...PHASES.map((phase) => `    ${phase}`),
    ...inside,
    '  }',
    ...outside,
    '  destroyed --> [*]',
  ].join('\n');
}

/** One row per input, one column per phase: where it moves to, `stays` when it acts without moving, blank when ignored. */
export function table({ outcomes }: Exploration): string {
  const cell = ({ moves: to, stays }: Outcome): string =>
    [...(stays ? ['stays'] : []), ...(to.size > 0 ? [`→ ${[...to].sort(byOrder).join(', ')}`] : [])].join(', ');
  const rows = INPUT_TYPES.map(
    (input) =>
      `| ${input} | ${PHASES.map((phase) => {
        const outcome = outcomes.get(phase)?.get(input);
        return outcome ? cell(outcome) : '';
      }).join(' | ')} |`,
  );
  return [`| input | ${PHASES.join(' | ')} |`, `|---|${PHASES.map(() => '---').join('|')}|`, ...rows].join('\n');
}

export const START = '<!-- machine:start (written by `npm run docs:machine`; do not edit by hand) -->';
export const END = '<!-- machine:end -->';

/** `doc` with the machine's diagram and table between its markers. */
export function withMachineDocs(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The document has no "${START}" ... "${END}" markers.`);
  const exploration = explore();
  const body = [
    START,
    '',
    '```mermaid',
    diagram(exploration),
    '```',
    '',
    'What each input does in each phase (`transition()` run on the samples of',
    '`src/core/session/machine/test-support/samples.ts`): the phases it moves to, `stays` when it acts',
    'without leaving the phase, blank when the phase ignores it. Once `destroyed`, every input is ignored.',
    '',
    table(exploration),
    '',
  ].join('\n');
  return doc.slice(0, start) + body + doc.slice(end);
}
