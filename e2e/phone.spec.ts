import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, phoneShot, smallTouchTargets, tapReach, withKeyboard } from './support/phone.ts';
import { gridExtent, MAX_GAP_ABOVE_FOOTER, TILES_PAST_BOX } from './support/grid-extent.ts';
import { blockPopups, freshUser, signInOnSandboxPage } from './support/widget.ts';

/**
 * The journey on a phone: Chromium emulating one (390 × 844, touch, 3 device px per CSS px), every
 * control tapped, never clicked. On each screen no control is under 44 px; with the keyboard up,
 * the focused field and the form's button stay in view; turning the phone keeps the screen and
 * what was typed. Each screen is photographed (docs/screens.md, "Phones").
 */
test.use(PHONE);

/** Taps `trigger` (which opens the sign-in popup) and signs in there as a fresh `name` user, tapping too. */
async function signInInPopup(page: Page, trigger: Locator, name: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await trigger.tap();
  const popup = await popupOpened;
  await popup.getByLabel('Username').fill(freshUser(name));
  const closed = popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Sign in' }).tap();
  await closed;
}

async function expectThumbSized(page: Page): Promise<void> {
  expect(await smallTouchTargets(page)).toEqual([]);
}

test('catalog, sign-in, credentials, MFA, syncing and done, by touch, with the keyboard up', async ({
  page,
}, testInfo) => {
  test.slow(); // a real sync with an MFA stop, and a screenshot per screen
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect your retailers' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(page.locator('[data-screen="catalog"]')).toBeVisible();
  // A full-screen sheet: the whole width and height of the phone.
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'catalog');

  const search = dialog.getByLabel('Search retailers');
  await search.tap();
  await withKeyboard(page, async () => {
    await search.pressSequentially('cobble');
    expect(await tapReach(page, ':focus')).toBe('in view');
  });
  await dialog.getByRole('button', { name: 'Cobblestone Books' }).tap();
  await expect(page.locator('[data-screen="sign_in"]')).toBeVisible();
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'sign_in');

  await signInInPopup(page, dialog.getByRole('button', { name: 'Sign in' }), 'phone');
  await expect(page.locator('[data-screen="credentials"]')).toBeVisible();
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'credentials');

  const username = dialog.getByLabel('Username');
  const password = dialog.getByLabel('Password', { exact: true });
  await username.tap();
  await withKeyboard(page, async () => {
    await username.pressSequentially('user_mfa');
    expect(await tapReach(page, ':focus')).toBe('in view');
    expect(await tapReach(page, 'form button.primary')).toBe('in view');
    await password.tap();
    await password.pressSequentially('pass_good');
    expect(await tapReach(page, ':focus')).toBe('in view');
    expect(await tapReach(page, 'form button.primary')).toBe('in view');
    await phoneShot(page, testInfo, 'credentials-keyboard');
  });

  // Turned to landscape and back: the same screen, and what was typed is still there.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.locator('[data-screen="credentials"]')).toBeVisible();
  await expect(username).toHaveValue('user_mfa');
  await expect(password).toHaveValue('pass_good');
  await page.setViewportSize(PHONE.viewport);
  await expect(username).toHaveValue('user_mfa');

  await dialog.getByRole('button', { name: 'Connect', exact: true }).tap();
  await expect(page.locator('[data-screen="mfa"]')).toBeVisible({ timeout: 20_000 });
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'mfa');

  const code = dialog.getByLabel('Verification code');
  await code.tap();
  await withKeyboard(page, async () => {
    await code.pressSequentially('123456');
    expect(await tapReach(page, ':focus')).toBe('in view');
    expect(await tapReach(page, 'form button.primary')).toBe('in view');
    await phoneShot(page, testInfo, 'mfa-keyboard');
  });
  await dialog.getByRole('button', { name: 'Verify' }).tap();
  await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'syncing');

  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'success');

  await dialog.getByRole('button', { name: 'Your connections' }).tap();
  await expect(page.locator('[data-screen="connections"]')).toBeVisible();
  await expectThumbSized(page);
  await phoneShot(page, testInfo, 'connections');
});

for (const locale of ['en', 'ar']) {
  test(`safe areas (${locale}): the sheet's content clears the notch, the home indicator and the sides`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    // An iPhone's notch and home indicator, and (to tell the sides apart) a narrow inset on each side.
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 10, right: 20 } });
    await page.goto(`/?locale=${locale}`);
    await page.locator('#open-widget').tap();
    await expect(page.locator('[data-screen="catalog"]')).toBeVisible();
    const edges = await page.evaluate(() => {
      const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
      const bar = root.querySelector('.bar')!.getBoundingClientRect();
      const foot = root.querySelector('.foot')!.getBoundingClientRect();
      return { top: bar.top, bottom: foot.bottom, left: bar.left, right: bar.right };
    });
    // The insets are physical: the same sides in a right-to-left widget.
    expect(edges).toEqual({ top: 47, bottom: 844 - 34, left: 10, right: 390 - 20 });
  });
}

test('the retailer grid fills the sheet down to its footer, and its window renders tiles to the bottom', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect your retailers' }).tap();
  const grid = page.getByRole('dialog').getByRole('list', { name: 'Retailers' });
  await expect(grid.getByRole('button').first()).toBeVisible();
  // The grid's box ends within the body's bottom padding (20 px) above the footer: no blank band.
  await expect
    .poll(async () => {
      const { box, footer } = await page.evaluate(gridExtent);
      return footer - box;
    })
    .toBeLessThanOrEqual(MAX_GAP_ABOVE_FOOTER);
  const { box, tiles, footer } = await page.evaluate(gridExtent);
  expect(box).toBeLessThanOrEqual(footer);
  // The window measured the taller box: past its bottom it renders its overscan rows (the catalogue
  // has more than fit).
  expect(tiles).toBeGreaterThanOrEqual(box + TILES_PAST_BOX);

  // With the keyboard up the sheet is shorter: the grid follows it, and the window still fills it.
  await page.getByRole('dialog').getByLabel('Search retailers').tap();
  await withKeyboard(page, async () => {
    await expect.poll(async () => (await page.evaluate(gridExtent)).box).toBeLessThan(box);
    const up = await page.evaluate(gridExtent);
    expect(up.tiles).toBeGreaterThanOrEqual(up.box + TILES_PAST_BOX);
  });
});

test('scrolling the retailer grid stops at its end, and the page behind does not move', async ({ page }) => {
  await page.goto('/');
  // A long host page, which a touch scroll that runs past the grid's end would scroll.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { className: 'tall' })));
  await page.addStyleTag({ content: '.tall { height: 4000px }' });
  await page.getByRole('button', { name: 'Connect your retailers' }).tap();
  const grid = page.getByRole('dialog').getByRole('list', { name: 'Retailers' });
  await expect(grid.getByRole('button').first()).toBeVisible();
  const box = (await grid.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  // Real scroll gestures through the browser's input pipeline: the first takes the grid to its end,
  // the next start there, where a scroll that is not contained goes on to the page behind. Wheel
  // gestures, since headless Chromium performs no touch-sourced one (they scroll nothing); the
  // chaining that `overscroll-behavior` stops is the same for both.
  for (let gesture = 0; gesture < 3; gesture++) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(box.x + box.width / 2),
      y: Math.round(box.y + Math.min(box.height, 300) - 20),
      yDistance: -3000,
      gestureSourceType: 'mouse',
      speed: 6000,
    });
  }
  const scrolled = await page.evaluate(() => {
    const scroller = document.querySelector('[data-retail-sync]')!.shadowRoot!.querySelector('.scroller')!;
    return { grid: scroller.scrollTop, page: window.scrollY };
  });
  expect(scrolled.grid).toBeGreaterThan(0);
  expect(scrolled.page).toBe(0);
});

test('no popup on a phone: the full-page sign-in comes back to the retailer, and the host hears sync.completed', async ({
  page,
}) => {
  await blockPopups(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect your retailers' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).tap();
  await dialog.getByRole('button', { name: 'Sign in' }).tap();

  await signInOnSandboxPage(page, 'phone_redirect', 'tap');

  await expect(dialog.getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
  await expect(page.locator('#event-log li', { hasText: /^resumed / })).toHaveCount(1);
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password', { exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).tap();
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#event-log li', { hasText: /^sync\.completed / })).toHaveCount(1);
});
