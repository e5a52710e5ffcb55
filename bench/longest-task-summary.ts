import type { TimedTraceEvent } from './keystroke-cpu.ts';

/** The longest top-level task between two marks, and what it spent its time on. */
export interface LongestTask {
  /** Wall time, as the Long Tasks API would count it (a long task is over 50 ms). */
  ms: number;
  /** Thread (CPU) time: less than `ms` when the machine's other work kept the thread off a core. */
  cpuMs: number;
  /**
   * The largest events inside it ("StorageArea::GetAll 20.4 ms", "Layout 8.0 ms"), largest first,
   * leaving out the wrappers that span nearly all of it ("Receive mojo message", "RunMicrotasks"
   * around everything), which name the task's kind, not what took its time.
   */
  inside: string[];
}

/** An event inside a task that lasts at least this share of it is a wrapper around its work. */
const WRAPPER_SHARE = 0.9;

/**
 * The longest top-level task (`taskName`) on the marks' thread (the page's main thread) that
 * overlaps the window from `startMark` to `endMark`, whole: a task is what holds the page, so one
 * that began before the window still counts in full. Undefined when no task ran in the window.
 */
export function longestTask(
  events: readonly TimedTraceEvent[],
  startMark: string,
  endMark: string,
  taskName = 'ThreadControllerImpl::RunTask',
): LongestTask | undefined {
  const start = events.find((event) => event.name === startMark);
  const end = events.find((event) => event.name === endMark);
  if (!start || !end) throw new Error(`the trace lacks the mark "${start ? endMark : startMark}"`);
  const onThread = events.filter((event) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid);
  let longest: TimedTraceEvent | undefined;
  for (const event of onThread) {
    if (event.name !== taskName || event.ts > end.ts || event.ts + (event.dur ?? 0) < start.ts) continue;
    if (!longest || (event.dur ?? 0) > (longest.dur ?? 0)) longest = event;
  }
  if (!longest) return undefined;
  const from = longest.ts;
  const to = from + (longest.dur ?? 0);
  const wrapper = WRAPPER_SHARE * (longest.dur ?? 0);
  const inside = onThread
    .filter(
      (event) =>
        event !== longest &&
        event.name !== taskName &&
        event.ts >= from &&
        event.ts + (event.dur ?? 0) <= to &&
        (event.dur ?? 0) < wrapper,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((event) => `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`);
  return { ms: (longest.dur ?? 0) / 1000, cpuMs: (longest.tdur ?? 0) / 1000, inside };
}
