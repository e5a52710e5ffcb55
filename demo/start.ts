import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm start`: the sandbox and the demo host app, each on its own origin, in one terminal.
 * Ctrl+C stops both.
 */
const SANDBOX = 'http://localhost:4010';
const DEMO = 'http://localhost:5173';

const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['demo/server/main.ts'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', ['--logLevel', 'warn'], { stdio: 'inherit' }),
];

function stop(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) {
  child.on('exit', (code) => stop(code ?? 1));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within 30 s`);
}

await Promise.all([waitFor(`${SANDBOX}/health`), waitFor(DEMO)]);
console.log(`\n  RetailSync demo is running. Open ${DEMO}\n  (sandbox at ${SANDBOX}; sign in as "demo"; Ctrl+C stops both)\n`);
