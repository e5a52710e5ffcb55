import { expect, test } from '@playwright/test';
import {
  CONNECTIONS,
  connectedUser,
  connectionsOf,
  corsHeaders,
  intercept,
  latestSync,
  lower,
  problem502,
  startedSyncIds,
} from './support/faults.ts';
import { freshUser, openWidget, signInThroughPopup } from './support/widget.ts';

/** Lantern Toys. */
const RETAILER = 1012;

/** The first attempt and the transport's three retries (docs/core-sdk.md, "transport"). */
const ATTEMPTS_PER_CALL = 4;

const BAD_GATEWAYS = {
  'a storm of RFC 9457 502s': problem502,
  'an HTML error page (text/html 502) instead of JSON': (route: Parameters<typeof problem502>[0]) =>
    route.fulfill({
      status: 502,
      headers: corsHeaders({ 'content-type': 'text/html' }),
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
} as const;

for (const [fault, answer] of Object.entries(BAD_GATEWAYS)) {
  test(`${fault} on "Sync now", past the retry bound: "upstream" with Try again, which recovers once it stops`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const variant = 'B';
    const username = freshUser('storm');
    const user = await connectedUser(username, variant, RETAILER);
    const before = await latestSync(user);

    let storm = true;
    let served = 0;
    let passed = 0;
    await intercept(
      page,
      'POST',
      new RegExp(`^/${lower(variant)}${CONNECTIONS[variant]}/${RETAILER}/sync$`),
      async (route) => {
        if (storm) {
          served += 1;
          await answer(route);
          return;
        }
        passed += 1;
        await route.fallback();
      },
    );

    const dialog = await openWidget(page, `?variant=${variant}`);
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await dialog.getByRole('button', { name: 'Your connections' }).click();
    await dialog.getByRole('button', { name: 'Sync now: Lantern Toys' }).click();

    const error = page.locator('[data-screen="error"]');
    await expect(error).toHaveAttribute('data-error-code', 'upstream', { timeout: 15_000 });
    await expect(error.getByRole('alert')).toHaveText('The retailer’s service had a problem. Please try again.');
    expect(served).toBe(ATTEMPTS_PER_CALL);
    // Nothing reached the service, so nothing started there.
    expect((await latestSync(user)).syncId).toBe(before.syncId);

    storm = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    expect(served).toBe(ATTEMPTS_PER_CALL);
    expect(passed).toBe(1);
    const after = await latestSync(user);
    expect(after.syncId).not.toBe(before.syncId);
    expect(after.status).toBe('completed');
    expect(await startedSyncIds(page)).toEqual([after.syncId]);
    expect((await connectionsOf(user, variant)).map((item) => item.retailerId)).toEqual([RETAILER]);
  });
}
