import { expect, test } from '@playwright/test';
import { recordApiRequests } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

const SYNC_ALL = { A: 'POST /a/sync/connections/sync', B: 'POST /b/sync/retailers/sync' } as const;

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: sync all: one batch for every connection, followed to the end`, async ({ page }) => {
    const requests = recordApiRequests(page, SANDBOX);
    const dialog = await openWidget(page, `?variant=${variant}`);
    await dialog.getByRole('button', { name: 'Indigo Loom' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('syncall'));
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Add a retailer' }).click();
    await dialog.getByRole('button', { name: 'Kestrel Cycles' }).click();
    await submitCredentials(dialog, 'user_empty');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await expect(dialog.locator('[data-retailer-id]')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Sync all' }).click();

    await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    expect(requests.filter((request) => request === SYNC_ALL[variant])).toHaveLength(1);
    // The batch's progress lists both retailers.
    const started = await page
      .locator('#event-log li')
      .filter({ hasText: /^sync\.started / })
      .first()
      .innerText();
    expect(JSON.parse(started.slice('sync.started '.length))).toMatchObject({ retailerIds: [1009, 1011] });
  });
}
