import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { PACKAGE_ALIASES } from '../build/host-cost.ts';
import { CATALOG_URL, DEMO, SANDBOX } from './config.ts';
import { summarize, type Summary } from './stats.ts';
import { BENCH_OUT_DIR } from './vite.config.ts';

/**
 * `open()` in a host app built with Vite against the built package (dist/esm, as an app that installed
 * it gets it; run `npm run build:lib` first): there `create()` is the thin handle, and the widget's
 * code comes as chunks the app's bundler split off, fetched when the page is idle
 * (src/entries/host/lazy-widget.ts). The question: does `open()` after idle still paint the catalog
 * within a frame of the catalog's fetch ending (docs/performance-and-size.md)?
 */
const SOURCE_DIR = join(BENCH_OUT_DIR, '..', 'retail-sync-bench-host-app');
const OUT_DIR = join(BENCH_OUT_DIR, 'host-app');
export const HOST_APP_PATH = '/host-app/index.html';

/** How long the page is left between create() and open(): as the opening bench's "after idle". */
const IDLE_MS = 1000;

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Host app</title><script type="module" src="./main.js"></script></head>
  <body><button type="button" id="open">Connect your retailers</button></body>
</html>
`;

// The host's own code: the package by name, as in build/host-cost.ts's app.
const MAIN = `
import { create } from 'retail-sync-widget';
const sandbox = new URLSearchParams(location.search).get('sandbox');
window.hostApp = {
  create: () => create({ issuer: sandbox + '/oauth', clientId: 'retailsync-demo', apiBaseUrl: sandbox + '/b', variant: 'B', locale: 'en' }),
};
document.body.dataset.ready = 'true';
`;

/** Builds the host app into the bench's served folder (after buildBenchPage, which empties it). */
export async function buildHostApp(): Promise<void> {
  rmSync(SOURCE_DIR, { recursive: true, force: true });
  mkdirSync(SOURCE_DIR, { recursive: true });
  writeFileSync(join(SOURCE_DIR, 'index.html'), PAGE);
  writeFileSync(join(SOURCE_DIR, 'main.js'), MAIN);
  await build({
    configFile: false,
    root: SOURCE_DIR,
    base: '/host-app/',
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: PACKAGE_ALIASES },
    build: { outDir: OUT_DIR, emptyOutDir: true, target: 'es2022' },
  });
}

export interface HostAppOpen {
  /** open() after idle → the catalog list painted. */
  openToPaint: Summary;
  /** When the catalog's fetch ended, from open() (negative: before it, fetched while idle). */
  fetchEndFromOpen: Summary;
  /**
   * Which frame after the later of open() and the fetch's end has the catalog: 1 is the first
   * frame, so "within a frame of the fetch" is 1.
   */
  framesAfterFetch: Summary;
  /** Runs in which the widget's code and the catalog had both arrived before open(). */
  preparedRuns: number;
  runs: number;
}

interface Run {
  openMs: number;
  fetchEndMs: number;
  frames: number;
  codeBeforeOpen: boolean;
}

/** `runs` fresh browser contexts (empty HTTP cache): create(), IDLE_MS, open(), the catalog painted. */
export async function measureHostAppOpen(browser: Browser, runs = 10): Promise<HostAppOpen> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${DEMO}${HOST_APP_PATH}?sandbox=${encodeURIComponent(SANDBOX)}`);
    await page.waitForSelector('body[data-ready="true"]');
    results.push(
      await page.evaluate(
        async ({ catalogUrl, idleMs }) => {
          const host = window as unknown as { hostApp: { create(): { open(): void; destroy(): void } } };
          const widget = host.hostApp.create();
          await new Promise((resolve) => setTimeout(resolve, idleMs));
          const resources = () => performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const codeBeforeOpen = resources().some((entry) => /create-widget-[^/]*\.js$/.test(entry.name));
          // Every frame from here on, by when its rAF callbacks ran (a frame's own timestamp is its
          // start, which can precede a call made while it was being prepared).
          const frames: number[] = [];
          let counting = true;
          const count = () => {
            frames.push(performance.now());
            if (counting) requestAnimationFrame(count);
          };
          requestAnimationFrame(count);
          const start = performance.now();
          widget.open();
          const root = await new Promise<ShadowRoot>((resolve) => {
            const find = () => document.querySelector('[data-retail-sync]')?.shadowRoot;
            const found = find();
            if (found) {
              resolve(found);
              return;
            }
            const observer = new MutationObserver(() => {
              const shadow = find();
              if (!shadow) return;
              observer.disconnect();
              resolve(shadow);
            });
            observer.observe(document.body, { childList: true });
          });
          const listed = () => root.querySelector('[data-screen="catalog"] ul li') !== null;
          if (!listed()) {
            await new Promise<void>((resolve, reject) => {
              const observer = new MutationObserver(() => {
                if (!listed()) return;
                observer.disconnect();
                resolve();
              });
              observer.observe(root, { childList: true, subtree: true });
              setTimeout(() => reject(new Error(`no catalog within 15 s: ${root.textContent.slice(0, 200)}`)), 15_000);
            });
          }
          // As bench-api.ts's afterNextFrame: the first task after the frame that has the list.
          const painted = await new Promise<number>((resolve) => {
            requestAnimationFrame(() => {
              void (
                window as unknown as {
                  scheduler: { postTask(callback: () => void, options: { priority: string }): Promise<void> };
                }
              ).scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
            });
          });
          counting = false;
          const fetched = resources().find((entry) => entry.name === catalogUrl);
          const fetchEnd = fetched ? fetched.responseEnd : Number.NaN;
          const from = Math.max(start, fetchEnd);
          widget.destroy();
          return {
            openMs: painted - start,
            fetchEndMs: fetchEnd - start,
            frames: frames.filter((time) => time > from && time <= painted).length,
            codeBeforeOpen,
          };
        },
        { catalogUrl: CATALOG_URL, idleMs: IDLE_MS },
      ),
    );
    await context.close();
  }
  return {
    openToPaint: summarize(results.map((result) => result.openMs)),
    fetchEndFromOpen: summarize(results.map((result) => result.fetchEndMs)),
    framesAfterFetch: summarize(results.map((result) => result.frames)),
    preparedRuns: results.filter((result) => result.codeBeforeOpen && result.fetchEndMs < 0).length,
    runs,
  };
}
