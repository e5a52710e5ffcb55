import { expect, test, type Locator, type Page } from '@playwright/test';
import { ASSUMED_VIEW } from '../src/ui/screens/grid-window.ts';
import { serveLargeCatalog } from './support/large-catalog.ts';
import { checkScreen, openWidget } from './support/widget.ts';

const SIZE = 5000;

/** The sum of the layout shifts the page reports from now on (recent input or not). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.total += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as Window & { layoutShifts?: { total: number } }).layoutShifts!.total);
}

const tile = (list: Locator, name: string) => list.getByRole('button', { name, exact: true });

test('a 5,000-retailer catalog: windowed, announced, logos only near the view, keyboard across all, axe-clean', async ({
  context,
  page,
}, testInfo) => {
  // An axe scan (its time: docs/performance-and-size.md, Figures behind the code's choices), and
  // 5,000 logos held back until the page is watched.
  test.slow();
  const { logosAskedFor, releaseLogos } = await serveLargeCatalog(context, SIZE);
  const dialog = await openWidget(page);
  const list = dialog.getByRole('list', { name: 'Retailers' });
  const status = dialog.locator('p.muted[role="status"]');
  await expect(status).toHaveText('5,000 retailers');

  // Only the tiles near the view are in the page, each telling its place among all 5,000.
  const items = list.getByRole('listitem');
  await expect(items.first()).toHaveAttribute('aria-setsize', String(SIZE));
  const rendered = await items.count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(60);
  // The box the grid assumes before measuring is Chromium's real one (the default 1280×720 viewport),
  // so the list's height is right from the start (the tiles wait for the measured width).
  const box = await list.evaluate((grid: HTMLElement) => ({
    width: grid.clientWidth,
    height: grid.parentElement!.clientHeight,
    edge: grid.offsetTop,
  }));
  expect(box).toEqual(ASSUMED_VIEW);

  // Logos arrive into fixed boxes: nothing moves. And only the rendered tiles' logos are asked for,
  // none of the thousands below.
  const layoutShift = await watchLayoutShifts(page);
  releaseLogos();
  const logos = list.locator('img');
  await expect
    .poll(() => logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  expect(await logos.first().boundingBox()).toMatchObject({ width: 40, height: 40 });
  expect(await layoutShift()).toBe(0);
  expect(logosAskedFor.length).toBeGreaterThan(0);
  expect(Math.max(...logosAskedFor)).toBeLessThan(rendered);
  await checkScreen(page, testInfo, 'catalog', 'catalog-5000');

  // Keyboard: Tab reaches the list at one tile; arrows, End and Home move across all 5,000.
  const search = dialog.getByLabel('Search retailers');
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(tile(list, 'Café 0')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tile(list, 'Shop 1')).toBeFocused();
  await page.keyboard.press('End');
  const last = tile(list, 'Shop 4999');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(last.locator('xpath=..')).toHaveAttribute('aria-posinset', String(SIZE));
  await page.keyboard.press('ArrowUp');
  await expect(tile(list, 'Shop 4996')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tile(list, 'Café 0')).toBeFocused();
  await expect(tile(list, 'Café 0')).toBeInViewport();
});

test('a 5,000-retailer catalog: queries with and without accents, and the last match by scrolling and by keyboard', async ({
  context,
  page,
}, testInfo) => {
  // An axe scan (its time: docs/performance-and-size.md, Figures behind the code's choices), and
  // many keystrokes.
  test.slow();
  const { releaseLogos } = await serveLargeCatalog(context, SIZE);
  releaseLogos();
  const dialog = await openWidget(page);
  const list = dialog.getByRole('list', { name: 'Retailers' });
  const status = dialog.locator('p.muted[role="status"]');
  const search = dialog.getByLabel('Search retailers');
  await expect(status).toHaveText('5,000 retailers');

  // A query without accents finds the accented names, at each keystroke; so does one in capitals.
  await search.click();
  await search.pressSequentially('cafe');
  await expect(status).toHaveText('500 retailers');
  await expect(tile(list, 'Café 0')).toBeVisible();
  await search.fill('');
  await search.pressSequentially('CAFÉ 49');
  // Café 490, 4900, 4910 ... 4990.
  await expect(status).toHaveText('11 retailers');
  await search.fill('zzz');
  await expect(status).toHaveText('No retailer matches “zzz”.');

  // The last of 500 matches, by scrolling the list with the mouse wheel...
  await search.fill('cafe');
  await expect(status).toHaveText('500 retailers');
  await list.hover();
  const lastMatch = tile(list, 'Café 4990');
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(lastMatch).toBeInViewport({ timeout: 500 });
  }).toPass();
  await checkScreen(page, testInfo, 'catalog', 'catalog-cafe-scrolled');

  // ...and by keyboard, from the search box.
  await search.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await expect(lastMatch).toBeFocused();
  await expect(lastMatch).toBeInViewport();
});
