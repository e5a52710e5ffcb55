import { expect, test } from '@playwright/test';
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

/** Harbor Hardware. */
const RETAILER = 1008;

const UNREADABLE = {
  'malformed JSON': { status: 200, contentType: 'application/json', body: '{"oops":' },
  'an HTML page with status 200': {
    status: 200,
    contentType: 'text/html',
    body: '<html><body>502 Bad Gateway</body></html>',
  },
} as const;

for (const [fault, answer] of Object.entries(UNREADABLE)) {
  test(`${fault} while polling the sync: "invalid_response", and Try again follows the same sync to its end`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const username = freshUser('garbled');
    let broken = true;
    let served = 0;
    await intercept(page, 'GET', SYNC_POLL, async (route) => {
      if (!broken) {
        await route.fallback();
        return;
      }
      served += 1;
      await route.fulfill({
        status: answer.status,
        headers: corsHeaders({ 'content-type': answer.contentType }),
        body: answer.body,
      });
    });
    const posts = countRequests(page, 'POST', /^\/b\/sync\//);

    const dialog = await openWidget(page);
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await submitCredentials(dialog, 'user_good');

    const error = page.locator('[data-screen="error"]');
    await expect(error).toHaveAttribute('data-error-code', 'invalid_response', { timeout: 15_000 });
    await expect(error.getByRole('alert')).toHaveText(
      'The service sent an answer we could not read. Please try again.',
    );
    // A body that cannot be read is not retried blindly: one garbled answer, one clear message.
    expect(served).toBe(1);

    broken = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    // Try again followed the sync the connect started; it started nothing new.
    expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(['/b/sync/retailers']);
    const user = await sandboxUser(username, 'b');
    const latest = await latestSync(user);
    expect(latest.status).toBe('completed');
    expect(new Set(await startedSyncIds(page))).toEqual(new Set([latest.syncId]));
    expect((await connectionsOf(user, 'B')).map((item) => item.retailerId)).toEqual([RETAILER]);
  });
}
