import type { Page } from '@playwright/test';

/** The round trips of one phase: how many, and the slowest. */
export interface PhaseBeats {
  phase: string;
  beats: number;
  slowestMs: number;
}

export interface Heartbeat {
  /**
   * Runs `step` as the named phase, then waits for two more round trips, the second begun after the
   * step; rejects as soon as the page is found held, not when `step` ends.
   */
  during<T>(phase: string, step: () => Promise<T>): Promise<T>;
  /** Stops the round trips and answers each phase's; throws if the page was found held. */
  stop(): Promise<PhaseBeats[]>;
}

interface ScriptLog {
  __rsScriptMs?: number[];
}

/**
 * From the next document on, the page keeps how long each of its scripts ran in a long animation
 * frame (the Long Animation Frames API, Chromium 123+: a script's time includes the style and
 * layout it forced), so that a late round trip can be told apart from a held page. Its script
 * entries leave out the DevTools protocol's own work in the page, which a long task would count
 * (a 10 MB body routed through it takes over a second on a busy machine). Call before `goto`.
 */
export async function recordLongScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: number[] = [];
    (window as ScriptLog).__rsScriptMs = log;
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as Array<PerformanceEntry & { scripts: PerformanceEntry[] }>) {
        for (const script of frame.scripts) log.push(script.duration);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** The longest script the page has run since `recordLongScripts`, once the frames before this call are logged. */
export function longestScriptMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // A long animation frame reaches the observer after the frame, in a task of its own.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return Math.max(0, ...((window as ScriptLog).__rsScriptMs ?? []));
  });
}

/**
 * Round trips into the page (a trivial expression evaluated there, and its answer back), one after
 * another with a pause of `gapMs`, while a test drives it. Each should come back within `boundMs`.
 * One that does not is a held page unless the page itself says otherwise: if the answer comes within
 * `graceMs` and no script of the page ran `boundMs` or more, the delay was the machine's (a busy CI
 * machine, the DevTools protocol carrying a 10 MB body), not the page's. No answer within `graceMs` fails at once: a page
 * frozen for minutes fails in seconds. A responsiveness check with a loose bound, not a performance
 * figure (those are `npm run bench`'s). Needs `recordLongScripts` before the page's document loads.
 */
export function watchResponsiveness(page: Page, boundMs = 1000, graceMs = 10_000, gapMs = 50): Heartbeat {
  const phases: PhaseBeats[] = [];
  let current: PhaseBeats = { phase: 'before the first phase', beats: 0, slowestMs: 0 };
  // An object, not a `let`: the loop must see stop() change it.
  const watching = { running: true };
  let stall: (error: Error) => void = () => undefined;
  const stalled = new Promise<never>((_, reject) => {
    stall = reject;
  });
  stalled.catch(() => undefined); // a stall with no phase waiting is reported by stop()
  let stallError: Error | undefined;
  const nextBeat: Array<() => void> = [];
  const held = (what: string) => {
    stallError = new Error(`the page was held during ${current.phase} (after ${current.beats} round trips): ${what}`);
    stall(stallError);
  };

  const loop = (async () => {
    while (watching.running) {
      const started = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      const answer = await Promise.race([
        page
          .evaluate(() => 1)
          .then(
            () => 'answered' as const,
            () => 'gone' as const, // the page closed: the test is over
          ),
        late,
      ]);
      clearTimeout(timer);
      if (answer === 'gone') return;
      const tookMs = Date.now() - started;
      if (answer === 'late') {
        held(`a round trip got no answer in ${graceMs} ms`);
        return;
      }
      if (tookMs > boundMs) {
        const longestMs = await longestScriptMs(page).catch(() => 0);
        if (longestMs >= boundMs) {
          held(`a round trip took ${tookMs} ms, and a script ran ${longestMs.toFixed(0)} ms`);
          return;
        }
      }
      current.beats += 1;
      current.slowestMs = Math.max(current.slowestMs, tookMs);
      for (const waiter of nextBeat.splice(0)) waiter();
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  })();

  const beat = () => Promise.race([new Promise<void>((resolve) => nextBeat.push(resolve)), stalled]);
  return {
    async during(phase, step) {
      current = { phase, beats: 0, slowestMs: 0 };
      phases.push(current);
      const result = await Promise.race([step(), stalled]);
      await beat();
      await beat();
      return result;
    },
    async stop() {
      watching.running = false;
      await loop;
      if (stallError) throw stallError;
      return phases;
    },
  };
}
