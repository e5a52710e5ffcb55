import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { DEMO, DEMO_PORT, SANDBOX, SANDBOX_PORT, SPEED } from './config.ts';

/**
 * Builds the bench page (bench/vite.config.ts: production bundle in a temp folder, never dist/) and
 * starts the sandbox and `vite preview` of that build on the bench's own ports.
 */
export interface Servers {
  stop(): Promise<void>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    // oidc-provider warns at every start (Node 20, in-memory adapter); nothing else is expected.
    if (!/Unsupported runtime|oidc-provider WARNING/.test(text)) process.stderr.write(`[${name}] ${text}`);
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within 30 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
      resolve();
    }, 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // Its own process group (detached): npx/tsx wrappers and their children stop together.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export function buildBenchPage(): void {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--config', 'bench/vite.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build of the bench page failed');
}

export async function startServers(): Promise<Servers> {
  const children = [
    start(
      'node_modules/.bin/tsx',
      ['demo/server/main.ts'],
      { PORT: String(SANDBOX_PORT), DEMO_ORIGIN: DEMO, SANDBOX_SPEED: String(SPEED) },
      'sandbox',
    ),
    start(
      'node_modules/.bin/vite',
      ['preview', '--config', 'bench/vite.config.ts', '--port', String(DEMO_PORT)],
      {},
      'vite',
    ),
  ] as const;
  const servers: Servers = {
    stop: async () => {
      await Promise.all(children.map(stopChild));
    },
  };
  try {
    await Promise.all([
      waitFor(`${SANDBOX}/health`, children[0]),
      waitFor(`${DEMO}/bench/pages/bench.html`, children[1]),
    ]);
  } catch (error) {
    await servers.stop();
    throw error;
  }
  return servers;
}
