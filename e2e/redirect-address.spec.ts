import { expect, test, type Page } from '@playwright/test';
import { DEMO, SANDBOX } from './support/widget.ts';

/**
 * How long secrets live (docs/security-and-csp.md), the address row: every page that can receive an
 * authorization response drops it from its address at once, whether or not it asked for one (the
 * provider can issue a code silently for another party's request). Here nobody asked: no sign-in is
 * pending on any of these pages.
 */
const UNSOLICITED = 'code=unsolicited-code&state=their-state&iss=x&error=e&error_description=d&session_state=s';

/** The page's address when its `load` event fired, and now. */
async function addressAtLoad(page: Page, url: string): Promise<{ atLoad: string; now: string }> {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      (window as unknown as { addressAtLoad: string }).addressAtLoad = location.href;
    });
  });
  await page.goto(url);
  return page.evaluate(() => ({
    atLoad: (window as unknown as { addressAtLoad: string }).addressAtLoad,
    now: location.href,
  }));
}

const PAGES = [
  ['the inline (npm) demo page', `${DEMO}/?variant=B`],
  ['the script-tag demo page', `${DEMO}/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`],
  ['the hosted page, opened without a host', `${SANDBOX}/hosted/`],
  ['the callback page, opened without an opener', `${DEMO}/callback.html`],
] as const;

for (const [name, clean] of PAGES) {
  test(`${name} drops an unsolicited code and state from its address by the time it has loaded`, async ({ page }) => {
    const joiner = clean.includes('?') ? '&' : '?';
    const { atLoad, now } = await addressAtLoad(page, `${clean}${joiner}${UNSOLICITED}`);
    expect(atLoad).toBe(clean);
    expect(now).toBe(clean);
  });
}
