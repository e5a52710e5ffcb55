/**
 * Where the bench runs. Its own ports (not the test suite's 4010/5173), so `npm run bench` can run
 * beside `npm test`; BENCH_SANDBOX_PORT / BENCH_DEMO_PORT / BENCH_SPEED move or change them.
 */
export const SANDBOX_PORT = Number(process.env['BENCH_SANDBOX_PORT'] ?? 4710);
export const DEMO_PORT = Number(process.env['BENCH_DEMO_PORT'] ?? 5773);
export const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
export const DEMO = `http://localhost:${DEMO_PORT}`;
/** 1 = real time: a user_good sync spends 1 s queued, 2 s connecting, 5 s scanning. */
export const SPEED = Number(process.env['BENCH_SPEED'] ?? 1);

/**
 * The bench page (bench/pages/bench.html, served by Vite), told where the sandbox is: the bench's
 * own, or a server of synthetic catalogs (longest-tasks.ts); on the bench's own build, or on another
 * build's (`demo`: compare.ts serves the base branch's build beside it).
 */
export function benchPageUrl(variant: 'A' | 'B' = 'B', sandbox = SANDBOX, demo = DEMO): string {
  return `${demo}/bench/pages/bench.html?sandbox=${encodeURIComponent(sandbox)}&variant=${variant}`;
}

/** Variant B's public catalog, the one the bench page's widget loads. */
export const CATALOG_URL = `${SANDBOX}/b/retailers/available`;

/** Chromium as the journeys launch it: Debian's when present, else Playwright's own. */
export { chromiumArgs as CHROMIUM_ARGS, chromiumExecutablePath as CHROMIUM_PATH } from '../e2e/support/chromium.ts';
