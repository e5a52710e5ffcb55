import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';

import { SANDBOX } from './origins.ts';
import { freshUser } from './users.ts';

export { DEMO, SANDBOX } from './origins.ts';
export { freshUser } from './users.ts';

/** Loads the demo host page and opens the widget's dialog. */
export async function openWidget(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/${query}`);
  await page.getByRole('button', { name: 'Connect your retailers' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Clicks `trigger` (which opens the sign-in popup) and signs in there as `username`. When the
 * browser still has a session at the provider (a second sign-in in the same test), the provider
 * answers at once without its sign-in page, as single sign-on does: then there is nothing to fill.
 */
export async function signInThroughPopup(
  page: Page,
  trigger: Locator,
  username: string,
  sandbox = SANDBOX,
): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await trigger.click();
  const popup = await popupOpened;
  // The widget closes the popup as soon as the callback arrives, which with the provider's session
  // still alive (signing in again) can be before this line runs: a `close` already past would never
  // fire again, so check, and listen in the same tick.
  const closed = new Promise<void>((resolve) => {
    if (popup.isClosed()) resolve();
    else popup.once('close', () => resolve());
  });
  const signInPage = new RegExp(`^${sandbox}/oauth/interaction/`);
  const askedToSignIn = await Promise.race([
    popup.waitForURL(signInPage).then(
      () => true,
      () => false,
    ),
    closed.then(() => false),
  ]);
  if (askedToSignIn) {
    await popup.getByLabel('Username').fill(username);
    await popup.getByRole('button', { name: 'Sign in' }).click();
  }
  await closed;
}

/** In every page of `target`: `window.open` gives nothing back, as under a popup blocker or in a webview. */
export async function blockPopups(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    window.open = () => null;
  });
}

/**
 * On the sandbox's sign-in page, where a full-page redirect (no popup) led: signs in as a new user
 * named after `prefix`, by click or, on a phone, by tap. Answers the user's name.
 */
export async function signInOnSandboxPage(page: Page, prefix: string, how: 'click' | 'tap' = 'click'): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
  const username = freshUser(prefix);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' })[how]();
  return username;
}

/** Fills the retailer credentials form and submits it. */
export async function submitCredentials(dialog: Locator, username: string, password = 'pass_good'): Promise<void> {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: /^(Connect|Reconnect)$/ }).click();
}

/**
 * Asserts the widget shows `screen`, that axe finds no violation on the page (the shadow root
 * included), and attaches a screenshot of it to the test's results.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, screen: string, label = screen): Promise<void> {
  await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`),
  ).toEqual([]);
  const path = testInfo.outputPath(`${label}.png`);
  await page.screenshot({ path });
  await testInfo.attach(label, { path, contentType: 'image/png' });
}

/**
 * The common start of a journey: open the widget, pick `retailer`, sign in as a fresh sandbox user,
 * and submit the retailer credentials `retailerUsername` / `pass_good`. Returns the dialog.
 */
export async function connectAsNewUser(
  page: Page,
  retailer: string,
  retailerUsername: string,
  query = '',
): Promise<Locator> {
  const dialog = await openWidget(page, query);
  await dialog.getByRole('button', { name: retailer }).click();
  await signInThroughPopup(
    page,
    dialog.getByRole('button', { name: 'Sign in' }),
    freshUser(retailerUsername.replace(/^user_/, '')),
  );
  await submitCredentials(dialog, retailerUsername);
  return dialog;
}
