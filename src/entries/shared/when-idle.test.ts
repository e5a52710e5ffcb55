import { describe, expect, it } from 'vitest';
import { eachWhenIdle } from './when-idle.ts';

/** A stand-in for `whenIdle`: the idle moments come when the test says, one at a time. */
function fakeIdle() {
  const pending: Array<{ work: () => void; cancelled: boolean }> = [];
  const schedule = (work: () => void) => {
    const entry = { work, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  /** The next idle moment: runs the oldest work still waiting; false when none waits. */
  const idle = (): boolean => {
    const entry = pending.shift();
    if (!entry) return false;
    if (!entry.cancelled) entry.work();
    return true;
  };
  return { schedule, idle, waiting: () => pending.filter((entry) => !entry.cancelled).length };
}

describe('eachWhenIdle()', () => {
  it('should run one step per idle moment, in order, asking for the next moment only after a step ran', () => {
    const { schedule, idle, waiting } = fakeIdle();
    const ran: string[] = [];
    eachWhenIdle(
      ['sheet', 'plural rules', 'number format'].map((name) => () => void ran.push(name)),
      schedule,
    );
    expect(ran).toEqual([]);
    expect(waiting()).toBe(1);
    idle();
    expect(ran).toEqual(['sheet']);
    idle();
    expect(ran).toEqual(['sheet', 'plural rules']);
    idle();
    expect(ran).toEqual(['sheet', 'plural rules', 'number format']);
    expect(waiting()).toBe(0);
  });

  it('should run no step once cancelled, not even the one already waiting for its moment', () => {
    const { schedule, idle, waiting } = fakeIdle();
    const ran: number[] = [];
    const cancel = eachWhenIdle(
      [1, 2, 3].map((step) => () => void ran.push(step)),
      schedule,
    );
    idle();
    cancel();
    while (idle());
    expect(ran).toEqual([1]);
    expect(waiting()).toBe(0);
  });

  it('should still run the later steps when one throws', () => {
    const { schedule, idle } = fakeIdle();
    const ran: number[] = [];
    eachWhenIdle(
      [
        () => {
          throw new Error('no canvas');
        },
        () => void ran.push(2),
      ],
      schedule,
    );
    expect(() => idle()).toThrow('no canvas');
    idle();
    expect(ran).toEqual([2]);
  });
});
