import { expect, test, type Page } from '@playwright/test';
import { expectHostEvent, hostEventTypes, recordApiRequests } from './support/host-page.ts';
import { HOSTED_DEMO, hostedLogEntries, openHostedPopup } from './support/hosted.ts';
import { freshUser, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

/** Repairing a connection in status error: Update Connection in variant A, connecting again in B. */
const REPAIR_REQUEST = { A: 'PUT /a/sync/connections/1002', B: 'POST /b/sync/retailers' } as const;

/** The demo host page's log line of its last `open` event: what the host was told it opened. */
async function lastOpen(page: Page): Promise<string | undefined> {
  const lines = await page.locator('#event-log li').allTextContents();
  return lines.find((line) => line.startsWith('open '));
}

/** Opens the widget at retailer `id` with the demo page's own control. */
async function openAtRetailer(page: Page, id: string): Promise<void> {
  await page.locator('#target-retailer').fill(id);
  await page.getByRole('button', { name: 'Open at this retailer' }).click();
}

for (const variant of ['A', 'B'] as const) {
  test.describe(`variant ${variant}: open(target) inline`, () => {
    test('{ retailerId } of a retailer not connected: sign in first, then its credentials form', async ({ page }) => {
      await page.goto(`/?variant=${variant}`);
      await openAtRetailer(page, '1008');
      const dialog = page.getByRole('dialog');
      await expect(page.locator('[data-screen="sign_in"]')).toBeVisible();
      expect(await lastOpen(page)).toBe('open {"target":{"retailerId":1008}}');
      await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('target'));
      await expect(dialog.getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
    });

    test('{ retailerId } of a connected retailer: the connections screen at that connection', async ({ page }) => {
      await page.goto(`/?variant=${variant}`);
      await openAtRetailer(page, '1001');
      const dialog = page.getByRole('dialog');
      await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('demo'));
      await expect(page.locator('[data-screen="connections"]')).toBeVisible();
      await expect(dialog.locator('[data-retailer-id="1001"]')).toHaveAttribute('aria-current', 'true');
    });

    test("{ view: 'connections' }: sign in first, then the connections", async ({ page }) => {
      await page.goto(`/?variant=${variant}`);
      await page.getByRole('button', { name: 'Open your connections' }).click();
      const dialog = page.getByRole('dialog');
      await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('demo'));
      await expect(page.locator('[data-screen="connections"]')).toBeVisible();
      await expect(dialog.locator('[data-retailer-id="1002"]')).toContainText('Needs attention');
      expect(await lastOpen(page)).toBe('open {"target":{"view":"connections"}}');
    });

    test('an unknown retailer: the error screen and event, with the way back to the retailers', async ({ page }) => {
      await page.goto(`/?variant=${variant}`);
      await openAtRetailer(page, '999999');
      const dialog = page.getByRole('dialog');
      await expect(page.locator('[data-error-code="retailer_not_found"]')).toBeVisible();
      await expect(dialog.getByText('We could not find that retailer.')).toBeVisible();
      await expectHostEvent(page, 'error');
      expect((await hostEventTypes(page)).filter((type) => type.startsWith('auth.'))).toEqual([]);
      await dialog.getByRole('button', { name: 'Back to retailers' }).click();
      await expect(page.locator('[data-screen="catalog"]')).toBeVisible();
    });

    test('{ retailerId, reconnect } of a working connection: the error screen and event, then the connections', async ({
      page,
    }) => {
      const requests = recordApiRequests(page, SANDBOX);
      await page.goto(`/?variant=${variant}`);
      await page.locator('#target-reconnect').check();
      await openAtRetailer(page, '1001'); // active in the demo seed
      const dialog = page.getByRole('dialog');
      await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('demo'));
      await expect(page.locator('[data-error-code="connection_not_in_error"]')).toBeVisible();
      await expect(dialog.getByText('This connection is working, so it does not need reconnecting.')).toBeVisible();
      expect(await lastOpen(page)).toBe('open {"target":{"retailerId":1001,"reconnect":true}}');
      await expectHostEvent(page, 'error');
      await dialog.getByRole('button', { name: 'Go to your connections' }).click();
      await expect(page.locator('[data-screen="connections"]')).toBeVisible();
      // Nothing was sent to repair it.
      expect(requests.filter((request) => /^(PUT|POST) .*\/1001$|^POST \/b\/sync\/retailers$/.test(request))).toEqual(
        [],
      );
    });

    test("the host's own Reconnect button repairs the connection in error, and the orders name the retailer", async ({
      page,
    }) => {
      const requests = recordApiRequests(page, SANDBOX);
      await page.goto(`/?variant=${variant}`);
      await page.getByRole('button', { name: 'Connect your retailers' }).click();
      const dialog = page.getByRole('dialog');
      // A demo_* user starts with its own copy of the demo seed (1002 is in error).
      await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('demo'));
      await expect(page.locator('[data-screen="mfa"]')).toBeVisible(); // its pending sync waits for a code
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The host's own list, named from the catalog; a Reconnect button only beside the one in error.
      const hostList = page.locator('#host-connections');
      await expect(hostList.locator('li[data-retailer-id="1002"]')).toContainText('Bluewater Market: error');
      await expect(hostList.getByRole('button')).toHaveCount(1);
      await hostList.getByRole('button', { name: 'Reconnect Bluewater Market' }).click();

      await expect(dialog.getByRole('heading', { name: 'Reconnect Bluewater Market' })).toBeVisible();
      expect(await lastOpen(page)).toBe('open {"target":{"retailerId":1002,"reconnect":true}}');
      await submitCredentials(dialog, 'user_good');
      await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
      expect(requests.filter((request) => request === REPAIR_REQUEST[variant])).toHaveLength(1);
      await expect(hostList.locator('li[data-retailer-id="1002"]')).toContainText('Bluewater Market: active');
      await expect(hostList.getByRole('button')).toHaveCount(0);
      await expect(page.locator('#orders tbody tr').first()).toBeVisible();
      const retailerCells = await page.locator('#orders tbody tr td:nth-child(2)').allTextContents();
      // Named from the public catalog, never by number.
      expect(retailerCells.filter((cell) => cell === '' || /^\d+$/.test(cell))).toEqual([]);
    });
  });
}

test('the hosted popup opens at its target: sign in there, then the connections', async ({ page }) => {
  await page.goto(HOSTED_DEMO);
  const popup = await openHostedPopup(page, 'Your connections, in a popup');
  expect(new URL(popup.url()).searchParams.get('view')).toBe('connections');
  await popup.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(popup).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
  await popup.getByLabel('Username').fill(freshUser('demo'));
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // Back from the sign-in at a bare address: the target came from the page's remembered parameters.
  await expect(popup.locator('[data-screen="connections"]')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => hostedLogEntries(page)).toContain('open {"target":{"view":"connections"}}');
});

test('the custom element opens at the target its attributes name', async ({ page }) => {
  await page.goto(`/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`);
  const element = page.locator('retail-sync-widget');
  await element.evaluate((el) => el.setAttribute('retailer-id', '999999'));
  await element.getByRole('button', { name: 'Connect your retailers' }).click();
  await expect(page.locator('[data-error-code="retailer_not_found"]')).toBeVisible();
  await expect(page.locator('#event-log li', { hasText: /^element open / })).toHaveText(
    'element open {"target":{"retailerId":999999}}',
  );
});
