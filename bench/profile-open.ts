import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { createAheadOfOpen, launchChromium, openBenchPage } from './browser.ts';
import { addProfile, topEntries, type CallFrame, type CpuProfile, type CpuTimes } from './cpu-profile-summary.ts';
import { syntheticCatalog } from './filter-latency.ts';
import { serveCatalog } from './longest-tasks.ts';
import { buildBenchPage, startServers } from './servers.ts';
import { BENCH_OUT_DIR } from './vite.config.ts';

/**
 * `npm run bench:profile`: which functions the time of `open()` goes to. A V8 CPU profile (CDP
 * `Profiler`, sampling every 100 µs) from just before `open()` to the catalog painted, in fresh
 * browser contexts as `npm run bench` measures, with each frame named through the bench build's
 * source map (`function source-file:line`; minified names where the map has no name). Prints the
 * per-run average self and total time of the largest. BENCH_RUNS sets the run count (default 5).
 * Native work shows as `(program)` (style, layout, parsing), waiting as `(idle)`.
 * BENCH_OPEN_AFTER_MS=1000 creates the widget that long before the profiled `open()`, as a host
 * page does (create on load, open on a click); by default `create()` is in the profile too.
 * BENCH_CATALOG_SIZE=50000 serves that many synthetic retailers (as `npm run bench -- --only tasks`
 * does) instead of the sandbox's 48. BENCH_PROFILE=ahead profiles the fetch ahead of `open()`
 * instead: from `create()` until the page has had the catalog and 500 ms more.
 */
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const catalogSize = Number(process.env['BENCH_CATALOG_SIZE'] ?? 0);
const phase = process.env['BENCH_PROFILE'] === 'ahead' ? 'ahead' : 'open';

function sourceMaps(): Map<string, TraceMap> {
  const assets = join(BENCH_OUT_DIR, 'assets');
  const maps = new Map<string, TraceMap>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map')))
    maps.set(file.slice(0, -'.map'.length), new TraceMap(readFileSync(join(assets, file), 'utf8')));
  return maps;
}

function namer(maps: Map<string, TraceMap>): (frame: CallFrame) => string {
  return (frame) => {
    const map = maps.get(basename(frame.url));
    const original =
      map && frame.lineNumber >= 0
        ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
        : undefined;
    if (!original?.source) return `${frame.functionName || '(anonymous)'}${frame.url ? ` ${basename(frame.url)}` : ''}`;
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^.*?\/(src|bench)\//, '$1/');
    return `${original.name ?? (frame.functionName || '(anonymous)')} ${source}:${original.line}`;
  };
}

buildBenchPage();
const servers = await startServers();
const browser = await launchChromium();
const served = catalogSize > 0 ? await serveCatalog(syntheticCatalog(catalogSize)) : undefined;
try {
  const nameOf = namer(sourceMaps());
  const times: CpuTimes = { self: new Map(), total: new Map() };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await openBenchPage(context, 'B', served?.origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    if (phase === 'open') await createAheadOfOpen(page);
    await cdp.send('Profiler.start');
    const ms =
      phase === 'open'
        ? await page.evaluate(async () => {
            const widget = window.retailSyncBench!.current ?? window.retailSyncBench!.create();
            const start = performance.now();
            widget.open();
            return (await window.retailSyncBench!.catalogPainted()) - start;
          })
        : await page.evaluate(async () => {
            const start = performance.now();
            window.retailSyncBench!.create();
            const catalogUrl = `${window.retailSyncBench!.sandbox}/b/retailers/available`;
            while (performance.getEntriesByName(catalogUrl).length === 0)
              await new Promise((resolve) => setTimeout(resolve, 50));
            const fetched = performance.now() - start;
            await new Promise((resolve) => setTimeout(resolve, 500));
            return fetched;
          });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    addProfile(profile, nameOf, times);
    console.log(
      phase === 'open'
        ? `run ${run + 1}: open() → catalog painted ${ms.toFixed(1)} ms (profiled: slower than unprofiled)`
        : `run ${run + 1}: create() → catalog fetched ${ms.toFixed(1)} ms (profiled), then 500 ms`,
    );
    await context.close();
  }
  for (const [title, map] of [
    ['self time', times.self],
    ['total time (on the stack)', times.total],
  ] as const) {
    const what = phase === 'open' ? 'create() and open() to painted' : 'create() to the catalog in and 500 ms';
    const size = catalogSize > 0 ? `${catalogSize.toLocaleString('en')} retailers` : 'the sandbox catalog';
    console.log(`\nLargest ${title}, ms per run (average of ${runs}; ${what}; ${size}):`);
    for (const { name, ms } of topEntries(map, runs, 30)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
} finally {
  served?.close();
  await browser.close();
  await servers.stop();
}
