/** One event of a Chromium trace (Trace Event Format); times in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time; less than `dur` when the thread waited or another process had the core. */
  tdur?: number;
  pid: number;
  tid: number;
}

export interface TraceSummary {
  totalMs: number;
  /** Time between the marks when the main thread ran no task at all. */
  idleMs: number;
  /**
   * CPU time of the main thread's tasks between the marks (their `tdur`, cut in proportion at the
   * marks): on a machine shared with other work the wall-clock figures stretch with the load, this
   * one much less, so it is the figure to compare before and after a change there.
   */
  cpuMs: number;
  /** Main-thread self time per trace event name (a parent's time minus its children's), largest first. */
  byActivity: Array<{ name: string; ms: number }>;
}

function markOf(events: readonly TraceEvent[], name: string): TraceEvent {
  const mark = events.find((event) => event.name === name);
  if (!mark) throw new Error(`the trace has no mark "${name}"; was blink.user_timing recorded?`);
  return mark;
}

/**
 * Where the main thread's time went between two `performance.mark`s: the thread is the one the
 * first mark was made on (the page's renderer main thread). Complete events (`ph: 'X'`) nest by
 * time; each one's self time is its duration inside the window minus that of its children.
 */
export function summarizeTrace(events: readonly TraceEvent[], startMark: string, endMark: string): TraceSummary {
  const start = markOf(events, startMark);
  const end = markOf(events, endMark).ts;
  const onThread = events
    .filter((event) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid)
    .map((event) => {
      const from = Math.max(event.ts, start.ts);
      const to = Math.min(event.ts + (event.dur ?? 0), end);
      const inside = event.dur ? (to - from) / event.dur : 0;
      return { name: event.name, from, to, cpu: (event.tdur ?? 0) * inside };
    })
    .filter((event) => event.to > event.from)
    // Parents first: earlier start, and the longer of two that start together.
    .sort((a, b) => a.from - b.from || b.to - a.to);

  const self = new Map<string, number>();
  const stack: Array<{ name: string; to: number }> = [];
  let busy = 0;
  let cpu = 0;
  for (const event of onThread) {
    while (stack.length > 0 && stack.at(-1)!.to <= event.from) stack.pop();
    const parent = stack.at(-1);
    const length = event.to - event.from;
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - length);
    else {
      busy += length;
      cpu += event.cpu;
    }
    self.set(event.name, (self.get(event.name) ?? 0) + length);
    stack.push({ name: event.name, to: event.to });
  }
  return {
    totalMs: (end - start.ts) / 1000,
    idleMs: (end - start.ts - busy) / 1000,
    cpuMs: cpu / 1000,
    byActivity: [...self]
      .map(([name, micros]) => ({ name, ms: micros / 1000 }))
      .filter(({ ms }) => ms > 0)
      .sort((a, b) => b.ms - a.ms),
  };
}
