import { expect } from 'vitest';
import type { EnginePage } from '../driver.ts';
import { gridExtent, MAX_GAP_ABOVE_FOOTER, TILES_PAST_BOX } from '../../support/grid-extent.ts';
import { journey } from '../journey.ts';
import { eventually, hostEvent, signInThroughPopup, visible } from '../steps.ts';
import { button, dialog, field, inside, screen } from '../targets.ts';

/** A phone's viewport (CSS px), and what the on-screen keyboard leaves of it (e2e/support/phone.ts). */
const PHONE = { width: 390, height: 844 } as const;
const WITH_KEYBOARD = { width: 390, height: 844 - 380 } as const;

/** The dialog's box, the viewport's size, and whether the pointer is coarse (a touch screen). */
function layout(): { dialog: number[]; viewport: number[]; coarse: boolean } {
  const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
  const box = root?.querySelector('[role="dialog"]')?.getBoundingClientRect();
  return {
    dialog: box ? [box.x, box.y, box.width, box.height].map(Math.round) : [],
    viewport: [innerWidth, innerHeight],
    coarse: matchMedia('(pointer: coarse)').matches,
  };
}

/** The widget's controls under 44 px either way, as `class name width×height` (e2e/support/phone.ts). */
function smallTargets(): string[] {
  const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
  if (!root) return ['no widget'];
  return [...root.querySelectorAll('button, input:not([type="checkbox"]), label.check')]
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
    .map(({ control }) => control.className);
}

/** Whether the element (`:focus` for the focused one) is inside the visual viewport and what a tap there reaches. */
function reachable(selector: string): string {
  const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
  const element = selector === ':focus' ? root?.activeElement : root?.querySelector(selector);
  const viewport = window.visualViewport;
  if (!root || !element || !viewport) return 'not found';
  const box = element.getBoundingClientRect();
  const bottom = viewport.offsetTop + viewport.height;
  if (box.top < viewport.offsetTop || box.bottom > bottom) return `outside: ${Math.round(box.bottom)} > ${bottom}`;
  const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit === element || (hit !== null && element.contains(hit)) ? 'in view' : 'covered';
}

/**
 * On a touch screen no control is under 44 px; on a fine pointer (these engines without touch
 * emulation), only those that the touch rule of widget.css enlarges are: the small buttons and a
 * checkbox's label.
 */
async function expectThumbSized(page: EnginePage): Promise<void> {
  const { coarse } = await page.evaluate(layout);
  const small = await page.evaluate(smallTargets);
  if (coarse) expect(small).toEqual([]);
  else expect(small.filter((name) => !/\b(small|check)\b/.test(name))).toEqual([]);
}

/** The keyboard comes up (the viewport shrinks, as an Android WebView's does) while a field has focus. */
async function typeWithKeyboard(page: EnginePage, label: string, text: string): Promise<void> {
  const target = inside(dialog, field(label));
  // Focused, not tapped: WebKitGTK's driver cannot click into a text field of a shadow root.
  await page.focus(target);
  await page.setViewport(WITH_KEYBOARD);
  await page.fill(target, text);
  await eventually(
    `${label}: in view with the keyboard up`,
    () => page.evaluate(reachable, ':focus'),
    (where) => where === 'in view',
  );
  expect(await page.evaluate(reachable, 'form button.primary')).toBe('in view');
  await page.setViewport(PHONE);
}

// Chromium's phone journey is e2e/phone.spec.ts, with Playwright's full mobile emulation (touch, device scale).
journey(
  'on a phone: catalog, sign-in, credentials, MFA, syncing and done, with the keyboard up and a turn',
  async ({ page }) => {
    await page.setViewport(PHONE);
    await page.goto('/');
    await page.tap(button('Connect your retailers'));
    await visible(page, screen('catalog'));
    // A full-screen sheet. WebKitGTK's browser window is never narrower than 447 px: there the
    // phone is that wide, still under the sheet's 480.
    const { dialog: sheet, viewport } = await page.evaluate(layout);
    expect(viewport[0]).toBeLessThanOrEqual(page.engine === 'webkit' ? 447 : PHONE.width);
    expect(sheet).toEqual([0, 0, ...viewport]);
    await expectThumbSized(page);

    await page.tap(inside(dialog, button('Cobblestone Books')));
    await visible(page, screen('sign_in'));
    await expectThumbSized(page);
    await signInThroughPopup(page, inside(dialog, button('Sign in')), `engine_phone_${Date.now()}`);
    await visible(page, screen('credentials'));
    await expectThumbSized(page);

    await typeWithKeyboard(page, 'Username', 'user_mfa');
    await typeWithKeyboard(page, 'Password', 'pass_good');
    // Turned to landscape and back: the same screen, and what was typed is still there.
    await page.setViewport({ width: PHONE.height, height: PHONE.width });
    await visible(page, screen('credentials'));
    await page.setViewport(PHONE);
    const typed = await page.evaluate(() => {
      const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
      return ['#rs-username', '#rs-password'].map((id) => root?.querySelector<HTMLInputElement>(id)?.value);
    });
    expect(typed).toEqual(['user_mfa', 'pass_good']);
    await page.tap(inside(dialog, button('Connect')));

    await visible(page, screen('mfa'), 20_000);
    await expectThumbSized(page);
    await typeWithKeyboard(page, 'Verification code', '123456');
    await page.tap(inside(dialog, button('Verify')));
    await visible(page, screen('success'), 20_000);
    await expectThumbSized(page);
    await hostEvent(page, 'sync.completed');
  },
  { engines: ['firefox', 'webkit'], timeoutMs: 120_000 },
);

// In every engine, Chromium included: so this file has a journey for any E2E_ENGINES selection (an
// engine none of a file's journeys runs in gets no block, and a file with none fails in Vitest).
journey(
  'on a phone: the retailer grid fills the sheet down to its footer, its window rendering tiles to the bottom',
  async ({ page }) => {
    await page.setViewport(PHONE);
    await page.goto('/');
    await page.tap(button('Connect your retailers'));
    await visible(page, inside(dialog, button('Acorn & Ash Outfitters')));
    const extent = await eventually(
      `${page.engine}: the grid's box down to the footer`,
      () => page.evaluate(gridExtent),
      ({ box, footer }) => footer - box <= MAX_GAP_ABOVE_FOOTER,
    );
    expect(extent.box).toBeLessThanOrEqual(extent.footer);
    expect(extent.tiles).toBeGreaterThanOrEqual(extent.box + TILES_PAST_BOX);
  },
);
