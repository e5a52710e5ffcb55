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

/**
 * Where popups cannot open (a phone's in-app browser or webview: `window.open` gives nothing back),
 * the widget signs in by sending the whole page to the provider. The app's page loads anew when it
 * comes back, and the app does nothing more than on any load: the widget must show itself at the
 * retailer the shopper chose, say so (`resumed`), and the journey ends in a sync the app hears of.
 */
for (const app of HOST_APPS) {
  test(`${app.name}: with no popup, the full-page sign-in comes back to the chosen retailer, and the host hears sync.completed`, async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const consoleErrors = watchConsoleErrors(context);
    await page.goto(`${appOrigin(app)}${app.path}`);
    await page.getByRole('button', { name: 'Connect your retailers' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search retailers').fill('harbor');
    await dialog.getByRole('list', { name: 'Retailers' }).getByRole('button', { name: 'Harbor Hardware' }).click();
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/oauth\/interaction\//);
    await page.getByLabel('Username').fill(freshUser(`${app.name.replace(/-/g, '_')}_redirect`));
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back on the app's page, which only created the widget as it loaded: the widget is there, at
    // the retailer chosen before the redirect, and the address holds nothing of the sign-in.
    await expect(dialog.getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
    expect(page.url()).toBe(`${appOrigin(app)}${app.path}`);
    await expect(page.locator('#event-log li').filter({ hasText: /^resumed$/ })).toHaveCount(1);
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#event-log li').filter({ hasText: /^sync\.completed$/ })).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}
