import type { Browser, CDPSession, Page } from '@playwright/test';
import { openBenchPage } from './browser.ts';

export interface Counters {
  /** Listeners on window and on document (CDP DOMDebugger.getEventListeners). */
  windowListeners: number;
  documentListeners: number;
  /** Every JS event listener the renderer holds (CDP Memory.getDOMCounters), after GC. */
  jsEventListeners: number;
  /** setTimeout not yet run or cleared, setInterval not cleared (wrappers installed before any script). */
  pendingTimeouts: number;
  activeIntervals: number;
  /** Elements in the document, and DOM nodes alive in the renderer after GC (Memory.getDOMCounters). */
  documentElements: number;
  liveNodes: number;
  /** The browser's Resource Timing buffer (up to 250 entries): part of the heap, not the widget's. */
  resourceTimingEntries: number;
  /** JS heap used after a forced GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage). */
  heapBytes: number;
}

export interface Leaks {
  cycles: number;
  start: Counters;
  afterFirst: Counters;
  end: Counters;
  /** After as many cycles again: a leak keeps growing, a warm-up (JIT code, buffers) does not. */
  doubled: Counters;
}

/** Counts the page's pending timers: installed before the page's own scripts run. */
const TIMER_COUNTER = `(() => {
  const timeouts = new Set(), intervals = new Set();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    const id = st.call(window, (...a) => { timeouts.delete(id); return typeof fn === 'function' ? fn(...a) : undefined; }, ms, ...args);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => { timeouts.delete(id); ct.call(window, id); };
  window.setInterval = function (fn, ms, ...args) { const id = si.call(window, fn, ms, ...args); intervals.add(id); return id; };
  window.clearInterval = (id) => { intervals.delete(id); ci.call(window, id); };
  window.__benchTimers = () => ({ timeouts: timeouts.size, intervals: intervals.size });
})();`;

async function listenersOf(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

async function counters(page: Page, cdp: CDPSession): Promise<Counters> {
  // Twice: a first collection can leave objects that only a second one frees (weak maps, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const inPage = await page.evaluate(() => ({
    timers: (window as Window & { __benchTimers?: () => { timeouts: number; intervals: number } }).__benchTimers!(),
    elements: document.getElementsByTagName('*').length,
    resources: performance.getEntriesByType('resource').length,
  }));
  return {
    windowListeners: await listenersOf(cdp, 'window'),
    documentListeners: await listenersOf(cdp, 'document'),
    jsEventListeners: dom.jsEventListeners,
    pendingTimeouts: inPage.timers.timeouts,
    activeIntervals: inPage.timers.intervals,
    documentElements: inPage.elements,
    liveNodes: dom.nodes,
    resourceTimingEntries: inPage.resources,
    heapBytes: heap.usedSize,
  };
}

/** `cycles` rounds of create(), open(), catalog listed, destroy(), all in one page. */
async function cycle(page: Page, cycles: number): Promise<void> {
  await page.evaluate(async (count) => {
    for (let index = 0; index < count; index += 1) {
      const widget = window.retailSyncBench!.create();
      widget.open();
      const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
      await new Promise<void>((resolve, reject) => {
        const check = (): boolean => root.querySelector('[data-screen="catalog"] ul li') !== null;
        if (check()) {
          resolve();
          return;
        }
        const observer = new MutationObserver(() => {
          if (check()) {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          }
        });
        observer.observe(root, { childList: true, subtree: true });
        // Fail fast (the widget shows something else) rather than hang the bench.
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(
            new Error(
              `cycle ${index}: no catalog list within 15 s; the widget shows: ${root.textContent.slice(0, 200)}`,
            ),
          );
        }, 15_000);
      });
      widget.destroy();
    }
    window.retailSyncBench!.current = undefined;
  }, cycles);
}

export async function measureLeaks(browser: Browser, cycles = 200): Promise<Leaks> {
  const context = await browser.newContext();
  await context.addInitScript(TIMER_COUNTER);
  const page = await openBenchPage(context);
  const cdp = await context.newCDPSession(page);
  const start = await counters(page, cdp);
  // The first round loads what every later one shares (catalog in the HTTP cache, stylesheets).
  await cycle(page, 1);
  const afterFirst = await counters(page, cdp);
  await cycle(page, cycles - 1);
  // Timers a destroy() cleared are gone at once; let the page's own queued work drain first.
  await page.waitForTimeout(1000);
  const end = await counters(page, cdp);
  await cycle(page, cycles);
  await page.waitForTimeout(1000);
  const doubled = await counters(page, cdp);
  await context.close();
  return { cycles, start, afterFirst, end, doubled };
}
