import type { Browser } from '@playwright/test';
import { openBenchPage } from './browser.ts';
import { CATALOG_URL, DEMO, SANDBOX } from './config.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * How long the page had between `create()` and `open()`: as a host page does it (create on load,
 * open on a click, with idle time between, which the widget uses to fetch the catalog), and both
 * in one task, the least time a widget can have.
 */
export const OPEN_AFTER_CREATE_MS = 1000;

export interface OpenToPaint {
  /** `open()` OPEN_AFTER_CREATE_MS after `create()`. */
  openAfterIdle: Summary;
  /** `open()` in the same task as `create()`: the catalog request starts with open(). */
  openToPaint: Summary;
  /** From open() to the widget's catalog request starting (Resource Timing startTime), same-task runs. */
  openToRequestStart: Summary;
  /** The widget's catalog request, start to response end (Resource Timing), same-task runs. */
  widgetCatalogRequest: Summary;
  /** fetch(catalog URL) + JSON parse by hand, in the same page just before create(), every run. */
  fetchAlone: Summary;
}

/** One opening's figures, in a fresh browser context (see measureOpenToPaint). */
export interface OneOpening {
  openMs: number;
  requestStartMs: number;
  requestMs: number;
  fetchMs: number;
}

/**
 * One `open()` to the catalog painted, `afterCreateMs` after `create()` (0: in its task), in a fresh
 * browser context on the bench page of `demo` (another build's, for `npm run bench:compare`).
 */
export async function openOnce(browser: Browser, afterCreateMs: number, demo = DEMO): Promise<OneOpening> {
  const context = await browser.newContext();
  try {
    const page = await openBenchPage(context, 'B', SANDBOX, demo);
    return await page.evaluate(
      async ({ catalogUrl, afterCreateMs }) => {
        // The request alone first: once the widget is open, its logos take the origin's six HTTP/1.1
        // connections and a request made then waits in line. no-store: the widget's request below
        // still goes to the network. Both then use a warm connection.
        const fetchStart = performance.now();
        const response = await fetch(catalogUrl, { cache: 'no-store' });
        await response.json();
        const fetchMs = performance.now() - fetchStart;
        const widget = window.retailSyncBench!.create();
        if (afterCreateMs > 0) await new Promise((resolve) => setTimeout(resolve, afterCreateMs));
        const start = performance.now();
        widget.open();
        const painted = await window.retailSyncBench!.catalogPainted();
        // The widget's own request: the one to the catalog URL that started after open().
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (e) => e.name === catalogUrl && e.startTime >= start,
        );
        widget.destroy();
        return {
          openMs: painted - start,
          requestStartMs: entry ? entry.startTime - start : Number.NaN,
          requestMs: entry ? entry.responseEnd - entry.startTime : Number.NaN,
          fetchMs,
        };
      },
      { catalogUrl: CATALOG_URL, afterCreateMs },
    );
  } finally {
    await context.close();
  }
}

/**
 * `open()` to the catalog list painted, in a fresh browser context each run (empty HTTP cache),
 * `runs` times each way of opening (OPEN_AFTER_CREATE_MS after `create()`, and in its task), the
 * two alternating so that a change in the machine's load weighs on both alike; beside the catalog
 * request alone (fetch + JSON parse) in the same page just before. "Painted" is the first task
 * after the next animation frame once the list is in the DOM (a `user-blocking` task posted from
 * that frame's rAF callback: the frame with the list has been produced; see `window.scheduler` in
 * pages/bench-api.ts). Logos are not part of "the catalog painted": the widget asks for
 * them after that frame.
 */
export async function measureOpenToPaint(browser: Browser, runs = 20): Promise<OpenToPaint> {
  const open: number[] = [];
  const openAfterIdle: number[] = [];
  const request: number[] = [];
  const requestStart: number[] = [];
  const alone: number[] = [];
  for (let run = 0; run < 2 * runs; run += 1) {
    const afterCreateMs = run % 2 === 0 ? OPEN_AFTER_CREATE_MS : 0;
    const result = await openOnce(browser, afterCreateMs);
    alone.push(result.fetchMs);
    if (afterCreateMs > 0) {
      openAfterIdle.push(result.openMs);
    } else {
      open.push(result.openMs);
      request.push(result.requestMs);
      requestStart.push(result.requestStartMs);
    }
  }
  return {
    openAfterIdle: summarize(openAfterIdle),
    openToPaint: summarize(open),
    openToRequestStart: summarize(requestStart),
    widgetCatalogRequest: summarize(request),
    fetchAlone: summarize(alone),
  };
}
