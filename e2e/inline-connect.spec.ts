import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { expectHostEvent, recordApiRequests } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

const CONNECT_PATH = { A: '/a/sync/connections', B: '/b/sync/retailers' } as const;

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: connect user_good, the sync completes and the host lists the orders`, async ({
    page,
    context,
  }) => {
    // Console errors and uncaught errors, on the page and in the sign-in popup.
    const consoleErrors = watchConsoleErrors(context);
    const requests = recordApiRequests(page, SANDBOX);
    const dialog = await openWidget(page, `?variant=${variant}`);
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('connect'));
    await submitCredentials(dialog, 'user_good');

    const success = page.locator('[data-screen="success"]');
    await expect(success).toBeVisible({ timeout: 20_000 });
    const fetched = Number(/(\d+) orders fetched/.exec(await success.innerText())?.[1]);
    expect(fetched).toBeGreaterThanOrEqual(20);
    expect(fetched).toBeLessThanOrEqual(60);
    expect(requests.filter((request) => request === `POST ${CONNECT_PATH[variant]}`)).toHaveLength(1);

    // The host fills its own table with the SDK's headless client after sync.completed.
    await expectHostEvent(page, 'sync.completed');
    await expect(page.locator('#orders tbody tr')).toHaveCount(10);
    await expect(page.locator('#orders-caption')).toHaveText(`${fetched} orders in all; the 10 newest shown`);
    const retailerCells = await page.locator('#orders tbody tr td:nth-child(2)').allTextContents();
    // Named from the public catalog, not by number.
    expect(new Set(retailerCells)).toEqual(new Set(['Harbor Hardware']));
    // A new shopper's successful journey leaves the host's console quiet.
    expect(consoleErrors).toEqual([]);
  });
}
