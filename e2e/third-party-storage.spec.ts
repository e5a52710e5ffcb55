import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath as executablePath } from './support/chromium.ts';
import { DEMO_OTHER_SITE } from './support/origins.ts';
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

test('third-party storage blocked: sign in, connect, and the host hears sync.completed', async ({ page }) => {
  await page.goto(`${DEMO_OTHER_SITE}/`);
  // The block is on: a frame of the sandbox in this page can keep neither a cookie nor storage.
  await page.evaluate((src) => {
    document.body.append(Object.assign(document.createElement('iframe'), { src, title: 'probe' }));
  }, `${SANDBOX}/health`);
  const sandboxFrame = page.frameLocator('iframe[title="probe"]');
  await expect(sandboxFrame.locator('body')).not.toBeEmpty();
  const probe = await page.frames()[1]!.evaluate(async () => {
    document.cookie = 'probe=1; SameSite=None; Secure';
    let storage = 'kept';
    try {
      localStorage.setItem('probe', '1');
    } catch (error) {
      storage = (error as DOMException).name;
    }
    return { cookie: document.cookie, storage, access: await document.hasStorageAccess() };
  });
  expect(probe).toEqual({ cookie: '', storage: 'SecurityError', access: false });
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
