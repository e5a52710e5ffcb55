import { expect, test } from '@playwright/test';
import { blockPopups, DEMO, openWidget, signInOnSandboxPage, submitCredentials } from './support/widget.ts';

test('popup blocked: the sign-in falls back to a full-page redirect and the journey continues', async ({ page }) => {
  // A popup blocker: window.open gives nothing back.
  await blockPopups(page);
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Juniper Pet Supply' }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await signInOnSandboxPage(page, 'redirect');

  // Back on the host page: the widget opens itself, signed in, at the retailer picked before the
  // redirect, and the address bar is clean.
  const back = page.getByRole('dialog');
  await expect(back.getByRole('heading', { name: 'Connect Juniper Pet Supply' })).toBeVisible();
  await expect(back.getByText(/^Signed in as redirect_/)).toBeVisible();
  expect(page.url()).toBe(`${DEMO}/`);
  // Only the verifier, state and place were kept for the trip, and they are gone once used.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  // The host heard where the widget resumed, in one event (the demo page logs every event).
  await expect(page.locator('#event-log li', { hasText: /^resumed / })).toHaveText([
    'resumed {"after":"sign_in","retailerId":1010}',
  ]);
  await submitCredentials(back, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
});
