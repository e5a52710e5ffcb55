import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** A phone as Playwright emulates one in Chromium: 390 × 844 CSS px (an iPhone 14's), touch, 3 device px per CSS px. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * What the on-screen keyboard takes of the page's height: an iPhone's keyboard with its suggestion
 * bar (336 px) and Safari's bar above it for forms (44 px), leaving 464 of 844. Chromium cannot shrink the visual viewport alone (neither
 * `Emulation.setVisibleSize` nor `setDeviceMetricsOverride`'s `dontSetVisibleSize` does): the
 * journeys shrink the viewport while a field has focus, which is what an Android WebView that
 * resizes for the keyboard does, and Chrome with `interactive-widget=resizes-content`. The case
 * where only `visualViewport` shrinks (iOS Safari) is the unit test of visible-viewport.ts.
 */
export const KEYBOARD_HEIGHT = 380;

/** A control under 44 CSS px in either direction (WCAG 2.5.5), as `name width×height`. */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
    if (!root) return ['no widget'];
    // What a finger aims at: buttons, text fields, and a checkbox's label, which takes its taps.
    const controls = root.querySelectorAll<HTMLElement>('button, input:not([type="checkbox"]), label.check');
    return [...controls]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ control, box }) => {
        const name = control.getAttribute('aria-label') ?? (control.textContent.trim() || control.tagName);
        return `${name} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

/**
 * Whether `selector` (in the widget's shadow root; the focused element for `:focus`) is inside the
 * visual viewport and is what a tap at its centre reaches (nothing of the dialog covers it):
 * `in view`, else what is wrong.
 */
export async function tapReach(page: Page, selector: string): Promise<string> {
  return page.evaluate((wanted) => {
    const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
    const element = wanted === ':focus' ? root?.activeElement : root?.querySelector(wanted);
    const viewport = window.visualViewport;
    if (!root || !element || !viewport) return 'not found';
    const box = element.getBoundingClientRect();
    const inside =
      box.top >= viewport.offsetTop &&
      box.bottom <= viewport.offsetTop + viewport.height &&
      box.left >= viewport.offsetLeft &&
      box.right <= viewport.offsetLeft + viewport.width;
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const where = `${element.tagName} at ${Math.round(box.top)}-${Math.round(box.bottom)} in ${viewport.offsetTop}-${viewport.height}, ${Math.round(box.left)}-${Math.round(box.right)} in ${viewport.offsetLeft}-${viewport.width}`;
    if (!inside) return `outside: ${where}`;
    if (hit === null || !(hit === element || element.contains(hit)))
      return `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}: ${where}`;
    return 'in view';
  }, selector);
}

/** The keyboard comes up while `field` has focus, and goes away after `whileUp`. */
export async function withKeyboard(page: Page, whileUp: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: size.height - KEYBOARD_HEIGHT });
  try {
    await whileUp();
  } finally {
    await page.setViewportSize(size);
  }
}

/**
 * Photographs the page at phone size into the test's results, and into the gallery's folder
 * (`docs/screenshots/phone-<name>.png`) when `UPDATE_PHONE_SHOTS=1`. CSS-pixel scale, so the
 * images stay small.
 */
export async function phoneShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('[data-screen]')).toBeVisible();
  const path = testInfo.outputPath(`phone-${name}.png`);
  await page.screenshot({ path, scale: 'css', animations: 'disabled', caret: 'hide' });
  await testInfo.attach(`phone-${name}`, { path, contentType: 'image/png' });
  if (process.env['UPDATE_PHONE_SHOTS'] === '1') {
    const gallery = join(import.meta.dirname, '../../docs/screenshots');
    mkdirSync(gallery, { recursive: true });
    await page.screenshot({
      path: join(gallery, `phone-${name}.png`),
      scale: 'css',
      animations: 'disabled',
      caret: 'hide',
    });
  }
}
