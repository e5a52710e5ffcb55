import { expect, test } from '@playwright/test';
import {
  checkScreen,
  connectAsNewUser,
  freshUser,
  openWidget,
  signInThroughPopup,
  submitCredentials,
} from './support/widget.ts';

/**
 * Every screen of the journey against the real sandbox: each is reached the way a shopper reaches
 * it, checked with axe, and photographed into the test's results (not committed as golden files).
 */
for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: catalog, sign-in, credentials, syncing, success and connections`, async ({
    page,
  }, testInfo) => {
    // Six axe scans (each opens a page of its own) and a real sync take close to the 30 s default
    // (docs/performance-and-size.md, Figures behind the code's choices).
    test.slow();
    const dialog = await openWidget(page, `?variant=${variant}`);
    await checkScreen(page, testInfo, 'catalog');

    await dialog.getByLabel('Search retailers').fill('blue');
    await expect(dialog.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Bluewater Market' }).click();
    await checkScreen(page, testInfo, 'sign_in');

    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('screens'));
    await expect(dialog.getByRole('heading', { name: 'Connect Bluewater Market' })).toBeVisible();
    await checkScreen(page, testInfo, 'credentials');
    await expect(dialog.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');

    await submitCredentials(dialog, 'user_good');
    await checkScreen(page, testInfo, 'syncing');
    await expect(page.getByTestId('sync-announcer')).not.toBeEmpty();

    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, testInfo, 'success');
    await expect(page.locator('[data-screen="success"]').getByText(/^\d+ orders fetched\.$/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await checkScreen(page, testInfo, 'connections');
    const card = dialog.locator('[data-retailer-id="1002"]');
    await expect(card).toContainText('Active');
    await expect(card.getByRole('button', { name: 'Sync now: Bluewater Market' })).toBeVisible();
  });
}

test('MFA: the right code finishes the sync', async ({ page }, testInfo) => {
  const dialog = await connectAsNewUser(page, 'Cobblestone Books', 'user_mfa');

  await expect(page.locator('[data-screen="mfa"]')).toBeVisible({ timeout: 20_000 });
  await checkScreen(page, testInfo, 'mfa');
  const code = dialog.getByLabel('Verification code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');

  await code.fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
});

test('MFA: a wrong code fails the sync with a message and a way forward', async ({ page }) => {
  const dialog = await connectAsNewUser(page, 'Cobblestone Books', 'user_mfa');
  await expect(page.locator('[data-screen="mfa"]')).toBeVisible({ timeout: 20_000 });

  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  const error = page.locator('[data-screen="error"]');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveAttribute('data-error-code', 'sync_failed');
  await expect(error.getByText('The verification code was not accepted.')).toBeVisible();
  await expect(error.getByRole('button', { name: 'Back to retailers' })).toBeVisible();
});

test('error: a locked retailer account ends on the error screen with its reason and a way forward', async ({
  page,
}, testInfo) => {
  const dialog = await connectAsNewUser(page, 'Dapple Home Goods', 'user_locked');

  const error = page.locator('[data-screen="error"]');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveAttribute('data-error-code', 'sync_failed');
  await expect(dialog.getByText(/account at the retailer is locked/)).toBeVisible();
  await checkScreen(page, testInfo, 'error', 'error-sync-failed');
});

test('the seeded demo user is asked for the code its pending sync waits for, and sees its three connections', async ({
  page,
}, testInfo) => {
  const dialog = await openWidget(page);
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), 'demo');
  // demo's pending connection (Cobblestone Books) has a sync waiting for its MFA code: the widget
  // picks it up at sign-in instead of leaving it stuck.
  await expect(page.locator('[data-screen="mfa"]')).toContainText('Cobblestone Books');
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  await expect(dialog.locator('[data-retailer-id]')).toHaveCount(3);
  await expect(dialog.locator('[data-retailer-id="1002"]')).toContainText('Needs attention');
  await checkScreen(page, testInfo, 'connections', 'connections-demo');

  await dialog.getByRole('button', { name: 'Reconnect: Bluewater Market' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reconnect Bluewater Market' })).toBeVisible();
  await checkScreen(page, testInfo, 'credentials', 'credentials-reconnect');
});
