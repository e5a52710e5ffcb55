import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX } from '../support/origins.ts';
import { appDir, HOST_APPS, HOSTS_DIR, type HostApp } from './apps.ts';

/**
 * `npm run test:hosts`, first half: builds the package (unless E2E_SKIP_BUILD=1 reuses dist/), packs
 * it with `npm pack`, and in each host app installs the app's own locked dependencies (`npm ci`),
 * then the tarball as a host team would (`npm install <tarball>`: npm resolves the widget's
 * dependencies against the app's, as for a user), then runs the app's production build. The
 * journeys (hosts.spec.ts) then run against those builds.
 */

const ROOT = join(HOSTS_DIR, '../..');
const PACK_DIR = join(HOSTS_DIR, '.pack');
const QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

/** Runs a command; resolves with its output, rejects with the output when it fails. */
function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${String(code)}:\n${output}`));
    });
  });
}

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  console.log(`hosts: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** Runs `task` over `items`, at most `limit` at a time, in order of the list. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function installedMajor(app: HostApp, dependency: string): number {
  const manifest = JSON.parse(readFileSync(join(appDir(app), 'node_modules', dependency, 'package.json'), 'utf8')) as {
    version: string;
  };
  return Number(manifest.version.split('.')[0]);
}

async function install(app: HostApp, tarball: string): Promise<void> {
  const cwd = appDir(app);
  await timed(`${app.name}: npm ci`, () => run('npm', ['ci', ...QUIET], cwd));
  // --no-save: the app's lockfile stays the committed one (the tarball changes with every build).
  await timed(`${app.name}: npm install the packed package`, () =>
    run('npm', ['install', '--no-save', ...QUIET, tarball], cwd),
  );
  if (app.expects) {
    const { dependency, major } = app.expects;
    const found = installedMajor(app, dependency);
    if (found !== major) throw new Error(`${app.name} should run ${dependency} ${major}, has ${found}`);
  }
}

async function build(app: HostApp): Promise<void> {
  await timed(`${app.name}: production build`, () =>
    run('npm', ['run', 'build'], appDir(app), {
      VITE_SANDBOX_ORIGIN: SANDBOX,
      NEXT_PUBLIC_SANDBOX_ORIGIN: SANDBOX,
      NEXT_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
    }),
  );
}

if (!process.env['E2E_SKIP_BUILD']) await timed('npm run build', () => run('npm', ['run', 'build'], ROOT));
rmSync(PACK_DIR, { recursive: true, force: true });
mkdirSync(PACK_DIR);
const packed = await timed('npm pack', () =>
  run('npm', ['pack', '--json', '--pack-destination', PACK_DIR, ...QUIET], ROOT),
);
const [{ filename }] = JSON.parse(packed.slice(packed.indexOf('['))) as [{ filename: string }];
const tarball = join(PACK_DIR, filename);

// Installs wait on the registry more than on the machine: all at once. Builds share the two cores:
// two at a time, the longest (Next.js) first.
await Promise.all(HOST_APPS.map((app) => install(app, tarball)));
const byBuildTime = [...HOST_APPS].sort((a, b) => Number(b.name === 'next-react') - Number(a.name === 'next-react'));
await eachLimited(byBuildTime, 2, build);
