import { expect, test, type Page } from '@playwright/test';
import {
  eventMessages,
  HOSTED_BUTTON,
  HOSTED_DEMO,
  hostedLog,
  hostMessages,
  openHostedPopup,
  recordHostMessages,
  signInInHostedPopup,
} from './support/hosted.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { DEMO_PORT } from './support/origins.ts';
import { DEMO, SANDBOX, submitCredentials } from './support/widget.ts';

/**
 * Hosted popup mode (docs/hosted-mode.md): the widget runs in a popup on the sandbox's origin and signs in
 * there; the host page (demo/host/hosted.html) hears its events only when its origin is registered
 * for the client. UNREGISTERED is the same demo server on an origin nobody registered.
 * Needs `npm run build:hosted` first: the sandbox serves the built page.
 */
// Another name of the demo server that no client registers: Chromium sends *.localhost to loopback
// (RFC 6761), and Vite serves it. Not 127.0.0.1, which the suite's sandbox registers as another site
// than localhost's (e2e/third-party-storage.spec.ts).
const UNREGISTERED = `http://unregistered.localhost:${DEMO_PORT}`;

/** In the popup: pick a retailer, sign in on the sandbox (full-page redirect), connect user_good. */
async function connectInPopup(popup: Page): Promise<void> {
  // A new session after the sign-in, yet the journey goes on where it was: the chosen retailer's credentials.
  const dialog = await signInInHostedPopup(popup, 'Bluewater Market', 'hosted');
  await submitCredentials(dialog, 'user_good');
  await expect(popup.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
}

/** Anything that looks like a credential: a JWT, token field names, the retailer password. */
const TOKEN_LIKE = /eyJ[\w-]{10,}|access_?token|refresh_?token|id_?token|bearer|pass_good/i;

test.describe('hosted popup', () => {
  test('a registered host gets the events of the journey, and never a token', async ({ page, context }) => {
    // The hosted page runs under the sandbox's strict CSP; Chromium reports any violation on the console.
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Console errors and uncaught errors on the host page and in the popup (the hosted page).
    const consoleErrors = watchConsoleErrors(context);
    await recordHostMessages(page);
    await page.goto(HOSTED_DEMO);
    const popup = await openHostedPopup(page);
    await expect.poll(() => hostedLog(page)).toContain('ready');

    await connectInPopup(popup);

    await expect.poll(() => hostedLog(page)).toContain('sync.completed');
    const log = await hostedLog(page);
    for (const type of ['open', 'auth.started', 'auth.succeeded', 'connection.created', 'sync.started'])
      expect(log).toContain(type);
    // Every event the host heard came from the service's origin, and all it logged came that way.
    const events = await eventMessages(page);
    expect(events.length).toBeGreaterThanOrEqual(log.length);
    expect(events.filter((event) => event.origin !== SANDBOX)).toEqual([]);
    expect(JSON.stringify(await hostMessages(page))).not.toMatch(TOKEN_LIKE);
    expect((await page.locator('#event-log').textContent()) ?? '').not.toMatch(TOKEN_LIKE);
    expect(violations).toEqual([]);
    // The host's own address never carried the code either.
    expect(page.url()).toBe(`${DEMO}${HOSTED_DEMO}`);

    // "Done" closes the widget and its window: the host hears exit and close once each.
    const closed = popup.waitForEvent('close');
    // Playwright can report a click as failed when its window closes while the click is finishing;
    // the window closing is what this step checks (below), so only a click on a window still open
    // may fail it.
    await popup
      .getByRole('button', { name: 'Done' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;
    await expect(page.getByRole('status')).toHaveText('The popup was closed.');
    await expect.poll(() => hostedLog(page)).toContain('close');
    const ending = await hostedLog(page);
    expect(ending.filter((type) => type === 'exit')).toHaveLength(1);
    expect(ending.filter((type) => type === 'close')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a host on an unregistered origin gets no event from the service', async ({ page, request }) => {
    const registry = (await (await request.get(`${SANDBOX}/clients/retailsync-demo/origins`)).json()) as {
      allowedOrigins: string[];
    };
    expect(registry.allowedOrigins).toContain(DEMO);
    expect(registry.allowedOrigins).not.toContain(UNREGISTERED);

    await recordHostMessages(page);
    await page.goto(`${UNREGISTERED}${HOSTED_DEMO}`);
    const popup = await openHostedPopup(page);
    expect(new URL(popup.url()).searchParams.get('host_origin')).toBe(UNREGISTERED);

    // The whole journey works in the popup...
    await connectInPopup(popup);

    // ...and not one message reached the host, after the sync completed.
    expect(await hostMessages(page)).toEqual([]);
    expect(await hostedLog(page)).toEqual([]);

    // Only the host's own handle, which watches the window it opened, reports the popup closing.
    await popup.close();
    await expect(page.getByRole('status')).toHaveText('The popup was closed.');
    expect(await hostedLog(page)).toEqual(['exit', 'close']);
    expect(await hostMessages(page)).toEqual([]);
  });

  test("the host's login_hint reaches the sandbox's provider, which fills in the username", async ({ page }) => {
    // demo/host/hosted.html passes `?login_hint=` to openHosted as authorizationParams.
    await page.goto(`${HOSTED_DEMO}?login_hint=user_good`);
    const popup = await openHostedPopup(page);
    // Parameters only travel in the hosted URL, never a token.
    const hostedQuery = new URL(popup.url()).searchParams;
    expect(hostedQuery.get('auth.login_hint')).toBe('user_good');
    // The sandbox takes pushed authorization requests (RFC 9126): the request goes in the push's body.
    const authorization = popup.waitForRequest(
      (request) => request.url() === `${SANDBOX}/oauth/request` && request.method() === 'POST',
    );
    await popup.getByRole('dialog').getByRole('button', { name: 'Bluewater Market' }).click();
    await popup.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    // The hosted page's own authorization request carries it, beside the protocol's own parameters...
    const sent = new URLSearchParams((await authorization).postData() ?? '');
    expect(sent.get('login_hint')).toBe('user_good');
    expect(sent.get('code_challenge_method')).toBe('S256');
    // ...and the provider received it: its sign-in page opens with the username filled in.
    await expect(popup).toHaveURL(new RegExp(`^${SANDBOX}/oauth/interaction/`));
    await expect(popup.getByLabel('Username')).toHaveValue('user_good');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveURL(`${SANDBOX}/hosted/`);
    await expect(popup.getByRole('dialog').getByRole('heading', { name: 'Connect Bluewater Market' })).toBeVisible();
    await expect.poll(() => hostedLog(page)).toContain('auth.succeeded');
  });

  test('a hosted URL edited to carry prompt=none: the page says why, tells the host, and signs in with nothing', async ({
    page,
  }) => {
    await recordHostMessages(page);
    await page.goto(HOSTED_DEMO);
    // What openHosted refuses, written into the URL by hand: the page checks it again.
    const query = new URLSearchParams({ client_id: 'retailsync-demo', host_origin: DEMO, 'auth.prompt': 'none' });
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate((href) => void window.open(href, '_blank', 'popup=yes'), `${SANDBOX}/hosted/?${query}`);
    const popup = await popupOpened;
    // The hosted page's own message (hosted/index.html), since no widget is mounted.
    const message = popup.locator('#hosted-message');
    await expect(message).toContainText('invalid_authorization_params');
    await expect(message).toContainText('options.authorizationParams.prompt must be');
    await expect(popup.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => eventMessages(page)).toEqual([{ origin: SANDBOX, type: 'error' }]);
    const [error] = (await hostMessages(page)).map(({ data }) => data);
    expect(error).toMatchObject({ type: 'error', payload: { code: 'invalid_authorization_params' } });
  });

  test('the user closes the popup: the host gets exit, once', async ({ page }) => {
    await page.goto(HOSTED_DEMO);
    const popup = await openHostedPopup(page);
    await expect.poll(() => hostedLog(page)).toContain('open');

    // Closing the window itself, as the user does with the browser's close button.
    await popup.close();

    await expect(page.getByRole('status')).toHaveText('The popup was closed.');
    await expect(page.locator('#event-log li').last()).toHaveText('close {"reason":"user"}');
    const log = await hostedLog(page);
    expect(log.filter((type) => type === 'exit')).toHaveLength(1);
    expect(log.slice(-2)).toEqual(['exit', 'close']);
    await expect(page.getByRole('button', { name: HOSTED_BUTTON })).toBeEnabled();
  });
});
