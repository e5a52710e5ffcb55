import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freshUser, signInThroughPopup as signInWithPopup } from '../e2e/support/widget.ts';
import { benchPageUrl, CHROMIUM_ARGS, CHROMIUM_PATH, SANDBOX } from './config.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}), args: [...CHROMIUM_ARGS] });
}

/** A page of bench/pages/bench.html with its module loaded (so `window.retailSyncBench` exists). */
export async function openBenchPage(
  context: BrowserContext,
  variant: 'A' | 'B' = 'B',
  sandbox?: string,
  demo?: string,
): Promise<Page> {
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in page.evaluate callbacks with `__name(...)`,
  // which the page does not have: give it the identity.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.goto(benchPageUrl(variant, sandbox, demo));
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/**
 * With BENCH_OPEN_AFTER_MS set (bench:trace, bench:profile), creates the page's widget that long
 * before the `open()` the script records, as a host page does (create on load, open on a click);
 * the recorded code then opens `window.retailSyncBench.current`. Unset, it does nothing.
 */
export async function createAheadOfOpen(page: Page): Promise<void> {
  const afterMs = Number(process.env['BENCH_OPEN_AFTER_MS'] ?? 0);
  if (afterMs <= 0) return;
  await page.evaluate(() => void window.retailSyncBench!.create());
  await page.waitForTimeout(afterMs);
}

export interface SeenRequest {
  /** When Node heard of it (a little after the browser started it). */
  at: number;
  /** When the browser started it, by the same wall clock; known once it is answered. */
  startedAt?: number;
  method: string;
  path: string;
  status: number | undefined;
}

/**
 * Every request to the sandbox from the context's pages (popups included), OPTIONS preflights left
 * out: they are the browser's CORS checks, not requests the widget chose to make.
 */
export function recordSandboxRequests(context: BrowserContext): SeenRequest[] {
  const seen: SeenRequest[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SANDBOX || request.method() === 'OPTIONS') return;
    const entry: SeenRequest = { at: Date.now(), method: request.method(), path: url.pathname, status: undefined };
    seen.push(entry);
    void request.response().then(
      (response) => {
        entry.status = response?.status();
        entry.startedAt = request.timing().startTime;
      },
      () => undefined,
    );
  });
  return seen;
}

/** "GET /b/sync/sessions/{id}": ids folded so that a table of request kinds stays short. */
export function requestKind(request: SeenRequest): string {
  const path = request.path
    .split('/')
    .map((segment) => (/\d/.test(segment) ? '{id}' : segment))
    .join('/');
  return `${request.method} ${path}`;
}

export function countByKind(requests: readonly SeenRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[requestKind(request)] = (counts[requestKind(request)] ?? 0) + 1;
  return counts;
}

export { freshUser } from '../e2e/support/widget.ts';

/** The journeys' sign-in helper, against the bench's own sandbox. */
export const signInThroughPopup = (page: Page, trigger: Locator, username: string): Promise<void> =>
  signInWithPopup(page, trigger, username, SANDBOX);

/**
 * As a shopper connects user_good: a widget opened on the bench page, Harbor Hardware picked, a
 * fresh `userPrefix` user signed in through the popup, the credentials typed. Returns the dialog,
 * with "Connect" left to click (the measurements start at that click).
 */
export async function fillUserGoodCredentials(page: Page, userPrefix: string): Promise<Locator> {
  await page.evaluate(() => window.retailSyncBench!.create().open());
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser(userPrefix));
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  return dialog;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
