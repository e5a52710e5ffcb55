import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en.ts';
import { checkScreen, freshUser, openWidget, signInThroughPopup } from './support/widget.ts';

/**
 * The pseudo-locale (demo/host/pseudo-locale.ts: English accented, 40 % longer, between ⟦ ⟧) through
 * the journey at 320 px and at desktop width, a screenshot of each screen: no text is clipped, no
 * two controls overlap, nothing sticks out of the dialog, and no English message is left.
 */

/** Every English message as the widget could show it (functions with sample values), but the brand. */
function englishMessages(): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.add(value);
    else if (typeof value === 'function') {
      for (const sample of [1, 7]) out.add(String((value as (...args: unknown[]) => unknown)(sample, 'x')));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ ...en, brand: undefined });
  return out;
}
const ENGLISH = [...englishMessages()].filter((text) => text.length > 0);

/** What is wrong with the layout or the words of the widget as it shows now; empty when all holds. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
    const dialog = root.querySelector('[role="dialog"]')!;
    const box = dialog.getBoundingClientRect();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.trim().slice(0, 30)}"`;
    // Seen on screen: not the visually hidden text for screen readers (`.sr`, read but not shown).
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('.sr')
      );
    };
    const problems: string[] = [];
    const elements = [...dialog.querySelectorAll('*')].filter(visible);
    for (const element of elements) {
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
      // Cut off sideways (or made to scroll sideways, which reflow forbids), or cut off below by a
      // box that hides what does not fit; a box that scrolls down (the dialog's body, the catalog's
      // list) loses nothing.
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`clipped sideways: ${name(element)}`);
      const hides = style.overflowY === 'hidden' || style.overflowY === 'clip' || style.textOverflow === 'ellipsis';
      if (hides && element.scrollHeight > element.clientHeight + 1) problems.push(`clipped: ${name(element)}`);
      const rect = element.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) problems.push(`out of the dialog: ${name(element)}`);
    }
    // No two controls, labels or headings overlap where they are seen: inside the boxes that
    // scroll (the dialog's body, the catalog's list), only what is in view, and not what has
    // scrolled beneath a bar stuck to the bottom of the view (a phone sheet's form buttons), which
    // hides it there until the shopper scrolls it up.
    const stuck = elements.filter((element) => getComputedStyle(element).position === 'sticky');
    const seen = (element: Element): DOMRect => {
      const rect = element.getBoundingClientRect();
      let [top, bottom] = [rect.top, rect.bottom];
      for (let box = element.parentElement; box && box !== dialog; box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible') continue;
        const view = box.getBoundingClientRect();
        [top, bottom] = [Math.max(top, view.top), Math.min(bottom, view.bottom)];
      }
      for (const bar of stuck) {
        if (bar.contains(element) || element.contains(bar)) continue;
        const under = bar.getBoundingClientRect();
        if (under.top < bottom && under.bottom >= bottom - 1) bottom = Math.min(bottom, under.top);
      }
      return new DOMRect(rect.left, top, rect.width, Math.max(0, bottom - top));
    };
    const parts = elements.filter(
      (element) => element.matches('button, input, label, h2, p') && seen(element).height > 0,
    );
    for (const [index, a] of parts.entries()) {
      for (const b of parts.slice(index + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const [ra, rb] = [seen(a), seen(b)];
        const overlap =
          ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1;
        if (overlap) problems.push(`overlap: ${name(a)} and ${name(b)}`);
      }
    }
    // No English message left: every text the widget wrote is the pseudo-locale's.
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    const shown = [...dialog.querySelectorAll('*')].map((element) => element.textContent.trim());
    const labels = [...dialog.querySelectorAll('[aria-label]')].map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    for (const text of [...texts.map((text) => text.trim()), ...shown, ...labels]) {
      if (english.includes(text)) problems.push(`left in English: "${text}"`);
    }
    return [...new Set(problems)];
  }, ENGLISH);
}

for (const width of [320, 1280]) {
  test(`the pseudo-locale at ${width} px: nothing clipped, overlapping or left in English, on every screen`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    const dialog = await openWidget(page, '?locale=en&pseudo');
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText('⟦');
    const check = async (screen: string) => {
      await checkScreen(page, testInfo, screen, `pseudo-${width}-${screen}`);
      expect(await layoutProblems(page)).toEqual([]);
    };
    await check('catalog');

    // At 320 × 640 the grid shows its first rows only (it fills the sheet): find the shop as a shopper would.
    await dialog.getByRole('searchbox').fill('Harbor');
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await check('sign_in');

    await signInThroughPopup(page, dialog.getByRole('button', { name: /^⟦Šíĝ|^⟦Šíg/ }), freshUser(`pseudo_${width}`));
    await check('credentials');

    await dialog.getByLabel(/^⟦Úšéŕ|^⟦Úšér/).fill('user_good');
    await dialog.getByLabel(/^⟦Páššwóŕd|^⟦Páššwórd/).fill('pass_good');
    await dialog.locator('form button[type="submit"]').click();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await check('success');
  });
}
