import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ar } from '../../../src/ui/i18n/ar.ts';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import { openWidget, signInThroughPopup, visible } from '../steps.ts';
import { button, css, dialog, field, inside, screen } from '../targets.ts';

/** Where this journey's screenshots go: test-results-engines/<engine>/, as failures' do. */
const shots = (engine: string): string => {
  const directory = join(import.meta.dirname, '..', '..', '..', 'test-results-engines', engine);
  mkdirSync(directory, { recursive: true });
  return directory;
};

journey('right to left: the whole journey in Arabic, mirrored, with a screenshot of each screen', async ({ page }) => {
  const directory = shots(page.engine);
  await openWidget(page, '?locale=ar');
  expect(await page.attribute(css('.rs'), 'dir')).toBe('rtl');
  expect(await page.attribute(css('.rs'), 'lang')).toBe('ar');
  await visible(page, inside(dialog, button('Harbor Hardware')));
  // Mirrored in the engine's own layout: the close button left of the brand, the first tile right of the second.
  const layout = await page.evaluate(() => {
    const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
    const x = (selector: string, index = 0) => root.querySelectorAll(selector)[index]!.getBoundingClientRect().x;
    return {
      close: x('.bar button'),
      brand: x('.brand'),
      firstTile: x('.grid .retailer', 0),
      secondTile: x('.grid .retailer', 1),
    };
  });
  expect(layout.close).toBeLessThan(layout.brand);
  expect(layout.firstTile).toBeGreaterThan(layout.secondTile);
  await page.screenshot(join(directory, 'rtl-catalog.png'));

  await page.click(inside(dialog, button('Harbor Hardware')));
  await visible(page, screen('sign_in'));
  await page.screenshot(join(directory, 'rtl-sign-in.png'));
  await signInThroughPopup(page, inside(dialog, button(ar.signIn)), freshUser('engines_rtl'));

  await visible(page, screen('credentials'));
  await page.screenshot(join(directory, 'rtl-credentials.png'));
  await page.fill(inside(dialog, field(ar.username)), 'user_good');
  await page.fill(inside(dialog, field(ar.password)), 'pass_good');
  await page.click(inside(dialog, button(ar.connect)));
  await visible(page, screen('success'), 20_000);
  expect(await page.text(inside(dialog, css('h2')))).toBe(ar.successTitle);
  await page.screenshot(join(directory, 'rtl-success.png'));
});
