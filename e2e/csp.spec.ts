import { expect, test } from '@playwright/test';
import {
  collectCspViolations,
  reachCallbackByNavigation,
  serveWithCsp,
  strictCsp,
  tryWhatThePolicyForbids,
} from './support/csp.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { expectHostEvent } from './support/host-page.ts';
import { DEMO, freshUser, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

const CSP = strictCsp(SANDBOX);

test('strict CSP with Trusted Types: the whole journey runs with zero securitypolicyviolation events', async ({
  context,
  page,
}) => {
  const violations = await collectCspViolations(context);
  // The host page and the OAuth callback page (in the popup), both under the policy.
  await serveWithCsp(context, '/demo/host/csp.html', 'demo/host/csp.html', CSP);
  await serveWithCsp(context, '/callback.html', 'public/callback.html', CSP);
  await reachCallbackByNavigation(context);
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  // RetailSync.create() from the script tag: its successful journey leaves the console quiet.
  const consoleErrors = watchConsoleErrors(context);
  const callbackPolicies: (string | undefined)[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/callback.html' && response.url().startsWith(DEMO)) {
      callbackPolicies.push(response.headers()['content-security-policy']);
    }
  });

  const pageResponse = await page.goto(`/demo/host/csp.html?sandbox=${encodeURIComponent(SANDBOX)}`);
  expect(pageResponse?.headers()['content-security-policy']).toBe(CSP);
  expect(await page.evaluate(() => typeof window.RetailSync?.create)).toBe('function');

  // The custom element renders its launcher (no styles of its own) and its widget opens and closes.
  const launcher = page.locator('retail-sync-widget').getByRole('button', { name: 'Connect with the element' });
  await expect(launcher).toBeEnabled();
  await launcher.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Open: the dialog styles itself with constructed stylesheets (style-src 'self' has no 'unsafe-inline').
  await page.locator('#open-widget').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const styled = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('[data-retail-sync]')].map((host) => host.shadowRoot);
    return roots.length === 1 && roots[0] ? roots[0].adoptedStyleSheets.length : -1;
  });
  expect(styled).toBeGreaterThan(0);

  // The catalog with its logos from the service's origin (img-src), loaded for real.
  await expectHostEvent(page, 'catalog.loaded');
  const logo = dialog.getByRole('button', { name: 'Harbor Hardware' }).locator('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`^${SANDBOX}/logos/`));
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Sign in through the popup: the callback page runs under the same policy.
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('csp'));
  expect(callbackPolicies).toEqual([CSP]);
  await expectHostEvent(page, 'auth.succeeded');

  // Connect user_good, the sync completes.
  await submitCredentials(dialog, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expectHostEvent(page, 'sync.completed');

  // The connections list, a second sync from it, then sign out.
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  await expect(dialog.locator('[data-retailer-id]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Sync now: Harbor Hardware' }).click();
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectHostEvent(page, 'auth.signed_out');

  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(errors).toEqual([]);
  // Before the control below, which makes the browser report violations on purpose.
  expect(consoleErrors).toEqual([]);

  // Control: the policy really applies to this page, and the collector hears a violation when
  // there is one. An inline script (through a Trusted Types policy, so only script-src can stop it)
  // and an HTML string sink (stopped by Trusted Types).
  const control = await tryWhatThePolicyForbids(page);
  expect(control).toEqual({ inlineRan: false, htmlSinkThrew: true });
  await expect
    .poll(() => violations.events.map((violation) => violation.directive).sort())
    .toEqual(['require-trusted-types-for', 'script-src-elem']);
});
