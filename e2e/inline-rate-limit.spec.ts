import { expect, test } from '@playwright/test';
import { sandboxUser, waitForSyncEnd } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup } from './support/widget.ts';

/** Variant A's connections are /sync/connections, variant B's /sync/retailers (docs/sandbox.md). */
const CONNECTIONS = { A: '/sync/connections', B: '/sync/retailers' } as const;

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: the 11th sync of a retailer in an hour shows how long to wait`, async ({ page }) => {
    test.setTimeout(60_000);
    // Ten syncs of Lantern Toys (1012), made through the API: the connect, then nine more. user_bad
    // fails at "connecting", the quickest way through the sandbox's simulated sync.
    const username = freshUser('quota');
    const user = await sandboxUser(username, variant === 'A' ? 'a' : 'b');
    const connected = await user.request('POST', CONNECTIONS[variant], {
      retailerId: 1012,
      credentials: { username: 'user_bad', password: 'pass_good' },
    });
    expect(connected.status).toBe(201);
    await waitForSyncEnd(user, (connected.body as { sync: { syncId: string } }).sync.syncId);
    for (let sync = 2; sync <= 10; sync += 1) {
      const started = await user.request('POST', `${CONNECTIONS[variant]}/1012/sync`);
      expect(started.status).toBe(202);
      await waitForSyncEnd(user, (started.body as { syncId: string }).syncId);
    }

    const dialog = await openWidget(page, `?variant=${variant}`);
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await dialog.getByRole('button', { name: 'Sync now: Lantern Toys' }).click();

    const error = page.locator('[data-screen="error"]');
    await expect(error).toHaveAttribute('data-error-code', 'rate_limited');
    // The sandbox's window is an hour; the first of the ten syncs was seconds ago.
    await expect(error.getByRole('timer')).toHaveText(/^You can try again in (59|60) minutes\.$/);
    await expect(error.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
}
