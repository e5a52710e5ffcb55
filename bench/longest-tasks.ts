import type { Browser, Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openBenchPage } from './browser.ts';
import { DEMO } from './config.ts';
import { syntheticCatalog } from './filter-latency.ts';
import type { TimedTraceEvent } from './keystroke-cpu.ts';
import { longestTask, type LongestTask } from './longest-task-summary.ts';

/** The phases whose longest task is measured, each between two marks the bench page makes. */
export const PHASES = [
  'create()',
  'fetch ahead of open()',
  'open()',
  'filtering',
  'control: the catalog fetched alone',
] as const;
export type Phase = (typeof PHASES)[number];

export interface LongestTasks {
  catalogSize: number;
  /** Per phase, the longest task of each run. */
  runs: Array<Record<Phase, LongestTask | undefined>>;
}

/**
 * Top-level tasks and the page's marks, and what tasks are made of: script and layout
 * (devtools.timeline), microtasks (v8.execute), Blink's own work such as decoding a body (blink),
 * and the calls the page waits on the browser process for, such as reading sessionStorage (mojom).
 */
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8.execute', 'blink', 'mojom'];

/** Typed into the search box, one key at a time, then erased (as in filter-latency.ts, fewer). */
const QUERIES = ['golden', 'river goods 12'];

/**
 * Serves `catalog` as variant B's public catalog from a server of this process's own, on loopback:
 * the widget then gets it through the network as from the service. (Fulfilled by Playwright instead,
 * the body would reach the page through the DevTools protocol, whose handling shows up as tasks on
 * the page's main thread that are none of the widget's.)
 */
export async function serveCatalog(catalog: unknown[]): Promise<{ origin: string; close: () => void }> {
  const body = JSON.stringify(catalog);
  const server = createServer((request, response) => {
    const known = request.url === '/b/retailers/available';
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(known ? body : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * The control: the same catalog fetched by the page alone (`fetch`, `text()`, `JSON.parse`), no
 * widget, in a fresh context, traced like the widget's phases. Its longest task is what receiving
 * and parsing the body costs any script: Chromium reads and decodes a large body in tasks of its own
 * (`TextResourceDecoder::Decode` inside them), which are not the widget's code.
 */
async function controlRun(browser: Browser, origin: string, demo: string): Promise<LongestTask | undefined> {
  const context = await browser.newContext();
  try {
    const page = await openBenchPage(context, 'B', origin, demo);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(async (catalogUrl) => {
      performance.mark('lt-control');
      JSON.parse(await (await fetch(catalogUrl)).text());
      await new Promise((resolve) => setTimeout(resolve, 300));
      performance.mark('lt-controlled');
    }, `${origin}/b/retailers/available`);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TimedTraceEvent[] };
    return longestTask(trace.traceEvents, 'lt-control', 'lt-controlled');
  } finally {
    await context.close();
  }
}

const mark = (page: Page, name: string) => page.evaluate((markName) => performance.mark(markName), name);

/**
 * One run, traced: `create()`; the fetch ahead of `open()` (from create() returning until the page
 * has had the catalog and 500 ms more of quiet, the idle work and the JSON included); `open()` to the
 * catalog painted and 500 ms more (the first logos); filtering (every key of QUERIES typed and
 * erased, to the frame after the last). Each phase's figure is its longest main-thread task, from a
 * Chromium trace: every task with its wall and thread time, where the Long Tasks API would list only
 * those over 50 ms, so a phase within the goal would have no figure at all. Then the control
 * (controlRun), against which the fetch ahead's figure reads.
 */
export async function tracedRun(
  browser: Browser,
  origin: string,
  demo = DEMO,
): Promise<Record<Phase, LongestTask | undefined>> {
  const context = await browser.newContext();
  const page = await openBenchPage(context, 'B', origin, demo);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(() => {
    performance.mark('lt-create');
    window.retailSyncBench!.create();
    performance.mark('lt-created');
  });
  await page.evaluate(async (catalogUrl) => {
    while (performance.getEntriesByName(catalogUrl).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    performance.mark('lt-ahead');
  }, `${origin}/b/retailers/available`);
  await page.evaluate(async () => {
    performance.mark('lt-open');
    window.retailSyncBench!.current!.open();
    await window.retailSyncBench!.catalogPainted();
    await new Promise((resolve) => setTimeout(resolve, 500));
    performance.mark('lt-opened');
  });
  const search = page.getByLabel('Search retailers');
  await search.click();
  await mark(page, 'lt-filter');
  for (const query of QUERIES) {
    for (const character of query) await page.keyboard.press(character === ' ' ? 'Space' : character);
    for (let index = 0; index < query.length; index += 1) await page.keyboard.press('Backspace');
  }
  await page.evaluate(async () => {
    await window.retailSyncBench!.afterNextFrame();
    performance.mark('lt-filtered');
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TimedTraceEvent[] };
  await context.close();
  const events = trace.traceEvents;
  return {
    'create()': longestTask(events, 'lt-create', 'lt-created'),
    'fetch ahead of open()': longestTask(events, 'lt-created', 'lt-ahead'),
    'open()': longestTask(events, 'lt-open', 'lt-opened'),
    filtering: longestTask(events, 'lt-filter', 'lt-filtered'),
    'control: the catalog fetched alone': await controlRun(browser, origin, demo),
  };
}

/** `runs` traced runs with a catalog of `size` synthetic retailers, each in a fresh browser context. */
export async function measureLongestTasks(browser: Browser, size: number, runs = 3): Promise<LongestTasks> {
  const served = await serveCatalog(syntheticCatalog(size));
  try {
    const results: LongestTasks['runs'] = [];
    for (let run = 0; run < runs; run += 1) results.push(await tracedRun(browser, served.origin));
    return { catalogSize: size, runs: results };
  } finally {
    served.close();
  }
}
