import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  reachCallbackByNavigation,
  serveDemoSandboxScript,
  serveForSandbox,
  strictCsp,
  tryWhatThePolicyForbids,
} from './support/csp.ts';
import { blockPopups, DEMO, SANDBOX, signInOnSandboxPage, submitCredentials } from './support/widget.ts';

const CSP = strictCsp(SANDBOX);
const CSP_PAGE = '/demo/host/csp.html';

/**
 * The inline full-page redirect fallback (popup blocked) on the strict-CSP page (demo/host/csp.html),
 * with `<retail-sync-widget>`: the element's widget starts the redirect, and on the way back the
 * element, created again as the page is parsed, takes the answer and opens itself signed in.
 *
 * The page is served at its real address, /demo/host/csp.html: the fallback comes back to the
 * page's own address without its query (docs/core-sdk.md, `pageRedirectUri`), and the sandbox registers that
 * address as a redirect URI of the demo client (demo/server/clients.ts, DEMO_HOST_PAGES), so this is
 * the shipped page's own fallback, end to end. Because the query is dropped on the way back,
 * `?sandbox=` cannot point the page at this run's sandbox, so csp.html and demo-sandbox.js are served
 * with their default sandbox (http://localhost:4010) replaced by this run's one.
 */
test('strict CSP, popup blocked: the full-page sign-in comes back signed in with zero securitypolicyviolation events', async ({
  context,
  page,
}) => {
  const violations = await collectCspViolations(context);
  await serveForSandbox(context, CSP_PAGE, 'demo/host/csp.html', { csp: CSP });
  await serveDemoSandboxScript(context);
  // The provider's redirect back to `/demo/host/csp.html?code&state&iss` is a hop Playwright cannot route: this makes
  // it a navigation the browser starts, so the returning page is served with the policy too.
  await reachCallbackByNavigation(context, CSP_PAGE);

  // A popup blocker: window.open gives nothing back (on every page of the journey).
  await blockPopups(context);
  // The element's events (DOM events `retail-sync:<type>`), reported as they happen: the page is
  // left and loaded again in the middle of the journey.
  const elementEvents: string[] = [];
  await context.exposeBinding('__reportElementEvent', (_source, entry: string) => {
    elementEvents.push(entry);
  });
  await context.addInitScript(() => {
    const types = [
      'ready',
      'open',
      'resumed',
      'auth.started',
      'auth.succeeded',
      'auth.failed',
      'connection.created',
      'connection.failed',
      'sync.started',
      'sync.completed',
      'sync.failed',
      'error',
    ];
    const report = (window as unknown as { __reportElementEvent(entry: string): Promise<void> }).__reportElementEvent;
    for (const type of types) {
      document.addEventListener(`retail-sync:${type}`, (event) => {
        void report(`${type} ${JSON.stringify((event as CustomEvent<{ payload: unknown }>).detail.payload)}`);
      });
    }
  });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  // Every document of the demo origin the journey loads, with the policy it came with.
  const documents: { url: string; csp: string | undefined }[] = [];
  context.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(DEMO)) {
      documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] });
    }
  });

  // The redirect URI the widget asks the provider to come back to: in the request it pushes first
  // (RFC 9126), since the sandbox takes pushed authorization requests.
  const redirectUris: (string | null)[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === SANDBOX && url.pathname === '/oauth/request' && request.method() === 'POST')
      redirectUris.push(new URLSearchParams(request.postData() ?? '').get('redirect_uri'));
  });

  await page.goto(CSP_PAGE);
  const launcher = page.locator('retail-sync-widget').getByRole('button', { name: 'Connect with the element' });
  await expect(launcher).toBeEnabled();
  await launcher.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  // No popup: the page itself goes to the sandbox's sign-in page.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
  await expect.poll(() => elementEvents).toContain('auth.started {"method":"redirect"}');
  expect(redirectUris).toEqual([`${DEMO}${CSP_PAGE}`]);
  const username = await signInOnSandboxPage(page, 'cspredirect');

  // Back on the host page: the element's widget opens itself, signed in, and the address is clean.
  await expect(page.getByRole('dialog').getByText(`Signed in as ${username}`)).toBeVisible();
  expect(page.url()).toBe(`${DEMO}${CSP_PAGE}`);
  await expect.poll(() => elementEvents).toContain('auth.succeeded {}');
  // It came back to the retailer chosen before the redirect, and said so.
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
  expect(elementEvents.filter((entry) => entry.startsWith('resumed '))).toEqual([
    'resumed {"after":"sign_in","retailerId":1008}',
  ]);
  // Only the verifier, state and place made the trip, and they are gone once used.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  // Both the page that left and the page that came back (with the answer) ran under the policy.
  expect(
    documents.map((document) => {
      const url = new URL(document.url);
      return url.pathname + url.search.replace(/=[^&]*/g, '');
    }),
  ).toEqual([CSP_PAGE, `${CSP_PAGE}?code&state&iss`]);
  expect(documents.map((document) => document.csp)).toEqual([CSP, CSP]);

  // The journey goes on under the policy: connect user_good, the sync completes.
  await submitCredentials(page.getByRole('dialog'), 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => elementEvents.map((entry) => entry.split(' ')[0])).toContain('sync.completed');
  expect(elementEvents.map((entry) => entry.split(' ')[0])).not.toContain('auth.failed');

  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(errors).toEqual([]);

  // Control, on the page that came back: the policy applies to it and the collector hears it (an
  // inline script, through a Trusted Types policy so only script-src can stop it, and an HTML sink).
  const control = await tryWhatThePolicyForbids(page);
  expect(control).toEqual({ inlineRan: false, htmlSinkThrew: true });
  await expect
    .poll(() => violations.events.map((violation) => `${violation.url} ${violation.directive}`).sort())
    .toEqual([`${DEMO}${CSP_PAGE} require-trusted-types-for`, `${DEMO}${CSP_PAGE} script-src-elem`]);
});
