import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { launchChromium } from './browser.ts';
import { SANDBOX, SPEED } from './config.ts';
import { measureFilterLatency, type FilterLatency } from './filter-latency.ts';
import { measureHiddenPage } from './hidden-page.ts';
import { buildHostApp, measureHostAppOpen, type HostAppOpen } from './host-app-open.ts';
import { measureLeaks, type Counters } from './leaks.ts';
import { measureLongestTasks, PHASES, type LongestTasks } from './longest-tasks.ts';
import { measureOpenToPaint } from './open-to-paint.ts';
import { buildBenchPage, startServers } from './servers.ts';
import { formatMs } from './stats.ts';
import { measureOneSync, measureSyncAll, type RequestCount } from './sync-requests.ts';

/**
 * `npm run bench`: figures (not pass/fail) from headless Chromium against the sandbox on loopback.
 * Builds the bench page, starts the sandbox and a preview server on the bench's ports, runs each
 * measurement in turn, prints a table, writes bench-results.json, and stops everything.
 * `npm run bench -- --only filter` runs the filtering measurements alone (about a minute, not five);
 * `--only tasks` the longest tasks alone; `--only host` the opening in a host app built against the
 * package (dist/esm: `npm run build:lib` first).
 */
const HARD_LIMIT_MS = 12 * 60_000;
const began = Date.now();
// Bounded: whatever hangs, the bench ends, and stops the servers first (they run in process groups
// of their own, see servers.ts, so nothing else would stop them). The watchdog and the signal
// handlers below may fire before the servers are up, so `stop` is set later, on an object that
// exists from the start (a `const stop = ...` there would be in its temporal dead zone here).
const running: { stop?: () => Promise<void> } = {};
const watchdog = setTimeout(() => {
  console.error('bench: over 12 minutes, giving up');
  void (running.stop?.() ?? Promise.resolve()).finally(() => process.exit(2));
}, HARD_LIMIT_MS);
// Ctrl+C reaches this process only (the servers have process groups of their own): pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (running.stop?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

function kinds(count: RequestCount): string {
  return Object.entries(count.byKind)
    .map(([kind, n]) => `${n}× ${kind}`)
    .join(', ');
}

function counterRows(start: Counters, end: Counters): string[][] {
  return (Object.keys(start) as Array<keyof Counters>).map((key) => {
    const delta = end[key] - start[key];
    return [`  ${key}`, `${start[key]} → ${end[key]} (${delta >= 0 ? '+' : ''}${delta})`];
  });
}

function printTable(title: string, rows: string[][]): void {
  const width = Math.max(...rows.map(([label = '']) => label.length));
  console.log(`\n${title}`);
  for (const [label = '', value = ''] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? 'all' : process.argv.at(onlyAt + 1);
if (only !== 'all' && only !== 'filter' && only !== 'tasks' && only !== 'host') {
  console.error(`bench: --only takes "filter", "tasks" or "host" (got ${only ?? 'nothing'})`);
  process.exit(2);
}

function printFilterTables(results: FilterLatency[]): void {
  for (const result of results) {
    printTable(`Filtering (${result.catalogSize.toLocaleString('en')} retailers; input event → next paint)`, [
      ['per keystroke, first round', formatMs(result.perKeystroke)],
      ['per keystroke, second round (logos loaded)', formatMs(result.warmPerKeystroke)],
      ['main-thread CPU per keystroke (traced round)', formatMs(result.cpuPerKeystroke)],
      ["control: the page's own bare field", formatMs(result.controlPerKeystroke)],
      [
        'slowest of the first round',
        result.slowest.map(({ ms, query }) => `${ms.toFixed(0)} ms "${query}"`).join(', '),
      ],
      ['heap held by the open widget (after GC)', `${(result.heapBytes / 1024).toFixed(0)} KiB`],
    ]);
  }
}

function printLongestTasks(results: LongestTasks[]): void {
  for (const { catalogSize, runs } of results) {
    printTable(
      `Longest main-thread task per phase (${catalogSize.toLocaleString('en')} retailers; ${runs.length} traced runs; wall ms, CPU ms in brackets)`,
      PHASES.map((phase) => {
        const tasks = runs.map((run) => run[phase]);
        const worst = tasks.reduce((a, b) => ((b?.ms ?? 0) > (a?.ms ?? 0) ? b : a));
        return [
          phase,
          `${tasks.map((task) => (task ? `${task.ms.toFixed(0)} (${task.cpuMs.toFixed(0)})` : 'none')).join(', ')}${
            worst
              ? `; the longest${worst.ms > 50 ? ' (a long task)' : ''}: ${worst.inside.join(', ') || 'nothing traced inside'}`
              : ''
          }`,
        ];
      }),
    );
  }
}

async function longestTasksAtBothSizes(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<LongestTasks[]> {
  const results: LongestTasks[] = [];
  for (const size of [5_000, 50_000]) {
    console.log(`bench: longest tasks with ${size.toLocaleString('en')} retailers (3 traced runs)...`);
    results.push(await measureLongestTasks(browser, size));
  }
  return results;
}

function printHostAppOpen(host: HostAppOpen): void {
  printTable(
    `Opening in a host app built against the package (thin create(), widget in chunks; ${host.runs} fresh contexts, open() 1 s after create())`,
    [
      ['open() → catalog painted', formatMs(host.openToPaint)],
      ["catalog fetch's end, from open() (negative: fetched while idle)", formatMs(host.fetchEndFromOpen)],
      [
        "the catalog's frame, counted from the later of open() and the fetch's end (1: the first)",
        `median ${host.framesAfterFetch.median}, p95 ${host.framesAfterFetch.p95}, max ${host.framesAfterFetch.max}`,
      ],
      ['runs with the code and the catalog in before open()', `${host.preparedRuns} of ${host.runs}`],
    ],
  );
}

function printLoadAtEnd(): void {
  console.log(
    `\nbench: load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

console.log('bench: building the bench page...');
buildBenchPage();
console.log('bench: building the host app against dist/esm...');
await buildHostApp();
const servers = await startServers();
running.stop = servers.stop;
const browser = await launchChromium();
try {
  // The load average says how much else ran on the machine: timings on a shared box are noisy.
  const environment = {
    chromium: browser.version(),
    cpus: availableParallelism(),
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    sandbox: SANDBOX,
    sandboxSpeed: SPEED,
    date: new Date().toISOString(),
  };
  console.log(
    `bench: Chromium ${environment.chromium}, ${environment.cpus} CPUs (load average ${environment.loadAverage.join(' ')}), sandbox ${SANDBOX} at SANDBOX_SPEED=${SPEED}`,
  );
  if (only === 'host') {
    console.log('bench: open() in the host app (10 fresh contexts)...');
    const host = await measureHostAppOpen(browser, 10);
    printHostAppOpen(host);
    const seconds = (Date.now() - began) / 1000;
    writeFileSync('bench-results.json', `${JSON.stringify({ environment, seconds, host }, null, 2)}\n`);
    printLoadAtEnd();
    console.log(`bench: done in ${seconds.toFixed(0)} s; figures in bench-results.json`);
  } else if (only === 'tasks') {
    const tasks = await longestTasksAtBothSizes(browser);
    printLongestTasks(tasks);
    const seconds = (Date.now() - began) / 1000;
    writeFileSync('bench-results.json', `${JSON.stringify({ environment, seconds, tasks }, null, 2)}\n`);
    printLoadAtEnd();
    console.log(`bench: done in ${seconds.toFixed(0)} s; figures in bench-results.json`);
  } else if (only === 'filter') {
    const filters: FilterLatency[] = [];
    for (const size of [5_000, 50_000]) {
      console.log(`bench: filter latency with ${size.toLocaleString('en')} retailers...`);
      filters.push(await measureFilterLatency(browser, size));
    }
    printFilterTables(filters);
    const [filter, filterLarge] = filters;
    const seconds = (Date.now() - began) / 1000;
    writeFileSync('bench-results.json', `${JSON.stringify({ environment, seconds, filter, filterLarge }, null, 2)}\n`);
    printLoadAtEnd();
    console.log(`bench: done in ${seconds.toFixed(0)} s; figures in bench-results.json`);
  } else {
    console.log('bench: open() to catalog painted (20 fresh contexts)...');
    const open = await measureOpenToPaint(browser, 20);
    console.log('bench: open() in the host app (10 fresh contexts)...');
    const host = await measureHostAppOpen(browser, 10);
    console.log('bench: filter latency with 5,000 retailers...');
    const filter = await measureFilterLatency(browser, 5_000);
    console.log('bench: filter latency with 50,000 retailers...');
    const filterLarge = await measureFilterLatency(browser, 50_000);
    const tasks = await longestTasksAtBothSizes(browser);
    console.log('bench: one user_good sync...');
    const one = await measureOneSync(browser);
    console.log('bench: sync all of 20 connections (prepared through the API first)...');
    const all = await measureSyncAll(browser, 20);
    console.log('bench: requests while the page is hidden (15 s)...');
    const hidden = await measureHiddenPage(browser, 15);
    console.log('bench: 200 create/open/destroy cycles...');
    const leaks = await measureLeaks(browser, 200);

    printTable('Opening (48 retailers, sandbox catalog; 20 runs each way, each in a fresh browser context)', [
      ['open() 1 s after create() → catalog painted', formatMs(open.openAfterIdle)],
      ["open() in create()'s task → catalog painted", formatMs(open.openToPaint)],
      ["open() → widget's catalog request starts", formatMs(open.openToRequestStart)],
      ["widget's catalog request (Resource Timing)", formatMs(open.widgetCatalogRequest)],
      ['catalog fetch alone (fetch + JSON, same page)', formatMs(open.fetchAlone)],
    ]);
    printHostAppOpen(host);
    printFilterTables([filter, filterLarge]);
    printLongestTasks(tasks);
    printTable('Requests to the sandbox (OPTIONS preflights not counted)', [
      [
        'one user_good sync, Connect → success',
        `${one.total} requests, ${one.rateLimited}× 429, ${one.seconds.toFixed(1)} s: ${kinds(one)}`,
      ],
      [
        `sync all of ${all.connections} connections, click → success`,
        `${all.total} requests, ${all.rateLimited}× 429, ${all.seconds.toFixed(1)} s: ${kinds(all)}`,
      ],
      [
        `while hidden for ${hidden.hiddenSeconds} s mid-sync`,
        `${hidden.whileHidden} requests${
          hidden.whileHidden
            ? `: ${Object.entries(hidden.whileHiddenByKind)
                .map(([k, n]) => `${n}× ${k}`)
                .join(', ')}`
            : ''
        }`,
      ],
      [
        'visible again → first request / success',
        `${hidden.firstRequestAfterVisibleMs} ms / ${hidden.successAfterVisibleMs} ms`,
      ],
    ]);
    printTable(`After ${leaks.cycles} create/open/destroy cycles (start → end; after forced GC)`, [
      ...counterRows(leaks.start, leaks.end),
      [
        '  heapBytes after the 1st cycle',
        `${leaks.afterFirst.heapBytes} (end − 1st: ${leaks.end.heapBytes - leaks.afterFirst.heapBytes})`,
      ],
      [
        `  heapBytes after ${leaks.cycles} more cycles`,
        `${leaks.doubled.heapBytes} (${leaks.doubled.heapBytes - leaks.end.heapBytes >= 0 ? '+' : ''}${leaks.doubled.heapBytes - leaks.end.heapBytes} over the second ${leaks.cycles}; nodes ${leaks.doubled.liveNodes}, listeners ${leaks.doubled.jsEventListeners}, timeouts ${leaks.doubled.pendingTimeouts})`,
      ],
    ]);

    const seconds = (Date.now() - began) / 1000;
    writeFileSync(
      'bench-results.json',
      `${JSON.stringify({ environment, seconds, open, host, filter, filterLarge, tasks, one, all, hidden, leaks }, null, 2)}\n`,
    );
    printLoadAtEnd();
    console.log(`bench: done in ${seconds.toFixed(0)} s; figures in bench-results.json`);
  }
} finally {
  await browser.close();
  await servers.stop();
  clearTimeout(watchdog);
}
