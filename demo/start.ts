import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * `npm start`: the sandbox and the demo host app, each on its own origin, in one terminal.
 * Ctrl+C stops both. Arguments go to the sandbox (`npm start -- --host-origin http://localhost:3000`,
 * docs/sandbox.md).
 */
const SANDBOX = 'http://localhost:4010';
const DEMO = 'http://localhost:5173';

// The script-tag page loads dist/retail-sync.js and the sandbox serves dist/hosted/: build them
// first (its time: docs/performance-and-size.md, Figures behind the code's choices), so every
// embedding mode of the demo works from a fresh clone.
console.log('Building the widget (npm run build)...');
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) {
  console.error('The build failed; see the errors above.');
  process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['demo/server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' }),
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
console.log(
  [
    '',
    `  RetailSync demo is running. Open ${DEMO}`,
    `    inline (npm):  ${DEMO}/            (?variant=A for variant A)`,
    `    script tag:    ${DEMO}/demo/host/script-tag.html`,
    `    hosted popup:  ${DEMO}/demo/host/hosted.html`,
    `  Sandbox at ${SANDBOX}; sign in as "demo"; retailer credentials user_good / pass_good. Ctrl+C stops both.`,
    '',
  ].join('\n'),
);
