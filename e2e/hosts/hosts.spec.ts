import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { freshUser, submitCredentials } from '../support/widget.ts';
import { appOrigin, HOST_APPS } from './apps.ts';

/**
 * One journey per host app, on its production build with the packed package: open, search, choose
 * a retailer, sign in through the popup (the app's own callback page), connect, and the sync
 * completes with the app hearing `sync.completed`; and the app's console stays quiet throughout
 * (docs/embedding.md#a-quiet-console), in the app and in the sign-in popup.
 */
for (const app of HOST_APPS) {
  test(`${app.name} (${app.title}): search, choose, sign in, connect, and the host hears sync.completed`, async ({
    page,
    context,
  }) => {
    const consoleErrors = watchConsoleErrors(context);
    await page.goto(`${appOrigin(app)}${app.path}`);
    await page.getByRole('button', { name: 'Connect your retailers' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    // The search filters the catalog to one retailer, which the shopper chooses.
    await dialog.getByLabel('Search retailers').fill('harbor');
    const retailers = dialog.getByRole('list', { name: 'Retailers' }).getByRole('button');
    await expect(retailers).toHaveCount(1);
    await retailers.getByText('Harbor Hardware').click();

    await expect(page.locator('[data-screen="sign_in"]')).toBeVisible();

    // A fresh browser: the provider asks who signs in. It then sends the popup to the app's callback
    // page, which hands the response to the widget, which closes the popup.
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Username').fill(freshUser(app.name.replace(/-/g, '_')));
    const closed = popup.waitForEvent('close', { timeout: 15_000 });
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;

    await expect(page.locator('[data-screen="credentials"]')).toBeVisible();
    await submitCredentials(dialog, 'user_good');

    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#event-log li').filter({ hasText: /^sync\.completed$/ })).toHaveCount(1);

    if (app.ownSignals) {
      // The app's own signals, rendered by its own Preact, still update after the widget has loaded
      // (with its own Preact and signals adapter) and re-rendered the app with each event.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Count a click' }).click();
      await expect(page.locator('#clicks')).toHaveText('1');
    }
    expect(consoleErrors).toEqual([]);
  });
}
