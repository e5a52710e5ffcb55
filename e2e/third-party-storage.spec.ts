import { expect, test, type Frame, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath as executablePath } from './support/chromium.ts';
import { DEMO, DEMO_OTHER_SITE } from './support/origins.ts';
import { PHONE } from './support/phone.ts';
import { freshUser, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

/**
 * Third-party cookies and storage blocked, as Safari, Firefox's strict mode, webviews and Chrome's
 * phase-out do. The host page is served at 127.0.0.1, another site than the sandbox's localhost, so
 * the sign-in provider and the API are third parties to it; Chromium blocks third-party cookies
 * (the phase-out, switched on by flag; Debian's build blocks them already). The widget keeps
 * nothing in a third-party context (no frame, no cookie: a top-level popup or page for the
 * provider, and CORS requests without credentials), so the journey must work whole.
 */
test.use({
  ...PHONE,
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
});

/** What a frame of another site than the page's can keep: a cookie, localStorage, sessionStorage, and storage access. */
function probeStorage(frame: Frame): Promise<{ cookie: string; local: string; session: string; access: boolean }> {
  return frame.evaluate(async () => {
    document.cookie = 'probe=1; SameSite=None; Secure';
    const keeps = (storage: () => Storage): string => {
      try {
        storage().setItem('probe', '1');
        return 'kept';
      } catch (error) {
        return (error as DOMException).name;
      }
    };
    return {
      cookie: document.cookie,
      local: keeps(() => localStorage),
      session: keeps(() => sessionStorage),
      access: await document.hasStorageAccess(),
    };
  });
}

const BLOCKED = { cookie: '', local: 'SecurityError', session: 'SecurityError', access: false };

/** The frame of `page` at `origin`, once it has loaded. */
async function frameAt(page: Page, origin: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(origin))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))!;
  await frame.waitForLoadState();
  return frame;
}

test('third-party storage blocked: sign in, connect, and the host hears sync.completed', async ({ page }) => {
  await page.goto(`${DEMO_OTHER_SITE}/`);
  // The block is on: a frame of the sandbox in this page can keep neither a cookie nor storage.
  await page.evaluate((src) => {
    document.body.append(Object.assign(document.createElement('iframe'), { src, title: 'probe' }));
  }, `${SANDBOX}/health`);
  expect(await probeStorage(await frameAt(page, SANDBOX))).toEqual(BLOCKED);
  await page.reload();

  await page.getByRole('button', { name: 'Connect your retailers' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).tap();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('third_party'));
  await expect(dialog.getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
  await submitCredentials(dialog, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#event-log li', { hasText: /^sync\.completed / })).toHaveCount(1);
});

/**
 * The widget itself in a third-party context: the shop's page (with the widget) framed by a page
 * of another site, as a marketplace or an app's shell may do. There the widget's own storage is
 * blocked too (localStorage and sessionStorage throw), so a widget that needed any of it to sign
 * in, keep its place or connect would fail here; it must not.
 */
test('the widget in a frame of another site, its own storage blocked: sign in, connect, and the host hears sync.completed', async ({
  context,
  page,
}) => {
  // The framing page is answered here, so Chromium takes it for a public one: let it reach loopback.
  await context.grantPermissions(['local-network-access'], { origin: DEMO_OTHER_SITE });
  await context.route(`${DEMO_OTHER_SITE}/framing-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Framing host</title><style>body{margin:0}iframe{border:0;width:100vw;height:100vh}</style><iframe title="shop" src="${DEMO}/"></iframe>`,
    }),
  );
  await page.goto(`${DEMO_OTHER_SITE}/framing-host.html`);
  expect(await probeStorage(await frameAt(page, DEMO))).toEqual(BLOCKED);

  const shop = page.frameLocator('iframe[title="shop"]');
  await shop.getByRole('button', { name: 'Connect your retailers' }).tap();
  const dialog = shop.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).tap();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('framed'));
  await expect(dialog.getByRole('heading', { name: 'Connect Harbor Hardware' })).toBeVisible();
  await submitCredentials(dialog, 'user_good');
  await expect(shop.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(shop.locator('#event-log li', { hasText: /^sync\.completed / })).toHaveCount(1);
});
