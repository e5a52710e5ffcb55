import { expect, test } from '@playwright/test';
import { DEMO, freshUser, openWidget, SANDBOX, submitCredentials } from './support/widget.ts';

test('popup blocked: the sign-in falls back to a full-page redirect and the journey continues', async ({ page }) => {
  // A popup blocker: window.open gives nothing back.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Juniper Pet Supply' }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
  await page.getByLabel('Username').fill(freshUser('redirect'));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the host page: the widget opens itself, signed in, and the address bar is clean.
  await expect(page.getByRole('dialog').getByText(/^Signed in as redirect_/)).toBeVisible();
  expect(page.url()).toBe(`${DEMO}/`);
  // Only the verifier and state were kept for the trip, and they are gone once used.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);

  await page.getByRole('dialog').getByRole('button', { name: 'Juniper Pet Supply' }).click();
  await submitCredentials(page.getByRole('dialog'), 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
});
