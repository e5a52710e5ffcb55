import { expect, type Page } from '@playwright/test';

/** The event types the demo host page has listed in its log, oldest first. */
export async function hostEventTypes(page: Page): Promise<string[]> {
  const items = await page.locator('#event-log li').allTextContents();
  return items.map((text) => text.split(' ')[0] ?? '').reverse();
}

/** Waits until the host page's log shows an event of `type`. */
export async function expectHostEvent(page: Page, type: string): Promise<void> {
  await expect.poll(() => hostEventTypes(page)).toContain(type);
}

/** Every API request the page makes from now on, as "METHOD path" (no query). */
export function recordApiRequests(page: Page, sandbox: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === sandbox &&
      (url.pathname.startsWith('/a/') || url.pathname.startsWith('/b/')) &&
      request.method() !== 'OPTIONS'
    ) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}
