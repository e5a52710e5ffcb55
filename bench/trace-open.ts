import { writeFileSync } from 'node:fs';
import { createAheadOfOpen, launchChromium, openBenchPage } from './browser.ts';
import { buildBenchPage, startServers } from './servers.ts';
import { summarizeTrace, type TraceEvent } from './trace-summary.ts';

/**
 * `npm run bench:trace`: where the time of one `open()` goes. Records a Chromium performance trace
 * of `open()` up to the catalog painted (after a warm-up open in the same page, so the figures are
 * those of a page that already ran the widget's code once, as the bench's medians are mostly not),
 * and prints the main thread's self time by activity between the two marks, plus the idle time
 * (waiting for the network). The whole trace goes to bench-trace.json for chrome://tracing or the
 * DevTools Performance panel. BENCH_OPEN_AFTER_MS=1000 creates each traced widget that long
 * before its `open()`, as a host page does (create on load, open on a click).
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'loading',
];

buildBenchPage();
const servers = await startServers();
const browser = await launchChromium();
try {
  for (const warm of [false, true]) {
    const context = await browser.newContext();
    const page = await openBenchPage(context);
    if (warm) {
      await page.evaluate(async () => {
        const widget = window.retailSyncBench!.create();
        widget.open();
        const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
        while (!root.querySelector('[data-screen="catalog"] ul li'))
          await new Promise((resolve) => setTimeout(resolve, 10));
        widget.destroy();
        window.retailSyncBench!.current = undefined;
      });
    }
    await createAheadOfOpen(page);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.evaluate(async () => {
      const widget = window.retailSyncBench!.current ?? window.retailSyncBench!.create();
      performance.mark('bench-open');
      widget.open();
      await window.retailSyncBench!.catalogPainted();
      performance.mark('bench-painted');
    });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const summary = summarizeTrace(trace.traceEvents, 'bench-open', 'bench-painted');
    console.log(`\n${warm ? 'Second open in the page (code warm)' : 'First open in a fresh page'}:`);
    console.log(`  open() → catalog painted  ${summary.totalMs.toFixed(1)} ms`);
    console.log(`  main thread idle          ${summary.idleMs.toFixed(1)} ms (waiting: network, timers, frames)`);
    console.log(`  main thread CPU time      ${summary.cpuMs.toFixed(1)} ms (what a busy machine stretches least)`);
    for (const { name, ms } of summary.byActivity.slice(0, 12))
      console.log(`  ${name.padEnd(24)}  ${ms.toFixed(1)} ms`);
    if (!warm) writeFileSync('bench-trace.json', JSON.stringify(trace));
    await context.close();
  }
  console.log('\nbench: the first trace is in bench-trace.json (DevTools → Performance → Load profile)');
} finally {
  await browser.close();
  await servers.stop();
}
