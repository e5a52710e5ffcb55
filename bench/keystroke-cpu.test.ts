// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuPerKeystroke, type TimedTraceEvent } from './keystroke-cpu.ts';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur: number, thread = main): TimedTraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});
const mark = (name: string, ts: number): TimedTraceEvent => ({ name, ph: 'R', ts, ...main });

describe('cpuPerKeystroke', () => {
  it('sums the thread time of the main-thread tasks overlapping each keystroke', () => {
    const cpu = cpuPerKeystroke(
      [
        // Keystroke 1, 10 ms to 30 ms: the input task (holding the start mark), a render task, the
        // end-mark task; a task before it and one on another thread do not count.
        task(1_000, 2_000, 2_000),
        task(9_000, 3_000, 1_500),
        mark('key', 10_000),
        task(15_000, 6_000, 6_000),
        task(16_000, 1_000, 1_000, { pid: 1, tid: 9 }),
        task(29_000, 1_500, 500),
        mark('painted', 30_000),
        // Keystroke 2: one task, mostly waiting for a core (wall 8 ms, thread 2 ms).
        mark('key', 40_000),
        task(40_500, 8_000, 2_000),
        mark('painted', 49_000),
      ],
      'key',
      'painted',
    );
    expect(cpu).toEqual([8, 2]);
  });

  it('refuses a trace whose marks do not pair up', () => {
    expect(() => cpuPerKeystroke([mark('key', 1)], 'key', 'painted')).toThrow(/1 "key" and 0 "painted"/);
  });
});
