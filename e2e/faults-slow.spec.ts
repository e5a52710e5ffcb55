import { expect, test } from '@playwright/test';
import { connectionsOf, countRequests, intercept, latestSync, SYNC_POLL, startedSyncIds } from './support/faults.ts';
import { sandboxUser } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup, submitCredentials } from './support/widget.ts';

const SLOW_MS = 10_000;
const slow = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, SLOW_MS));

test('a sync poll answered after 10 s: the progress stays on screen, no second poll overlaps it, and the sync completes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const username = freshUser('slowpoll');
  let delayed = 0;
  await intercept(page, 'GET', SYNC_POLL, async (route) => {
    if (delayed === 0) {
      delayed += 1;
      await slow();
    }
    await route.fallback();
  });
  const polls = countRequests(page, 'GET', SYNC_POLL);

  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_good');

  await expect.poll(() => delayed).toBe(1);
  await page.waitForTimeout(SLOW_MS / 2);
  await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
  await expect(page.locator('[data-screen="error"]')).toHaveCount(0);
  expect(polls).toHaveLength(1);

  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  const user = await sandboxUser(username, 'b');
  const latest = await latestSync(user);
  expect(latest.status).toBe('completed');
  expect(await startedSyncIds(page)).toEqual([latest.syncId]);
});

test('a connect answered after 10 s: the form stays busy (no error, no second submit), then the sync runs; one connection', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const username = freshUser('slowconn');
  let attempts = 0;
  await intercept(page, 'POST', /^\/b\/sync\/retailers$/, async (route) => {
    attempts += 1;
    const answer = await route.fetch(); // the sandbox has created the connection; the answer is late
    await slow();
    await route.fulfill({ response: answer });
  });

  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_good');

  await expect.poll(() => attempts).toBe(1);
  await page.waitForTimeout(SLOW_MS / 2);
  const credentials = page.locator('[data-screen="credentials"]');
  await expect(credentials).toBeVisible();
  await expect(credentials.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
  await expect(credentials.getByRole('alert')).toHaveCount(0);

  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  expect(attempts).toBe(1);
  const user = await sandboxUser(username, 'b');
  expect((await connectionsOf(user, 'B')).map((item) => item.retailerId)).toEqual([1008]);
  expect(await startedSyncIds(page)).toEqual([(await latestSync(user)).syncId]);
});
