import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { DEMO, DEMO_PORT, SANDBOX, SANDBOX_PORT, SPEED } from './config.ts';

/**
 * Builds the bench page (bench/vite.config.ts: production bundle in a temp folder, never dist/) and
 * starts the sandbox and `vite preview` of that build on the bench's own ports.
 */
export interface Servers {
  stop(): Promise<void>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, name: string, cwd?: string): ChildProcess {
  const child = spawn(command, args, {
    cwd,
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

/**
 * Another build of the bench page, served beside the bench's own on a port of its own: compare.ts
 * builds the base branch's checkout (`tree`) into `outDir`.
 */
export interface OtherBuild {
  readonly tree: string;
  readonly outDir: string;
  readonly port: number;
}

/** Builds the bench page of this checkout, or of `other`'s (with that checkout's own code and config). */
export function buildBenchPage(other?: Omit<OtherBuild, 'port'>): void {
  const outDir = other ? ['--outDir', other.outDir, '--emptyOutDir'] : [];
  const build = spawnSync('node_modules/.bin/vite', ['build', '--config', 'bench/vite.config.ts', ...outDir], {
    cwd: other?.tree,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`vite build of the bench page failed${other ? ` in ${other.tree}` : ''}`);
}

/** The sandbox and the bench page's preview; with `other`, that build's preview too, its origin registered. */
export async function startServers(other?: OtherBuild): Promise<Servers> {
  const otherOrigin = other && `http://localhost:${other.port}`;
  const sandbox = start(
    'node_modules/.bin/tsx',
    ['demo/server/main.ts'],
    {
      PORT: String(SANDBOX_PORT),
      DEMO_ORIGIN: DEMO,
      SANDBOX_SPEED: String(SPEED),
      ...(otherOrigin ? { SANDBOX_HOST_ORIGINS: otherOrigin } : {}),
    },
    'sandbox',
  );
  const preview = (port: number, name: string, build?: OtherBuild) =>
    start(
      'node_modules/.bin/vite',
      [
        'preview',
        '--config',
        'bench/vite.config.ts',
        '--port',
        String(port),
        ...(build ? ['--outDir', build.outDir] : []),
      ],
      {},
      name,
      build?.tree,
    );
  const children = [
    sandbox,
    preview(DEMO_PORT, 'vite'),
    ...(other ? [preview(other.port, 'vite (other)', other)] : []),
  ];
  const servers: Servers = {
    stop: async () => {
      await Promise.all(children.map(stopChild));
    },
  };
  try {
    await Promise.all([
      waitFor(`${SANDBOX}/health`, sandbox),
      waitFor(`${DEMO}/bench/pages/bench.html`, children[1]!),
      ...(otherOrigin ? [waitFor(`${otherOrigin}/bench/pages/bench.html`, children[2]!)] : []),
    ]);
  } catch (error) {
    await servers.stop();
    throw error;
  }
  return servers;
}
