import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freshUser, openWidget, signInThroughPopup } from './support/widget.ts';

/**
 * The WCAG 2.2 AA rules axe has, target size (2.5.8, off in axe by default) included, in both colour
 * schemes at 320 CSS px (reflow, 1.4.10): the statement in docs/accessibility.md names these tests.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectWcagClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // The rules this statement leans on did run and found something to check.
  const passed = results.passes.map((rule) => rule.id);
  expect(passed).toEqual(expect.arrayContaining(['target-size', 'color-contrast']));
}

/**
 * Nothing needs scrolling sideways: the page does not scroll sideways, no box in the widget does,
 * and nothing it renders sticks out past the viewport's right edge.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('*')].flatMap((element) => element.shadowRoot ?? []);
    const elements = roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('*')]);
    const name = (box: Element) => `${box.tagName.toLowerCase()}.${box.className}`;
    const scrollsSideways = [document.documentElement, ...elements].filter(
      (box) => box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible',
    );
    const pastTheEdge = elements.filter((box) => box.getBoundingClientRect().right > window.innerWidth + 1);
    return [
      ...scrollsSideways.map((box) => `scrolls: ${name(box)}`),
      ...pastTheEdge.map((box) => `past: ${name(box)}`),
    ];
  });
  expect(overflowing).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} scheme at 320 px: catalog, sign-in and credentials pass axe's WCAG 2.2 AA rules and reflow`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme });
    const dialog = await openWidget(page);
    await expect(page.locator('[data-screen="catalog"]')).toBeVisible();
    await expectWcagClean(page);
    await expectNoSidewaysScroll(page);

    // At 320 × 640 the grid shows its first rows only (it fills the sheet): find the shop as a shopper would.
    await dialog.getByRole('searchbox').fill('Harbor');
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await expect(page.locator('[data-screen="sign_in"]')).toBeVisible();
    await expectWcagClean(page);
    await expectNoSidewaysScroll(page);

    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser(`a11y_${colorScheme}`));
    await expect(page.locator('[data-screen="credentials"]')).toBeVisible();
    await expectWcagClean(page);
    await expectNoSidewaysScroll(page);
  });
}
