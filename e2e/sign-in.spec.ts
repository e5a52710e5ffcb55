import { expect, test } from '@playwright/test';
import { DEMO, SANDBOX, openWidget, signInThroughPopup } from './support/widget.ts';

test.describe('sign-in', () => {
  test('shows the catalog with real logos, signs in through the popup and greets the user', async ({ page }) => {
    const dialog = await openWidget(page);

    const retailers = dialog.getByRole('list', { name: 'Retailers' }).getByRole('listitem');
    // The whole sandbox catalog: announced, and told to screen readers on each rendered tile, since
    // the grid renders only the rows near its view (e2e/catalog-list.spec.ts scrolls through one).
    await expect(dialog.getByRole('status').filter({ hasText: 'retailers' })).toHaveText('48 retailers');
    await expect(retailers.first()).toHaveAttribute('aria-setsize', '48');
    expect(
      await retailers.evaluateAll((items) => items.every((item) => item.getAttribute('aria-setsize') === '48')),
    ).toBe(true);
    // The logo is a real image served by the sandbox, not a monogram fallback.
    const logo = retailers.filter({ hasText: 'Acorn & Ash Outfitters' }).locator('img');
    await expect(logo).toHaveAttribute('src', `${SANDBOX}/logos/1001.svg`);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), 'demo');

    await expect(dialog.getByText('Signed in as Demo Shopper')).toBeVisible();
    // The authorization code never reaches the host page's URL.
    expect(page.url()).toBe(`${DEMO}/`);
  });

  test('cancelling at the provider leaves the user signed out with a message and a way back', async ({ page }) => {
    const dialog = await openWidget(page);
    await dialog.getByRole('button', { name: 'Bluewater Market' }).click();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;

    // Still on the sign-in screen, told why (with the provider's own words), and the way to try again.
    const screen = page.locator('[data-screen="sign_in"]');
    await expect(screen.getByRole('alert')).toHaveText(
      'Access was not granted. The sign-in service said: “The user cancelled the sign-in.”',
    );
    await expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Back to retailers' }).click();
    await expect(page.locator('[data-screen="catalog"]')).toBeVisible();
  });
});
