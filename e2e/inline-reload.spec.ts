import { expect, test } from '@playwright/test';
import { expectHostEvent, recordApiRequests } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

test('the page reloaded mid-sync: after signing in again the widget follows the running sync, starting none', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const username = freshUser('reload');
  let dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Northwind Electronics' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_slow'); // scanning takes 30 s at any sandbox speed
  await expect(page.locator('[data-screen="syncing"]')).toHaveAttribute('data-status', 'scanning', { timeout: 10_000 });

  await page.reload();
  const requests = recordApiRequests(page, SANDBOX);
  dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Connect your retailers' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);

  await expect(page.locator('[data-screen="syncing"]')).toBeVisible();
  await expectHostEvent(page, 'sync.started');
  await expect(page.locator('#event-log li').filter({ hasText: /^sync\.started / })).toContainText('"resumed":true');
  // The rest of the 30 s scan, plus a poll.
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 40_000 });
  expect(requests).toContain('GET /b/sync/sessions/latest');
  expect(requests.filter((request) => request.startsWith('POST ') || request.startsWith('PUT '))).toEqual([]);
});
