import { expect, test } from '@playwright/test';
import { recordApiRequests } from './support/host-page.ts';
import { sandboxUser, waitForSyncEnd } from './support/sandbox-api.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

const SYNC_ALL = { A: 'POST /a/sync/connections/sync', B: 'POST /b/sync/retailers/sync' } as const;
/** Variant A's connections are /sync/connections, variant B's /sync/retailers (docs/sandbox.md). */
const CONNECTIONS = { A: '/sync/connections', B: '/sync/retailers' } as const;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  test(`variant ${variant}: sync all with a retailer at its hourly limit says which was not synced, and when`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Two connections made through the API: Indigo Loom (1009), then Lantern Toys (1012) synced ten
    // times, the sandbox's hourly limit (docs/sandbox.md). user_bad fails at "connecting", the
    // quickest way through a sync; each is waited for after a pause, to spend few of the user's
    // 100 requests a minute before the widget signs in as the same user.
    const username = freshUser('partial');
    const user = await sandboxUser(username, variant === 'A' ? 'a' : 'b');
    const path = CONNECTIONS[variant];
    const other = await user.request('POST', path, {
      retailerId: 1009,
      credentials: { username: 'user_empty', password: 'pass_good' },
    });
    expect(other.status).toBe(201);
    const first = await user.request('POST', path, {
      retailerId: 1012,
      credentials: { username: 'user_bad', password: 'pass_good' },
    });
    expect(first.status).toBe(201);
    const syncIds = [(first.body as { sync: { syncId: string } }).sync.syncId];
    for (let sync = 2; sync <= 10; sync += 1) {
      await pause(800);
      await waitForSyncEnd(user, syncIds.at(-1)!);
      const started = await user.request('POST', `${path}/1012/sync`);
      expect(started.status).toBe(202);
      syncIds.push((started.body as { syncId: string }).syncId);
    }
    await pause(800);
    await waitForSyncEnd(user, syncIds.at(-1)!);
    await waitForSyncEnd(user, (other.body as { sync: { syncId: string } }).sync.syncId);

    const dialog = await openWidget(page, `?variant=${variant}`);
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await expect(dialog.locator('[data-retailer-id]')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Sync all' }).click();

    const success = page.locator('[data-screen="success"]');
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success.getByRole('heading', { name: 'Synced, except 1 retailer' })).toBeVisible();
    await expect(success.getByRole('heading', { name: 'All synced' })).toHaveCount(0);
    const lantern = success.locator('li', { hasText: 'Lantern Toys' });
    await expect(lantern).toHaveAttribute('data-status', 'not_synced');
    // The window is an hour; the first of the ten syncs was seconds ago.
    await expect(lantern.locator('.muted')).toHaveText(/^Not synced · You can try again in (59|60) minutes\.$/);
    await expect(success.locator('li', { hasText: 'Indigo Loom' })).toHaveAttribute('data-status', 'completed');

    // The host heard rate_limited once, for Lantern Toys, with its wait; the batch was Indigo Loom.
    const entries = await page.locator('#event-log li').allTextContents();
    const payloads = (type: string): unknown[] =>
      entries
        .filter((entry) => entry.startsWith(`${type} `))
        .map((entry): unknown => JSON.parse(entry.slice(type.length + 1)));
    const limited = payloads('rate_limited');
    expect(limited).toHaveLength(1);
    expect(limited[0]).toEqual({ retailerId: 1012, retryAfterSeconds: expect.any(Number) });
    expect((limited[0] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
    expect(payloads('sync.started')).toContainEqual(expect.objectContaining({ retailerIds: [1009] }));
  });
}
