import { expect, test } from '@playwright/test';
import { recordApiRequests } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

/** Repairing a connection in status error: Update Connection in variant A, connecting again in B. */
const REPAIR_REQUEST = { A: 'PUT /a/sync/connections/1002', B: 'POST /b/sync/retailers' } as const;

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: reconnect the seeded connection in error`, async ({ page }) => {
    const requests = recordApiRequests(page, SANDBOX);
    const dialog = await openWidget(page, `?variant=${variant}`);
    // A demo_* user starts with its own copy of the demo seed (1002 is in error).
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('demo'));
    await expect(page.locator('[data-screen="mfa"]')).toBeVisible(); // its pending sync waits for a code
    await dialog.getByRole('button', { name: 'Your connections' }).click();
    const broken = dialog.locator('[data-retailer-id="1002"]');
    await expect(broken).toContainText('Needs attention');

    await broken.getByRole('button', { name: 'Reconnect: Bluewater Market' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reconnect Bluewater Market' })).toBeVisible();
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    expect(requests.filter((request) => request === REPAIR_REQUEST[variant])).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await expect(dialog.locator('[data-retailer-id="1002"]')).toContainText('Active');
    await expect(dialog.getByRole('button', { name: 'Reconnect: Bluewater Market' })).toHaveCount(0);
  });
}
