// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarizeTrace, type TraceEvent } from './trace-summary.ts';

const main = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, thread = main, tdur = dur): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, ...main });

describe('summarizeTrace', () => {
  it('splits the window into self time per activity, idle time and CPU time, on the mark thread only', () => {
    const summary = summarizeTrace(
      [
        mark('open', 1_000),
        // A task of 4 ms: 1 ms of its own, a 3 ms function call holding 2 ms of style; it had the CPU
        // for 3 ms of its 4.
        event('RunTask', 2_000, 4_000, main, 3_000),
        event('FunctionCall', 2_500, 3_000),
        event('UpdateLayoutTree', 3_000, 2_000),
        // Another thread's work is not the main thread's.
        event('Paint', 2_000, 9_000, { pid: 1, tid: 8 }),
        // Cut at the end mark: 1 ms of this 5 ms layout is inside the window.
        event('Layout', 10_000, 5_000),
        mark('painted', 11_000),
      ],
      'open',
      'painted',
    );
    expect(summary.totalMs).toBe(10);
    expect(summary.idleMs).toBe(5);
    // Top-level tasks only (children's CPU time is inside their parent's): 3 ms, and a fifth of the
    // layout's 5 ms.
    expect(summary.cpuMs).toBe(4);
    expect(summary.byActivity).toEqual([
      { name: 'UpdateLayoutTree', ms: 2 },
      { name: 'RunTask', ms: 1 },
      { name: 'FunctionCall', ms: 1 },
      { name: 'Layout', ms: 1 },
    ]);
  });

  it('says which mark is missing', () => {
    expect(() => summarizeTrace([mark('open', 0)], 'open', 'painted')).toThrow('the trace has no mark "painted"');
  });
});
