import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectCspViolations, serveWithCsp, strictCsp } from './support/csp.ts';
import { openHostedPopup } from './support/hosted.ts';
import { DEMO, SANDBOX } from './support/widget.ts';

/**
 * The files the script-tag bundle and the loader load later (the loader's retail-sync.js, the es/fr
 * catalogues, retail-sync.hosted.js) under Trusted Types: `script.src` takes no string there, so
 * each goes through the bundle's own policy (docs/security-and-csp.md). The policy here also
 * names the allowed policies, as a host that lists them would: `retail-sync` (the widget) and
 * `retail-sync-loader` (the loader), each created once.
 */
const CSP = `${strictCsp(SANDBOX)}; trusted-types retail-sync retail-sync-loader`;
const QUERY = `?sandbox=${encodeURIComponent(SANDBOX)}`;

/** Page errors and console errors (the pages have no favicon: the browser asking for one is not ours). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

/** In the page: a Spanish widget of the demo client, opened; the es catalogue is a side file. */
function openSpanishWidget(page: Page): Promise<void> {
  return page.evaluate((sandbox) => {
    window
      .RetailSync!.create({
        clientId: 'retailsync-demo',
        issuer: `${sandbox}/oauth`,
        apiBaseUrl: `${sandbox}/b`,
        variant: 'B',
        locale: 'es',
      })
      .open();
  }, SANDBOX);
}

/** Records, in each page, the name of every Trusted Types policy created, in order. */
async function recordPolicies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // TypeScript's DOM library has no Trusted Types yet: the one method used here.
    type Factory = { createPolicy(name: string, rules: object): unknown };
    const types = (window as unknown as { trustedTypes?: Factory }).trustedTypes;
    if (!types) return;
    const created: string[] = [];
    (window as unknown as { createdPolicies: string[] }).createdPolicies = created;
    const create = types.createPolicy.bind(types);
    types.createPolicy = (name, rules) => {
      created.push(name);
      return create(name, rules);
    };
  });
}

const createdPolicies = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { createdPolicies: string[] }).createdPolicies);

/** The host page's event log, oldest first (the demo pages prepend). */
async function logTypes(page: Page): Promise<string[]> {
  const items = await page.locator('#event-log li').allTextContents();
  return items.reverse().map((text) =>
    text
      .split(' ')
      .slice(0, text.startsWith('hosted ') ? 2 : 1)
      .join(' '),
  );
}

test('Trusted Types: the loader loads the widget, the widget its Spanish catalogue, and openHosted its file, with zero violations', async ({
  context,
  page,
}) => {
  const violations = await collectCspViolations(context);
  await serveWithCsp(context, '/demo/host/loader.html', 'demo/host/loader.html', CSP);
  await recordPolicies(context);
  const errors = pageErrors(page);
  const response = await page.goto(`/demo/host/loader.html${QUERY}`);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  // The loader's first open() loads retail-sync.js through `retail-sync-loader`.
  await page.locator('#open-widget').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Connect a retailer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await createdPolicies(page)).toEqual(['retail-sync-loader']);

  // A Spanish widget: the widget loads retail-sync.es.js through `retail-sync`.
  await openSpanishWidget(page);
  await expect(dialog.getByRole('heading', { name: 'Conecta una tienda' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // openHosted loads retail-sync.hosted.js (through the loader's policy, already there) and hears the popup.
  const popup = await openHostedPopup(page, 'Open the hosted popup');
  await expect.poll(() => logTypes(page)).toEqual(expect.arrayContaining(['hosted ready', 'hosted open']));
  await popup.close();
  await expect.poll(() => logTypes(page)).toContain('hosted close');

  expect(await createdPolicies(page)).toEqual(['retail-sync-loader', 'retail-sync']);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(errors).toEqual([]);
});

test("Trusted Types: the loader's readHostedResult loads the verifier's file, which checks a result, with zero violations", async ({
  context,
  page,
}) => {
  const violations = await collectCspViolations(context);
  await serveWithCsp(context, '/demo/host/loader.html', 'demo/host/loader.html', CSP);
  await recordPolicies(context);
  const errors = pageErrors(page);
  const loaderPage = `${DEMO}/demo/host/loader.html${QUERY}`;
  await page.goto(loaderPage);
  // A redirect under way in this tab, as startHostedRedirect records it, and a page coming back
  // with a result that is not a JWS: only the verifier itself can say `malformed` (a file that did
  // not load answers `network`), after fetching the service's discovery document and keys.
  await page.evaluate(
    ({ issuer, returnTo }) =>
      sessionStorage.setItem(
        'retail-sync:hosted-redirect',
        JSON.stringify({ nonce: 'n'.repeat(48), clientId: 'retailsync-demo', issuer, returnTo }),
      ),
    { issuer: `${SANDBOX}/oauth`, returnTo: `${DEMO}/demo/host/loader.html` },
  );
  await page.goto('about:blank');
  await page.goto(`${loaderPage}#retail_sync_result=not.a.jws`);
  await expect(page.locator('#redirect-status')).toHaveText('The result was refused (malformed).');

  expect(await createdPolicies(page)).toEqual(['retail-sync-loader']);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(errors).toEqual([]);
});

test('Trusted Types: the script-tag bundle loads its Spanish catalogue and the hosted file, with zero violations', async ({
  context,
  page,
}) => {
  const violations = await collectCspViolations(context);
  await serveWithCsp(context, '/demo/host/csp.html', 'demo/host/csp.html', CSP);
  const errors = pageErrors(page);
  await page.goto(`/demo/host/csp.html${QUERY}`);

  await openSpanishWidget(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Conecta una tienda' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // csp.html has no hosted button: one whose click calls RetailSync.openHosted (the popup needs the click).
  await page.evaluate((sandbox) => {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Hosted popup' });
    button.addEventListener('click', () => {
      window.RetailSync!.openHosted({ clientId: 'retailsync-demo', serviceOrigin: sandbox }).onAny((event) => {
        const item = document.createElement('li');
        item.textContent = `hosted ${event.type}`;
        document.getElementById('event-log')!.prepend(item);
      });
    });
    document.body.append(button);
  }, SANDBOX);
  const popup = await openHostedPopup(page, 'Hosted popup');
  await expect.poll(() => logTypes(page)).toEqual(expect.arrayContaining(['hosted ready', 'hosted open']));
  await popup.close();
  await expect.poll(() => logTypes(page)).toContain('hosted close');
  expect(await logTypes(page)).not.toContain('hosted error');

  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(errors).toEqual([]);
});
