import type { TraceEvent } from './trace-summary.ts';

/** A trace event with its thread time (CPU time the thread actually ran), as Chromium records it. */
export type TimedTraceEvent = TraceEvent & { tdur?: number };

/**
 * The main thread's CPU time (ms) for each keystroke of a traced typing round. Keystroke k runs from
 * the k-th `startMark` (made in the input event's listener) to the k-th `endMark` (made once the next
 * frame is out); its CPU time is the thread time (`tdur`) of every top-level task (`taskName`) on the
 * marks' thread that overlaps that window, so the task that dispatched the input and the one that
 * made the end mark both count. Thread time, unlike wall time, leaves out the waits for a core that
 * other processes on a busy machine cause.
 */
export function cpuPerKeystroke(
  events: readonly TimedTraceEvent[],
  startMark: string,
  endMark: string,
  taskName = 'ThreadControllerImpl::RunTask',
): number[] {
  const starts = events.filter((event) => event.name === startMark).sort((a, b) => a.ts - b.ts);
  const ends = events.filter((event) => event.name === endMark).sort((a, b) => a.ts - b.ts);
  if (starts.length === 0 || starts.length !== ends.length)
    throw new Error(`the trace has ${starts.length} "${startMark}" and ${ends.length} "${endMark}" marks`);
  const thread = { pid: starts[0]!.pid, tid: starts[0]!.tid };
  const tasks = events.filter(
    (event) => event.name === taskName && event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid,
  );
  return starts.map((start, index) => {
    const end = ends[index]!.ts;
    const micros = tasks
      .filter((task) => task.ts < end && task.ts + (task.dur ?? 0) > start.ts)
      .reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0);
    return micros / 1000;
  });
}
