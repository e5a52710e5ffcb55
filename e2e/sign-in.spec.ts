import { expect, test } from '@playwright/test';

test.describe('walking skeleton', () => {
  test('shows the catalog with real logos, signs in through the popup and greets the user', async ({ page }) => {
    await page.goto('/');

    const retailer = page.getByRole('listitem').filter({ hasText: 'Acorn & Ash Outfitters' });
    await expect(retailer).toBeVisible();
    await expect(page.getByRole('list', { name: 'Retailers' }).getByRole('listitem')).toHaveCount(48);
    // The logo is a real image served by the sandbox, not a monogram fallback.
    const logo = retailer.locator('img');
    await expect(logo).toHaveAttribute('src', 'http://localhost:4010/logos/1001.svg');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete ? img.naturalWidth : 0)).toBeGreaterThan(0);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/^http:\/\/localhost:4010\/oauth\/interaction\//);
    await popup.getByLabel('Username').fill('demo');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForEvent('close');

    await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveText('Signed in as Demo Shopper');
    // The authorization code never reaches the host page's URL.
    expect(page.url()).toBe('http://localhost:5173/');
  });

  test('cancelling at the provider leaves the user signed out with a message', async ({ page }) => {
    await page.goto('/');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitForEvent('close');

    await expect(page.getByRole('alert')).toHaveText('The user cancelled the sign-in.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
