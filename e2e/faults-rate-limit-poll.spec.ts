import { expect, test } from '@playwright/test';
import { expectHostEvent } from './support/host-page.ts';
import { connectionsOf, corsHeaders, intercept, latestSync, SYNC_POLL, startedSyncIds } from './support/faults.ts';
import { sandboxUser } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup, submitCredentials } from './support/widget.ts';

test('429 with Retry-After: 3 while polling: the poller waits it out (no poll before), stays on progress, and the sync completes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const username = freshUser('poll429');
  const LIMITED = 2;
  let served = 0;
  // When each poll reached the network (the route sees every one, answered here or passed on).
  const pollTimes: number[] = [];
  await intercept(page, 'GET', SYNC_POLL, async (route) => {
    pollTimes.push(Date.now());
    if (served >= LIMITED) {
      await route.fallback();
      return;
    }
    served += 1;
    await route.fulfill({
      status: 429,
      headers: corsHeaders({ 'content-type': 'application/problem+json', 'retry-after': '3' }),
      body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429 }),
    });
  });

  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_good');

  await expect.poll(() => served).toBe(1);
  await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
  // The service said wait 3 s, so nothing is asked of it meanwhile. Measured from the poll times
  // rather than by sleeping after noticing the 429, which a busy machine notices late. The margin
  // is for the test's own clock: a retry on backoff instead would come within about a second.
  await expect.poll(() => pollTimes.length, { timeout: 10_000 }).toBeGreaterThan(1);
  expect(pollTimes[1]! - pollTimes[0]!).toBeGreaterThanOrEqual(2_500);
  await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
  await expectHostEvent(page, 'rate_limited');
  await expect(
    page
      .locator('#event-log li')
      .filter({ hasText: /^rate_limited / })
      .first(),
  ).toContainText('"retryAfterSeconds":3');

  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-screen="error"]')).toHaveCount(0);
  expect(served).toBe(LIMITED);

  const user = await sandboxUser(username, 'b');
  const latest = await latestSync(user);
  expect(latest.status).toBe('completed');
  expect(await startedSyncIds(page)).toEqual([latest.syncId]);
  expect((await connectionsOf(user, 'B')).map((item) => item.retailerId)).toEqual([1008]);
});
