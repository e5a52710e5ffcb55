import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { openHostedPopup } from './support/hosted.ts';
import { serveDemoSandboxScript } from './support/csp.ts';
import {
  blockPopups,
  DEMO,
  freshUser,
  SANDBOX,
  signInOnSandboxPage,
  signInThroughPopup,
  submitCredentials,
} from './support/widget.ts';

test.describe('loader', () => {
  test('the loader defines RetailSync; the widget is fetched once, on the first open(), and connects user_good', async ({
    page,
    context,
  }) => {
    // Every console error on the page and in the sign-in popup: a successful journey has none.
    const consoleErrors = watchConsoleErrors(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Network failures are checked by response below (the browser's own favicon.ico 404 aside).
      if (/integrity|RetailSync/i.test(message.text())) errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        errors.push(`${response.status()} ${response.url()}`);
    });
    const bundleRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/retail-sync(\.[a-z]{2})?\.js$/.test(new URL(request.url()).pathname)) bundleRequests.push(request.url());
    });

    await page.goto(`/demo/host/loader.html?sandbox=${encodeURIComponent(SANDBOX)}`);
    await expect(page.locator('script[src="/dist/retail-sync-loader.js"]')).toHaveAttribute(
      'integrity',
      /^sha384-[A-Za-z0-9+/]{64}$/,
    );
    // The loader ran (under its integrity) and the page's code created a widget with it.
    await expect(page.locator('#bundle-version')).toHaveText('0.1.0');
    const before = await page.evaluate(() => ({
      keys: Object.keys(window.RetailSync ?? {}).sort(),
      element: customElements.get('retail-sync-widget') !== undefined,
    }));
    expect(before).toEqual({
      keys: ['create', 'openHosted', 'readHostedResult', 'register', 'startHostedRedirect', 'version'],
      element: false,
    });
    // Nothing of the widget before open(), even after the page has settled.
    await page.waitForLoadState('networkidle');
    expect(bundleRequests).toEqual([]);

    await page.getByRole('button', { name: 'Connect your retailers' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Harbor Hardware' })).toBeVisible();
    expect(bundleRequests.map((url) => new URL(url).pathname)).toEqual(['/dist/retail-sync.js']);
    // The `on()` listeners the page registered before the bundle arrived were handed over.
    await expect(page.locator('#event-log li', { hasText: /^open / })).toHaveCount(1);
    await expect(page.locator('#event-log li', { hasText: /^catalog\.loaded / })).toHaveCount(1);

    // Closed and opened again: the bundle is not fetched a second time.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Connect your retailers' }).click();
    await expect(dialog.getByRole('button', { name: 'Harbor Hardware' })).toBeVisible();
    expect(bundleRequests).toHaveLength(1);
    // The bundle handed itself to the loader's global instead of replacing it.
    expect(await page.evaluate(() => Object.keys(window.RetailSync ?? {}).sort())).toEqual([
      'create',
      'openHosted',
      'readHostedResult',
      'register',
      'startHostedRedirect',
      'version',
    ]);

    // The rest of a new shopper's journey, through the widget the loader fetched.
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('loader'));
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#event-log li', { hasText: /^sync\.completed / })).toHaveCount(1);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * What the loader journeys check on the page: uncaught errors and the console lines about a refused
 * `integrity` or RetailSync, and the path of every script it loads, in order.
 */
function watchLoaderPage(page: Page): { errors: string[]; scripts: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/integrity|RetailSync/i.test(message.text())) errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { errors, scripts };
}

test('with locale es, the widget loads the catalogue index, then dist/retail-sync.es.js (each under its SRI hash), and speaks Spanish', async ({
  page,
}) => {
  const { errors, scripts } = watchLoaderPage(page);

  await page.goto(`/demo/host/loader.html?locale=es&sandbox=${encodeURIComponent(SANDBOX)}`);
  await page.getByRole('button', { name: 'Connect your retailers' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Conecta una tienda' })).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/dist/'))).toEqual([
    '/dist/retail-sync-loader.js',
    '/dist/retail-sync.js',
    '/dist/retail-sync.catalogues.js',
    '/dist/retail-sync.es.js',
  ]);
  expect(errors).toEqual([]);
});

test('RetailSync.openHosted through the loader opens the hosted popup and loads only the hosted file, never the widget', async ({
  page,
}) => {
  const { errors, scripts } = watchLoaderPage(page);
  await page.goto(`/demo/host/loader.html?sandbox=${encodeURIComponent(SANDBOX)}`);

  const popup = await openHostedPopup(page, 'Open the hosted popup');
  const query = new URL(popup.url()).searchParams;
  expect(new URL(popup.url()).origin).toBe(SANDBOX);
  expect([query.get('client_id'), query.get('host_origin')]).toEqual(['retailsync-demo', DEMO]);
  // The hosted widget speaks to the host through the loader's handle.
  await expect(page.locator('#event-log li', { hasText: /^hosted ready / })).toHaveCount(1);
  await expect(page.locator('#event-log li', { hasText: /^hosted open / })).toHaveCount(1);
  expect(scripts.filter((path) => path.startsWith('/dist/'))).toEqual([
    '/dist/retail-sync-loader.js',
    '/dist/retail-sync.hosted.js',
  ]);

  await popup.close();
  await expect(page.locator('#event-log li', { hasText: /^hosted exit / })).toHaveCount(1);
  await expect(page.locator('#event-log li', { hasText: /^hosted close / })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('no popup: the full-page sign-in comes back to the loader page at the retailer picked, which connects and syncs', async ({
  context,
  page,
}) => {
  await blockPopups(context);
  // The sign-in comes back to the page's address without `?sandbox=`: this run's sandbox is named in the script.
  await serveDemoSandboxScript(context);
  await page.goto('/demo/host/loader.html');
  await page.getByRole('button', { name: 'Connect your retailers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Juniper Pet Supply' }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await signInOnSandboxPage(page, 'loader_redirect');

  // Back on the loader page, with no click: the loader saw the answer in the address, fetched the
  // widget, and it opened itself at the retailer's credentials form and said so.
  await expect(dialog.getByRole('heading', { name: 'Connect Juniper Pet Supply' })).toBeVisible();
  expect(page.url()).toBe(`${DEMO}/demo/host/loader.html`);
  await expect(page.locator('#event-log li', { hasText: /^resumed / })).toHaveText([
    'resumed {"after":"sign_in","retailerId":1010}',
  ]);
  await submitCredentials(dialog, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#event-log li', { hasText: /^sync\.completed / })).toHaveCount(1);
});
