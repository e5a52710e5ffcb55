import { describe, expect, it } from 'vitest';
import type { TimedTraceEvent } from './keystroke-cpu.ts';
import { longestTask } from './longest-task-summary.ts';

const TASK = 'ThreadControllerImpl::RunTask';
const on = (event: Partial<TimedTraceEvent> & { name: string; ts: number }, tid = 1): TimedTraceEvent => ({
  ph: 'X',
  pid: 1,
  tid,
  ...event,
});

describe('longestTask()', () => {
  const events = [
    on({ name: TASK, ts: 0, dur: 90_000, tdur: 80_000 }), // starts before the window, ends in it
    on({ name: 'start', ts: 50_000, ph: 'R' }),
    on({ name: TASK, ts: 100_000, dur: 60_000, tdur: 10_000 }),
    on({ name: 'Receive mojo message', ts: 100_000, dur: 59_000 }), // a wrapper: its kind, not its cost
    on({ name: 'FunctionCall', ts: 101_000, dur: 40_000 }),
    on({ name: TASK, ts: 200_000, dur: 500_000 }, 2), // another thread
    on({ name: 'end', ts: 300_000, ph: 'R' }),
    on({ name: TASK, ts: 400_000, dur: 700_000 }), // after the window
  ];

  it("should answer the longest task on the marks' thread that overlaps the window, whole", () => {
    expect(longestTask(events, 'start', 'end')).toEqual({ ms: 90, cpuMs: 80, inside: [] });
  });

  it('should say what the task spent its time on', () => {
    const later = events.filter((event) => event.ts !== 0);
    expect(longestTask(later, 'start', 'end')).toEqual({ ms: 60, cpuMs: 10, inside: ['FunctionCall 40.0 ms'] });
  });

  it('should answer undefined when no task ran, and throw without the marks', () => {
    expect(longestTask([events[1]!, events[6]!], 'start', 'end')).toBeUndefined();
    expect(() => longestTask(events, 'start', 'nope')).toThrow('the trace lacks the mark "nope"');
  });
});
