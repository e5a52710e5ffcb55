import { expect, test } from '@playwright/test';
import { expectHostEvent } from './support/host-page.ts';
import {
  connectionsOf,
  corsHeaders,
  countRequests,
  intercept,
  latestSync,
  SYNC_POLL,
  startedSyncIds,
} from './support/faults.ts';
import { sandboxUser } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup, submitCredentials } from './support/widget.ts';

test('429 with Retry-After: 3 while polling: the poller waits it out (no poll before), stays on progress, and the sync completes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const username = freshUser('poll429');
  const LIMITED = 2;
  let served = 0;
  await intercept(page, 'GET', SYNC_POLL, async (route) => {
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
  const polls = countRequests(page, 'GET', SYNC_POLL);

  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_good');

  await expect.poll(() => served).toBe(1);
  const afterFirst = polls.length;
  // Two of the three seconds: the service said wait, so nothing is asked of it meanwhile.
  await page.waitForTimeout(2_000);
  expect(polls.length).toBe(afterFirst);
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
