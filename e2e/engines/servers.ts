import { type ChildProcess, spawn } from 'node:child_process';
import { CSP_REPORTS_PATH } from '../../build/serve-csp-pages.ts';
import { strictCsp } from '../support/csp.ts';
import { DEMO, DEMO_PORT, SANDBOX, SANDBOX_PORT } from '../support/origins.ts';
import { retry } from './page-base.ts';

/** The policy of the strict-CSP journey: e2e/support/csp.ts's, reporting to the demo server. */
export const ENGINES_CSP = `${strictCsp(SANDBOX)}; report-uri ${CSP_REPORTS_PATH}`;

/**
 * Vitest global setup of the cross-engine journeys: the same two servers as playwright.config.ts's
 * `webServer` (the sandbox at four times real time, the Vite demo server), on the same ports
 * (E2E_SANDBOX_PORT, E2E_DEMO_PORT), after a build unless E2E_SKIP_BUILD is set. The demo server
 * also serves the strict-CSP pages under ENGINES_CSP (build/serve-csp-pages.ts). Returns the teardown.
 * As in playwright.config.ts, servers already answering are reused outside CI and refused in CI
 * (CI=1), where they would be another run's.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  if (await answersNow(`${SANDBOX}/health`)) {
    if (process.env['CI'])
      throw new Error(`something already answers on ${SANDBOX}: another run? Set E2E_SANDBOX_PORT.`);
    console.log(`Reusing the servers already running on ${SANDBOX} and ${DEMO}.`);
    return () => Promise.resolve();
  }
  if (await answersNow(DEMO)) throw new Error(`something already answers on ${DEMO}: set E2E_DEMO_PORT.`);
  if (!process.env['E2E_SKIP_BUILD']) await run('npm', ['run', 'build']);
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stop));
  };
  try {
    started.push(
      spawnServer('sandbox', 'npx', ['tsx', 'demo/server/main.ts'], {
        SANDBOX_SPEED: '4',
        // The DPoP journey reads how the API requests carried their tokens (docs/sandbox.md).
        SANDBOX_AUTH_JOURNAL: '1',
        PORT: String(SANDBOX_PORT),
        DEMO_ORIGIN: DEMO,
      }),
      spawnServer('demo', 'npx', ['vite', '--port', String(DEMO_PORT), '--strictPort'], {
        VITE_SANDBOX_ORIGIN: SANDBOX,
        RETAIL_SYNC_E2E: '1',
        RETAIL_SYNC_E2E_CSP: ENGINES_CSP,
      }),
    );
    await Promise.all([answers(`${SANDBOX}/health`, started), answers(DEMO, started)]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

function spawnServer(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // A server's errors are the first thing to read when a journey cannot reach it.
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  return child;
}

async function answersNow(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function answers(url: string, children: readonly ChildProcess[]): Promise<void> {
  await retry(`start the server at ${url}`, 120_000, async () => {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`a server exited with ${exited.exitCode}`);
    return (await fetch(url)).ok ? true : null;
  });
}

/** Stops a server this setup started, with its children (npx, tsx): the whole process group. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}
