import { expect, test } from '@playwright/test';
import { liftedTokenState } from './support/sandbox-api.ts';
import { expectHostEvent } from './support/host-page.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup } from './support/widget.ts';

test('sign out: the refresh token is revoked and the API refuses the old access token', async ({ page }) => {
  // Read the tokens the provider hands the widget, to try them after sign-out. Awaited, not read in
  // a response listener: the widget can show who signed in before such a listener has its body.
  const issued = page.waitForResponse(
    (response) =>
      response.url() === `${SANDBOX}/oauth/token` && response.request().method() === 'POST' && response.ok(),
  );
  const dialog = await openWidget(page);
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('signout'));
  await expect(dialog.getByText(/^Signed in as signout_/)).toBeVisible();
  const tokens = (await (await issued).json()) as { access_token?: string; refresh_token?: string };
  expect(tokens.access_token).toEqual(expect.any(String));
  expect(tokens.refresh_token).toEqual(expect.any(String));
  // Live: the API knows it, and refuses it off the page only because it is DPoP-bound.
  expect(await liftedTokenState(tokens.access_token!, 'b')).toBe('bound');

  const revoked = page.waitForResponse((response) => response.url() === `${SANDBOX}/oauth/token/revocation`);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await revoked;
  await expectHostEvent(page, 'auth.signed_out');

  expect(await liftedTokenState(tokens.access_token!, 'b')).toBe('dead');
  const refreshed = await fetch(`${SANDBOX}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: 'retailsync-demo',
    }).toString(),
  });
  expect(refreshed.status).toBe(400);
  expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
});
