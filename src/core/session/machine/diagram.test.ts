import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from './test-support/transitions.ts';

/** The composite state the diagram draws moves "from any state" from. */
const ANY = 'Journey';

/** The Mermaid `stateDiagram-v2` block of docs/architecture.md. */
function diagram(): string {
  // Tests run from the repository's root (vitest's root).
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const block = /```mermaid\n(stateDiagram-v2\n[\s\S]*?)```/.exec(doc)?.[1];
  if (block === undefined) throw new Error('docs/architecture.md has no mermaid stateDiagram-v2 block');
  return block;
}

/** The states and the moves (`from --event--> to`) the diagram draws; a move from `Journey` is from any state. */
function parse(block: string): { states: Set<string>; moves: Set<string> } {
  const states = new Set<string>();
  const moves = new Set<string>();
  for (const line of block.split('\n').map((text) => text.trim())) {
    const move = /^(\[\*\]|\w+) --> (\[\*\]|\w+)(?: : (\w+))?$/.exec(line);
    const declared = /^(\w+)$/.exec(line);
    if (move) {
      const [, from = '', to = '', event] = move;
      for (const name of [from, to]) if (name !== '[*]' && name !== ANY) states.add(name);
      if (event !== undefined) moves.add(`${from === ANY ? '*' : from} --${event}--> ${to}`);
    } else if (declared?.[1] !== undefined && declared[1] !== 'stateDiagram') {
      states.add(declared[1]);
    }
  }
  return { states, moves };
}

describe('the state diagram in docs/architecture.md', () => {
  const drawn = parse(diagram());

  it('draws exactly the states the machine moves between', () => {
    const machine = new Set(TRANSITIONS.flatMap(({ from, to }) => (from === '*' ? [to] : [from, to])));
    expect([...drawn.states].sort()).toEqual([...machine].sort());
  });

  it('draws exactly the transitions of the machine', () => {
    const machine = TRANSITIONS.map(({ from, event, to }) => `${from} --${event}--> ${to}`);
    expect([...drawn.moves].sort()).toEqual([...machine].sort());
  });
});
