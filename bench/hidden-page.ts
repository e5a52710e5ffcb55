import type { Browser, Page } from '@playwright/test';
import { countByKind, freshUser, openBenchPage, recordSandboxRequests, signInThroughPopup, sleep } from './browser.ts';

export interface HiddenPage {
  hiddenSeconds: number;
  /** Requests to the sandbox while hidden (OPTIONS left out); the poller should make none. */
  whileHidden: number;
  whileHiddenByKind: Record<string, number>;
  /** From visible again to the first request, and to the success screen. */
  firstRequestAfterVisibleMs: number;
  successAfterVisibleMs: number;
}

/**
 * Hidden is emulated in the page: `document.visibilityState` / `document.hidden` overridden on the
 * document and a `visibilitychange` dispatched, which is what the widget's browser environment
 * listens to (src/entries/browser-environment.ts). Headless Chromium has no real tab to hide.
 */
async function setVisibility(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((show) => {
    if (show) {
      // Own properties removed: the Document.prototype getters answer again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    } else {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/**
 * A user_good sync (8 s at speed 1) is started, the page goes hidden 2 s in (while the poller runs)
 * and stays hidden for `hiddenSeconds`, so the sync ends meanwhile; then it is visible again.
 */
export async function measureHiddenPage(browser: Browser, hiddenSeconds = 15): Promise<HiddenPage> {
  const context = await browser.newContext();
  const requests = recordSandboxRequests(context);
  const page = await openBenchPage(context);
  await page.evaluate(() => window.retailSyncBench!.create().open());
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('benchhide'));
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await page.locator('[data-screen="syncing"]').waitFor();
  await sleep(2000);

  await setVisibility(page, false);
  const hiddenAt = Date.now();
  await sleep(hiddenSeconds * 1000);
  const hidden = requests.filter((request) => request.at >= hiddenAt);
  const visibleAt = Date.now();
  await setVisibility(page, true);
  await page.locator('[data-screen="success"]').waitFor({ timeout: 30_000 });
  const successAt = Date.now();
  const first = requests.find((request) => request.at >= visibleAt);
  await context.close();
  return {
    hiddenSeconds,
    whileHidden: hidden.length,
    whileHiddenByKind: countByKind(hidden),
    firstRequestAfterVisibleMs: first ? first.at - visibleAt : Number.NaN,
    successAfterVisibleMs: successAt - visibleAt,
  };
}
