import { expect, test } from '@playwright/test';
import {
  HOSTILE_DETAIL,
  HOSTILE_NAMES,
  hostileConnectionName,
  injectionEvidence,
  serveHostileService,
} from './support/hostile.ts';
import { expectHostEvent } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

test('markup in names and problem details is shown as text; non-web logo URLs get the monogram', async ({
  context,
  page,
}) => {
  const { hostileIds } = await serveHostileService(context);
  const dialogs: string[] = [];
  context.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const dialog = await openWidget(page);
  await expectHostEvent(page, 'catalog.loaded');
  const ids = await hostileIds;
  expect(ids).toHaveLength(HOSTILE_NAMES.length);

  // The catalog: each hostile name is the text of its button, markup characters and all.
  const catalogButtons = dialog.locator('button.retailer');
  for (const name of HOSTILE_NAMES) {
    const button = catalogButtons.filter({ hasText: name });
    await expect(button).toHaveCount(1);
    expect(await button.locator('span:not(.logo)').textContent()).toBe(name);
    // A logo URL that is not http(s) is never put in an <img>: the monogram stands in.
    await expect(button.locator('img')).toHaveCount(0);
    await expect(button.getByTestId('monogram')).toBeVisible();
  }
  let evidence = await injectionEvidence(page);
  expect(evidence).toMatchObject({ pwned: undefined, scripts: 0, imgX: 0, handlers: 0, frames: 0, links: 0 });
  expect(evidence.imgSources.length).toBeGreaterThan(0);
  for (const src of evidence.imgSources) expect(src).toMatch(new RegExp(`^${SANDBOX}/logos/\\d+\\.svg$`));

  // The credentials form names the retailer in its heading, as text.
  await catalogButtons.filter({ hasText: HOSTILE_NAMES[0] }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('hostile'));
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Connect ${HOSTILE_NAMES[0]}`);

  // Connecting answers a 403 problem whose detail carries markup: shown (on the form) as text.
  await submitCredentials(dialog, 'user_good');
  await expectHostEvent(page, 'connection.failed');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(HOSTILE_DETAIL);
  expect(await alert.textContent()).toBe(`This app is missing a permission. The service says: “${HOSTILE_DETAIL}”`);
  await expect(alert.locator('img, script, b')).toHaveCount(0);

  // The connections list: names from the service, as text; the hostile logos, monograms.
  await dialog.getByRole('button', { name: 'Back to retailers' }).click();
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  const cards = dialog.locator('[data-retailer-id]');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const retailerId = Number(await card.getAttribute('data-retailer-id'));
    expect(await card.locator('.name').textContent()).toBe(hostileConnectionName(retailerId));
    expect(ids).toContain(retailerId);
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card.getByTestId('monogram')).toBeVisible();
  }

  evidence = await injectionEvidence(page);
  expect(evidence).toMatchObject({ pwned: undefined, scripts: 0, imgX: 0, handlers: 0, frames: 0, links: 0 });
  for (const src of evidence.imgSources) expect(src).toMatch(new RegExp(`^${SANDBOX}/logos/\\d+\\.svg$`));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('control: the evidence check sees markup that did become elements', async ({ page }) => {
  const dialog = await openWidget(page);
  await expect(dialog.locator('button.retailer').first()).toBeVisible();
  // What an innerHTML-based renderer would have done with the first hostile name.
  await page.evaluate((name) => {
    const span = document
      .querySelector('[data-retail-sync]')!
      .shadowRoot!.querySelector('button.retailer span:not(.logo)')!;
    span.innerHTML = name;
  }, HOSTILE_NAMES[0]);
  await expect.poll(async () => (await injectionEvidence(page)).pwned).toBe(1);
  const evidence = await injectionEvidence(page);
  expect(evidence.imgX).toBe(1);
  expect(evidence.scripts).toBe(1);
  expect(evidence.handlers).toBeGreaterThan(0);
});
