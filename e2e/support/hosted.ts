import { expect, type Locator, type Page } from '@playwright/test';
import { freshUser, SANDBOX } from './widget.ts';

/**
 * The hosted popup journeys' helpers (docs/hosted-mode.md), on the npm openHosted demo page
 * (demo/host/hosted.html): the host hears the popup's events and lists them in #event-log, oldest
 * first.
 */
export const HOSTED_DEMO = '/demo/host/hosted.html';

export interface ReceivedMessage {
  origin: string;
  data: unknown;
}

/** Records every message the host window receives, before any page script runs. */
export async function recordHostMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const received: { origin: string; data: unknown }[] = [];
    Object.defineProperty(window, '__received', { value: received });
    window.addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
  });
}

/** The messages recorded by `recordHostMessages` so far. */
export function hostMessages(page: Page): Promise<ReceivedMessage[]> {
  return page.evaluate(() => (window as unknown as { __received: ReceivedMessage[] }).__received);
}

/** The messages the host received that carry an event `type` (the widget's events), with their origin. */
export async function eventMessages(page: Page): Promise<{ origin: string; type: string }[]> {
  return (await hostMessages(page)).flatMap(({ origin, data }) => {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    return typeof type === 'string' ? [{ origin, type }] : [];
  });
}

/** The entries of the hosted demo's log, oldest first, as "type payload-json". */
export function hostedLogEntries(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

/** The event types in the hosted demo's log, oldest first. */
export async function hostedLog(page: Page): Promise<string[]> {
  return (await hostedLogEntries(page)).map((text) => text.split(' ')[0] ?? '');
}

/** The npm demo's button (demo/host/hosted.html) that calls openHosted. */
export const HOSTED_BUTTON = 'Connect your retailers in a popup';

/** Clicks the host's button named `buttonName` and returns the popup the click opened, as it is. */
export async function clickForHostedPopup(page: Page, buttonName = HOSTED_BUTTON): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  return popupOpened;
}

/**
 * Clicks the host's button named `buttonName` (by default the npm demo's) and returns the popup once
 * it is on the sandbox's hosted page.
 */
export async function openHostedPopup(page: Page, buttonName = HOSTED_BUTTON): Promise<Page> {
  const popup = await clickForHostedPopup(page, buttonName);
  await expect(popup).toHaveURL(new RegExp(`^${SANDBOX}/hosted/\\?`));
  return popup;
}

/**
 * In the popup: pick `retailer`, sign in on the sandbox as a fresh user (the hosted page's own
 * full-page redirect) and come back to that retailer's credentials form. Returns the dialog.
 */
export async function signInInHostedPopup(popup: Page, retailer: string, userPrefix: string): Promise<Locator> {
  await popup.getByRole('dialog').getByRole('button', { name: retailer }).click();
  await popup.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(popup).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
  await popup.getByLabel('Username').fill(freshUser(userPrefix));
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // Back on the hosted page, which has taken the code, state and iss out of its address.
  await expect(popup).toHaveURL(`${SANDBOX}/hosted/`);
  const dialog = popup.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Connect ${retailer}` })).toBeVisible();
  return dialog;
}
