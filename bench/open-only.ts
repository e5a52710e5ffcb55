import { loadavg } from 'node:os';
import { launchChromium } from './browser.ts';
import { measureOpenToPaint } from './open-to-paint.ts';
import { buildBenchPage, startServers } from './servers.ts';
import { formatMs } from './stats.ts';

/**
 * `npm run bench:open`: the opening figures of `npm run bench` alone, in much less time
 * (docs/performance-and-size.md, Figures behind the code's choices), to compare a change before and
 * after back to back on a shared machine. BENCH_RUNS sets the run count.
 */
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

buildBenchPage();
const servers = await startServers();
const browser = await launchChromium();
try {
  console.log(`bench: load average at the start ${load()}`);
  const open = await measureOpenToPaint(browser, runs);
  console.log(`\nOpening (48 retailers, sandbox catalog; ${runs} runs each way, each in a fresh browser context)`);
  console.log(`  open() 1 s after create() → catalog painted    ${formatMs(open.openAfterIdle)}`);
  console.log(`  open() in create()'s task → catalog painted    ${formatMs(open.openToPaint)}`);
  console.log(`  open() → widget's catalog request starts       ${formatMs(open.openToRequestStart)}`);
  console.log(`  widget's catalog request (Resource Timing)     ${formatMs(open.widgetCatalogRequest)}`);
  console.log(`  catalog fetch alone (fetch + JSON, same page)  ${formatMs(open.fetchAlone)}`);
  console.log(`bench: load average at the end ${load()}`);
} finally {
  await browser.close();
  await servers.stop();
}
