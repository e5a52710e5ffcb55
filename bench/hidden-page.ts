import type { Browser, Page } from '@playwright/test';
import { countByKind, fillUserGoodCredentials, openBenchPage, recordSandboxRequests, sleep } from './browser.ts';

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
 * listens to (src/entries/shared/browser-environment.ts). Headless Chromium has no real tab to hide.
 */
async function setVisibility(page: Page, visible: boolean): Promise<number> {
  return page.evaluate((show) => {
    if (show) {
      // Own properties removed: the Document.prototype getters answer again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    } else {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    }
    document.dispatchEvent(new Event('visibilitychange'));
    // The browser's wall clock at the change: requests are compared by when the browser started them.
    return Date.now();
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
  const dialog = await fillUserGoodCredentials(page, 'benchhide');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await page.locator('[data-screen="syncing"]').waitFor();
  await sleep(2000);

  const hiddenAt = await setVisibility(page, false);
  await sleep(hiddenSeconds * 1000);
  // By when the browser started each request: the poll due 2 s in may start just before the change
  // and reach Node just after it.
  const hidden = requests.filter((request) => (request.startedAt ?? request.at) >= hiddenAt);
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
