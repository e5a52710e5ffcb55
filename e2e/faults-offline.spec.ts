import { expect, test } from '@playwright/test';
import { connectionsOf, latestSync, startedSyncIds } from './support/faults.ts';
import { sandboxUser } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup, submitCredentials } from './support/widget.ts';

test('the network goes away mid-sync and comes back: the offline message, no error, and the same sync completes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const username = freshUser('offline');
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Northwind Electronics' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_slow'); // scanning takes 30 s at any sandbox speed
  const syncing = page.locator('[data-screen="syncing"]');
  await expect(syncing).toHaveAttribute('data-status', 'scanning', { timeout: 10_000 });

  await context.setOffline(true);
  const banner = dialog.locator('.offline');
  await expect(banner).toHaveText('You are offline. Waiting for the network…');
  // Longer than a poll interval: the widget waits instead of failing.
  await page.waitForTimeout(3_000);
  await expect(syncing).toBeVisible();
  await expect(page.locator('[data-screen="error"]')).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner).toBeEmpty();
  // The rest of the 30 s scan, plus a poll.
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 40_000 });

  const user = await sandboxUser(username, 'b');
  const latest = await latestSync(user);
  expect(latest.status).toBe('completed');
  expect(await startedSyncIds(page)).toEqual([latest.syncId]);
  expect((await connectionsOf(user, 'B')).map((item) => item.retailerId)).toHaveLength(1);
});
