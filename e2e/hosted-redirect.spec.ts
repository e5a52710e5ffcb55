import { expect, test, type Page } from '@playwright/test';
import { serveDemoSandboxScript } from './support/csp.ts';
import { blockPopups, DEMO, SANDBOX, signInOnSandboxPage, submitCredentials } from './support/widget.ts';

/**
 * The hosted widget by full-page redirect (docs/hosted-mode.md, "By redirect"; docs/mobile-and-webviews.md):
 * where `window.open` gives nothing back on every page, as in many webviews, the host's openHosted()
 * falls back to sending the whole page to the hosted widget, which signs in, connects and syncs there
 * and comes back to the registered returnTo with a signed result that readHostedResult() verifies.
 */
const RETURN_PAGE = '/demo/host/hosted-redirect.html';
const MFA_CODE = '123456';

/**
 * The signed result the hosted page gets from the service, as it passes (the page leaves right after,
 * so the response cannot be read afterwards).
 */
async function signedResults(page: Page): Promise<string[]> {
  const results: string[] = [];
  await page.route(`${SANDBOX}/hosted/results`, async (route) => {
    const response = await route.fetch();
    results.push(((await response.json()) as { result: string }).result);
    await route.fulfill({ response });
  });
  return results;
}

/** Every page of the context: `window.open` opens nothing, as in a webview that cannot. */
test.beforeEach(async ({ context }) => {
  await blockPopups(context);
});

/**
 * From the host's click on `button` of `returnPage` (the page the result comes back to) to the hosted
 * widget's credentials form for `retailer`, signed in as a new user.
 */
async function redirectAndSignIn(
  page: Page,
  retailer: string,
  { returnPage = RETURN_PAGE, button = 'Connect your retailers' } = {},
): Promise<void> {
  await page.goto(returnPage);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/hosted/\\?`));
  const query = new URL(page.url()).searchParams;
  expect(query.get('return_to')).toBe(`${DEMO}${returnPage}`);
  expect(query.get('result_nonce')).toMatch(/^[0-9a-f]{48}$/);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: retailer }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await signInOnSandboxPage(page, 'redirect');
  await expect(page).toHaveURL(`${SANDBOX}/hosted/`);
}

test.describe('hosted widget by redirect, with popups impossible', () => {
  test('signs in, connects with MFA, and the host reads the verified completed sync on its returnTo', async ({
    page,
  }) => {
    await redirectAndSignIn(page, 'Cobblestone Books');
    const dialog = page.getByRole('dialog');
    await submitCredentials(dialog, 'user_mfa');
    await expect(page.locator('[data-screen="mfa"]')).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Verification code').fill(MFA_CODE);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    const signed = await signedResults(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Back on the host's registered page, which checked the result and took it out of its address.
    await expect(page).toHaveURL(`${DEMO}${RETURN_PAGE}`);
    await expect(page.locator('#result-outcome')).toHaveText('success');
    await expect(page.locator('#result-sync')).toHaveText(/^sync_[0-9a-f]+$/);
    await expect(page.locator('#result-retailers')).toHaveText('1003'); // Cobblestone Books
    await expect(page.getByRole('status')).toHaveText('Your retailers are connected and synced.');
    expect(page.url()).not.toContain('retail_sync_result');
    const [result] = signed;

    // The same result again (a replay, e.g. the address shared or reloaded): refused. From another
    // page, so that the address is loaded anew rather than its fragment changed.
    await page.goto('about:blank');
    await page.goto(`${DEMO}${RETURN_PAGE}#retail_sync_result=${result!}`);
    await expect(page.getByRole('status')).toHaveText('The result was refused (not_started).');
    await expect(page.locator('#hosted-result')).toBeHidden();
  });

  test('an edited result is refused, though it came back to the page that started the redirect', async ({ page }) => {
    await redirectAndSignIn(page, 'Bluewater Market');
    // Leaving at once, the shopper's result is an exit; the page comes back with it.
    const signed = await signedResults(page);
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
    await expect(page.locator('#result-outcome')).toHaveText('exit');
    const [result] = signed as [string];

    // Start again, and come back with the claims edited to say success.
    await page.getByRole('button', { name: 'Connect your retailers in this page' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/hosted/\\?`));
    const nonce = new URL(page.url()).searchParams.get('result_nonce')!;
    const [header, payload, signature] = result.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, outcome: 'success', nonce })).toString('base64url');
    await page.goto(`${DEMO}${RETURN_PAGE}#retail_sync_result=${header}.${edited}.${signature}`);
    await expect(page.getByRole('status')).toHaveText('The result was refused (invalid_signature).');
    await expect(page.locator('#hosted-result')).toBeHidden();
  });

  test('the sandbox refuses a returnTo that is not registered for the client', async ({ page }) => {
    const query = new URLSearchParams({
      client_id: 'retailsync-demo',
      host_origin: DEMO,
      return_to: `${DEMO}/not-registered.html`,
      result_nonce: 'n0nce-made-by-the-host-0123456789',
    });
    const response = await page.goto(`${SANDBOX}/hosted/?${query}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading')).toHaveText('This return address is not registered');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/**
 * The same by the script-tag bundle and the loader, with no build step on the host's side: their
 * global's `RetailSync.startHostedRedirect` sends the page, and `RetailSync.readHostedResult` checks
 * the result it comes back with, loading the verifier's file (dist/retail-sync.result.js) only then.
 */
for (const [name, returnPage] of [
  ['the script-tag bundle', '/demo/host/script-tag.html'],
  ['the loader', '/demo/host/loader.html'],
] as const) {
  test(`${name}: RetailSync.startHostedRedirect sends the page, RetailSync.readHostedResult reads the verified completed sync`, async ({
    context,
    page,
  }) => {
    // The page comes back to its address without `?sandbox=`: this run's sandbox is named in the script instead.
    await serveDemoSandboxScript(context);
    const verifierLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/dist/retail-sync.result.js')) verifierLoads.push(new URL(request.url()).pathname);
    });
    await redirectAndSignIn(page, 'Cobblestone Books', { returnPage, button: 'Open the hosted widget in this page' });
    // A plain visit had no result to check: the verifier was not loaded.
    expect(verifierLoads).toEqual([]);
    const dialog = page.getByRole('dialog');
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(page).toHaveURL(`${DEMO}${returnPage}`);
    await expect(page.locator('#redirect-status')).toHaveText(
      /^Hosted result: success, sync sync_[0-9a-f]+, retailers 1003$/,
    );
    expect(verifierLoads).toEqual(['/dist/retail-sync.result.js']);
  });
}
