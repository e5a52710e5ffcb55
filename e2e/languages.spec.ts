import { expect, test, type Locator, type Page } from '@playwright/test';
import { ar } from '../src/ui/i18n/ar.ts';
import { de } from '../src/ui/i18n/de.ts';
import type { Messages } from '../src/ui/i18n/messages.ts';
import { checkScreen, freshUser, openWidget, signInThroughPopup } from './support/widget.ts';

/**
 * The whole journey in Arabic (right to left) and German (long words), with a screenshot and axe on
 * each screen: catalog, sign-in, credentials, syncing or success, connections.
 */
const LANGUAGES: readonly { readonly tag: string; readonly messages: Messages; readonly dir: 'rtl' | 'ltr' }[] = [
  { tag: 'ar', messages: ar, dir: 'rtl' },
  { tag: 'de', messages: de, dir: 'ltr' },
];

/** The element that carries the dialog's language and direction. */
const dialogRoot = (page: Page): Locator => page.locator('.rs');

for (const { tag, messages: t, dir } of LANGUAGES) {
  test(`the whole journey in ${tag}, ${dir}: every screen in its language, axe clean, with screenshots`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const dialog = await openWidget(page, `?locale=${tag}`);
    await expect(dialogRoot(page)).toHaveAttribute('dir', dir);
    await expect(dialogRoot(page)).toHaveAttribute('lang', tag);
    await expect(dialog.getByRole('heading', { name: t.catalogTitle })).toBeVisible();
    await checkScreen(page, testInfo, 'catalog', `${tag}-catalog`);

    if (dir === 'rtl') {
      // Mirrored: the close button on the left of the bar, the brand on the right.
      const close = await dialog.getByRole('button', { name: t.close }).boundingBox();
      const brand = await dialog.getByText('RetailSync', { exact: true }).boundingBox();
      expect(close!.x).toBeLessThan(brand!.x);
      // The grid starts at the right: the first tile is right of the second.
      const tiles = dialog.getByRole('list', { name: t.retailersList }).getByRole('button');
      const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
      expect(first!.x).toBeGreaterThan(second!.x);
    }

    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await expect(dialog.getByRole('heading', { name: t.signInTitle })).toBeVisible();
    await checkScreen(page, testInfo, 'sign_in', `${tag}-sign-in`);

    await signInThroughPopup(
      page,
      dialog.getByRole('button', { name: t.signIn, exact: true }),
      freshUser(`lang_${tag}`),
    );
    await expect(dialog.getByRole('heading', { name: t.connectTitle('Harbor Hardware') })).toBeVisible();
    await checkScreen(page, testInfo, 'credentials', `${tag}-credentials`);

    await dialog.getByLabel(t.username).fill('user_good');
    await dialog.getByLabel(t.password, { exact: true }).fill('pass_good');
    await dialog.getByRole('button', { name: t.connect, exact: true }).click();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('heading', { name: t.successTitle })).toBeVisible();
    await checkScreen(page, testInfo, 'success', `${tag}-success`);
  });
}
