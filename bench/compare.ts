import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './browser.ts';
import { DEMO, DEMO_PORT } from './config.ts';
import { syntheticCatalog } from './filter-latency.ts';
import { PHASES, serveCatalog, tracedRun, type LongestTasks } from './longest-tasks.ts';
import { OPEN_AFTER_CREATE_MS, openOnce } from './open-to-paint.ts';
import { buildBenchPage, startServers, type OtherBuild } from './servers.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * `npm run bench:compare [-- REF]`: the figures a change to `src/core` or `src/ui` must not make
 * worse, for this checkout (uncommitted changes included) beside another commit (default `main`),
 * measured in one go on this machine: opening (as `npm run bench` measures it) and the longest task
 * per phase at 5,000 and 50,000 retailers. The two builds take turns, run by run, so whatever else
 * the machine does weighs on both alike; quieter is still better (docs/development.md). Figures
 * only: nothing passes or fails, since timings are too noisy for a verdict. BENCH_RUNS (default 20)
 * and BENCH_TASK_RUNS (default 3) set the run counts; writes bench-compare.json.
 */
const ref = process.argv[2] ?? 'main';
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const taskRuns = Number(process.env['BENCH_TASK_RUNS'] ?? 3);
/** The frame a catalog fetched ahead should be painted within, and the p95 a host should see. */
const FRAME_MS = 16.7;
const P95_GOAL_MS = 50;
const LONG_TASK_MS = 50;

/**
 * REF's files (`git archive`, not a worktree: nothing is registered in the repository) in a temp
 * folder, kept between runs for the same commit; its node_modules are this checkout's when the
 * lockfiles match, else installed with `npm ci`.
 */
function checkOut(commit: string): string {
  const tree = join(tmpdir(), 'retail-sync-bench-base');
  const marker = join(tree, '.bench-commit');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== commit) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    const archive = execFileSync('git', ['archive', commit], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    writeFileSync(marker, commit);
  }
  const modules = join(tree, 'node_modules');
  if (!existsSync(modules)) {
    if (readFileSync(join(tree, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
      symlinkSync(resolve('node_modules'), modules, 'dir');
    } else {
      console.log(`bench: ${ref}'s lockfile differs: npm ci in ${tree}...`);
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
      if (install.status !== 0) throw new Error(`npm ci failed in ${tree}`);
    }
  }
  return tree;
}

interface Side {
  readonly name: string;
  readonly demo: string;
  readonly afterIdle: number[];
  readonly inTask: number[];
  readonly fetchAlone: number[];
  readonly tasks: LongestTasks[];
}

const side = (name: string, demo: string): Side => ({
  name,
  demo,
  afterIdle: [],
  inTask: [],
  fetchAlone: [],
  tasks: [],
});

/** Both sides, the order flipped every run. */
const inTurn = (sides: readonly Side[], run: number) => (run % 2 === 0 ? sides : [...sides].reverse());

const figure = (summary: Summary) => `${summary.median.toFixed(1)} / ${summary.p95.toFixed(1)}`;

function printRows(title: string, names: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  const width = Math.max(...rows.map(([label = '']) => label.length));
  const columns = names.map((name, index) =>
    Math.max(name.length, ...rows.map((row) => (row[index + 1] ?? '').length)),
  );
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(width)}  ${names.map((name, index) => name.padEnd(columns[index]!)).join('  ')}`);
  for (const [label = '', ...values] of rows)
    console.log(`  ${label.padEnd(width)}  ${values.map((value, index) => value.padEnd(columns[index]!)).join('  ')}`);
}

const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
const other: OtherBuild = {
  tree: checkOut(commit),
  outDir: join(tmpdir(), 'retail-sync-bench-base-dist'),
  port: DEMO_PORT + 1,
};
console.log(`bench: building the bench page of ${ref} (${commit.slice(0, 10)}) and of this checkout...`);
buildBenchPage(other);
buildBenchPage();
const servers = await startServers(other);
const browser = await launchChromium();
const sides = [side(ref, `http://localhost:${other.port}`), side('this checkout', DEMO)];
try {
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`bench: load average at the start ${load()}`);
  console.log(`bench: opening, ${runs} runs each way per build, taking turns...`);
  for (let run = 0; run < runs; run += 1) {
    for (const { demo, afterIdle, inTask, fetchAlone } of inTurn(sides, run)) {
      const idle = await openOnce(browser, OPEN_AFTER_CREATE_MS, demo);
      const same = await openOnce(browser, 0, demo);
      afterIdle.push(idle.openMs);
      inTask.push(same.openMs);
      fetchAlone.push(idle.fetchMs, same.fetchMs);
    }
  }
  for (const size of taskRuns > 0 ? [5_000, 50_000] : []) {
    console.log(
      `bench: longest tasks with ${size.toLocaleString('en')} retailers, ${taskRuns} traced runs per build...`,
    );
    const served = await serveCatalog(syntheticCatalog(size));
    try {
      for (const { tasks } of sides) tasks.push({ catalogSize: size, runs: [] });
      for (let run = 0; run < taskRuns; run += 1) {
        for (const { demo, tasks } of inTurn(sides, run))
          tasks.at(-1)!.runs.push(await tracedRun(browser, served.origin, demo));
      }
    } finally {
      served.close();
    }
  }
  console.log(`bench: load average at the end ${load()}`);

  const names = sides.map(({ name }) => name);
  const opening = sides.map(({ afterIdle, inTask, fetchAlone }) => ({
    afterIdle: summarize(afterIdle),
    inTask: summarize(inTask),
    fetchAlone: summarize(fetchAlone),
  }));
  printRows(`Opening (48 retailers, sandbox catalog; ms, median / p95, ${runs} runs each)`, names, [
    [
      `open() ${OPEN_AFTER_CREATE_MS / 1000} s after create() → catalog painted`,
      ...opening.map((o) => figure(o.afterIdle)),
    ],
    ["open() in create()'s task → catalog painted", ...opening.map((o) => figure(o.inTask))],
    ['catalog fetch alone (fetch + JSON, same page)', ...opening.map((o) => figure(o.fetchAlone))],
    [
      `after idle, within a frame of the fetch (median ≤ fetch + ${FRAME_MS}, p95 ≤ ${P95_GOAL_MS})`,
      ...opening.map(({ afterIdle, fetchAlone }) =>
        afterIdle.median <= fetchAlone.median + FRAME_MS && afterIdle.p95 <= P95_GOAL_MS ? 'yes' : 'no',
      ),
    ],
  ]);
  for (const [index, { catalogSize: size }] of sides[0]!.tasks.entries()) {
    printRows(
      `Longest main-thread task per phase (${size.toLocaleString('en')} retailers; the worst of ${taskRuns} traced runs: wall ms (CPU ms), what took the time)`,
      names,
      PHASES.map((phase) => [
        phase,
        ...sides.map(({ tasks }) => {
          const worst = tasks[index]!.runs.map((run) => run[phase]).reduce((a, b) =>
            (b?.ms ?? 0) > (a?.ms ?? 0) ? b : a,
          );
          if (!worst) return 'none';
          const flag = worst.ms > LONG_TASK_MS ? ' LONG' : '';
          return `${worst.ms.toFixed(0)} (${worst.cpuMs.toFixed(0)})${flag}: ${worst.inside.slice(0, 2).join(', ')}`;
        }),
      ]),
    );
  }
  writeFileSync(
    'bench-compare.json',
    `${JSON.stringify({ ref, commit, runs, taskRuns, date: new Date().toISOString(), loadAverage: loadavg(), opening: sides.map((s, i) => ({ name: s.name, ...opening[i], tasks: s.tasks })) }, null, 2)}\n`,
  );
  console.log('\nbench: figures in bench-compare.json');
} finally {
  await browser.close();
  await servers.stop();
}
