import type { Browser, CDPSession } from '@playwright/test';
import { openBenchPage } from './browser.ts';
import { CATALOG_URL, SANDBOX } from './config.ts';
import { cpuPerKeystroke, type TimedTraceEvent } from './keystroke-cpu.ts';
import { summarize, type Summary } from './stats.ts';

const ADJECTIVES = [
  'Amber',
  'Brisk',
  'Copper',
  'Dusty',
  'Emerald',
  'Frosty',
  'Golden',
  'Hollow',
  'Ivory',
  'Jolly',
  'Kindred',
  'Lucky',
  'Misty',
  'Noble',
  'Olive',
  'Plain',
  'Quiet',
  'Rustic',
  'Silver',
  'Tidy',
  'Urban',
  'Vivid',
  'Wild',
  'Young',
  'Zesty',
];
const NOUNS = [
  'Anchor',
  'Basket',
  'Candle',
  'Dock',
  'Elm',
  'Forge',
  'Garden',
  'Harbor',
  'Island',
  'Jar',
  'Kettle',
  'Lantern',
  'Market',
  'Needle',
  'Orchard',
  'Parlor',
  'Quarry',
  'River',
  'Saddle',
  'Tower',
];

/** `size` synthetic retailers ("Copper Lantern Goods 1234"), with the sandbox's 48 logos reused. */
export function syntheticCatalog(size: number): unknown[] {
  return Array.from({ length: size }, (_, index) => ({
    retailerId: 100_000 + index,
    displayName: `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]} Goods ${index}`,
    logo: `${SANDBOX}/logos/${1001 + (index % 48)}.svg`,
    syncConfig: { serverSide: index % 2 === 0 },
  }));
}

/** Typed one character at a time, then erased one Backspace at a time (both are measured). */
const QUERIES = ['golden', 'copper lantern', 'river goods 12', 'zzz', 'market 4999'];

/** Top-level tasks (with their thread time) and the page's marks. */
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** JS heap used after two forced collections (a first one can leave what only a second frees). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export interface FilterLatency {
  /** The first round of keystrokes in a fresh page: each logo fetched and parsed on first sight. */
  perKeystroke: Summary;
  /** The same keystrokes again, untraced: the logos they show are in the page, the code has run. */
  warmPerKeystroke: Summary;
  /**
   * The main thread's CPU time per keystroke (trace thread time), from a second, traced round of the
   * same keystrokes: what a keystroke costs whatever else the machine runs.
   */
  cpuPerKeystroke: Summary;
  /**
   * The same keystrokes, measured the same way, in a bare `<input>` of the bench page with the
   * widget closed: the measurement's floor on this machine (delivering the key, waiting for the
   * next frame, painting), which no widget can go under.
   */
  controlPerKeystroke: Summary;
  catalogSize: number;
  /** The five slowest keystrokes, with the search box's value after each. */
  slowest: Array<{ ms: number; query: string }>;
  /**
   * JS heap the open widget holds with this catalog listed: used heap after GC once the search box
   * shows, minus the same page before `open()` (the widget's script loaded, nothing created).
   */
  heapBytes: number;
}

/**
 * Per keystroke in "Search retailers": from the input event (its timeStamp, seen by a capturing
 * listener on window; the event is composed, so it leaves the shadow root) to the first task after
 * the next frame (a `user-blocking` task posted from its rAF callback), i.e. the filtered list
 * painted.
 */
export async function measureFilterLatency(browser: Browser, size: number): Promise<FilterLatency> {
  const catalog = syntheticCatalog(size);
  const context = await browser.newContext();
  await context.route(CATALOG_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(catalog),
    }),
  );
  const page = await openBenchPage(context);
  const cdp = await context.newCDPSession(page);
  const heapBefore = await heapAfterGc(cdp);
  await page.evaluate(() => {
    const samples: number[] = [];
    const queries: string[] = [];
    Object.assign(window, { keystrokeMs: samples, keystrokeQueries: queries });
    window.addEventListener(
      'input',
      (event) => {
        const start = event.timeStamp;
        const query = (event.composedPath()[0] as HTMLInputElement).value;
        performance.mark('bench-key');
        void window.retailSyncBench!.afterNextFrame().then((painted) => {
          samples.push(painted - start);
          queries.push(query);
          performance.mark('bench-key-painted');
        });
      },
      { capture: true },
    );
    window.retailSyncBench!.create().open();
  });
  const search = page.getByLabel('Search retailers');
  await search.waitFor();
  const heapBytes = (await heapAfterGc(cdp)) - heapBefore;
  await search.click();
  const recorded = () => page.evaluate(() => (window as Window & { keystrokeMs?: number[] }).keystrokeMs!.length);
  let expected = 0;
  const press = async (key: string): Promise<void> => {
    await page.keyboard.press(key);
    expected += 1;
    await page.waitForFunction(
      (n) => (window as Window & { keystrokeMs?: number[] }).keystrokeMs!.length >= n,
      expected,
    );
  };
  const typeEveryQuery = async (): Promise<void> => {
    for (const query of QUERIES) {
      for (const character of query) await press(character === ' ' ? 'Space' : character);
      for (let index = 0; index < query.length; index += 1) await press('Backspace');
    }
  };
  /** The samples (and the search box's value after each) of the keystrokes from `from` on. */
  const samplesFrom = (from: number) =>
    page.evaluate((start) => {
      const w = window as Window & { keystrokeMs?: number[]; keystrokeQueries?: string[] };
      return { samples: w.keystrokeMs!.slice(start), queries: w.keystrokeQueries!.slice(start) };
    }, from);
  await typeEveryQuery();
  if ((await recorded()) !== expected) throw new Error('a keystroke was not measured');
  const { samples, queries } = await samplesFrom(0);
  // Again: every logo these queries show has now been fetched and parsed, and the code has run.
  const firstRound = expected;
  await typeEveryQuery();
  const { samples: warmSamples } = await samplesFrom(firstRound);
  // The same keystrokes again, traced (tracing slows the page, so the wall times above are untraced).
  const browserOfPage = context.browser()!;
  await browserOfPage.startTracing(page, { categories: TRACE_CATEGORIES });
  await typeEveryQuery();
  const trace = JSON.parse((await browserOfPage.stopTracing()).toString('utf8')) as { traceEvents: TimedTraceEvent[] };
  const cpu = cpuPerKeystroke(trace.traceEvents, 'bench-key', 'bench-key-painted');
  // The control round: the widget closed (its dialog keeps focus while open), the page's own field.
  await page.evaluate(() => window.retailSyncBench!.current!.close());
  await page.locator('#control').click();
  const widgetRounds = expected;
  await typeEveryQuery();
  const { samples: control } = await samplesFrom(widgetRounds);
  await context.close();
  const slowest = samples
    .map((ms, index) => ({ ms, query: queries[index] ?? '' }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  return {
    perKeystroke: summarize(samples),
    warmPerKeystroke: summarize(warmSamples),
    cpuPerKeystroke: summarize(cpu),
    controlPerKeystroke: summarize(control),
    catalogSize: catalog.length,
    slowest,
    heapBytes,
  };
}
