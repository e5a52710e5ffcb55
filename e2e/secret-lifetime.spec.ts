import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONNECTIONS, intercept, problem502 } from './support/faults.ts';
import { dropHeapControl, keepHeapControl, secretsInHeap, uniqueSecret } from './support/heap-secrets.ts';
import { liftedTokenState } from './support/sandbox-api.ts';
import { freshUser, openWidget, SANDBOX, signInThroughPopup } from './support/widget.ts';

/**
 * How long secrets live (docs/security-and-csp.md): a retailer password or MFA code is unreachable
 * once its request is answered, whatever the answer. After each outcome the page's heap (after a
 * forced GC) is searched for every secret typed so far. The journey closes on the tokens: destroying
 * the widget revokes them.
 */

/** One way of embedding the widget: how the test opens it, and how the page destroys it. */
interface Build {
  readonly name: string;
  readonly open: (page: Page) => Promise<Locator>;
  readonly destroy: (page: Page) => Promise<void>;
}

const BUILDS: readonly Build[] = [
  {
    // The demo's inline page imports the package's source, as an npm host's bundler would.
    name: 'npm (inline demo page)',
    open: (page) => openWidget(page),
    // The host's own code calls destroy() (the demo's button; clicked by script, as the open modal
    // dialog makes the rest of the page inert).
    destroy: (page) => page.evaluate(() => document.getElementById('destroy-widget')?.click()),
  },
  {
    // dist/retail-sync.js from a script tag; the custom element, whose removal destroys its widget.
    name: 'script tag (custom element)',
    open: async (page) => {
      await page.goto(`/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`);
      await page.locator('retail-sync-widget').getByRole('button', { name: 'Connect your retailers' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      return dialog;
    },
    destroy: (page) => page.evaluate(() => document.getElementById('element-widget')?.remove()),
  },
];

/** Types the password key by key (never `fill`, which would hand the page the whole string) and submits. */
async function typeCredentials(page: Page, dialog: Locator, username: string, password: string): Promise<void> {
  // The username is no secret (the form keeps it after a failure): filled, replacing what is there.
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(password);
  await dialog.getByRole('button', { name: /^(Connect|Reconnect)$/ }).click();
}

/** From the error or success screen to Harbor Hardware's credentials form. */
async function backToHarborHardware(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^(Back to retailers|Add a retailer)$/ }).click();
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
}

const screen = (page: Page, name: string): Locator => page.locator(`[data-screen="${name}"]`);

for (const build of BUILDS) {
  test(`${build.name}: no password or MFA code is reachable in the heap after any outcome; destroy revokes the tokens`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const issued: { access_token?: string; refresh_token?: string }[] = [];
    page.on('response', async (response) => {
      if (response.url() === `${SANDBOX}/oauth/token` && response.request().method() === 'POST' && response.ok())
        issued.push((await response.json()) as { access_token?: string; refresh_token?: string });
    });
    const typed: string[] = [];
    const expectNoSecretInHeap = async (outcome: string): Promise<void> => {
      // Soft: one run reports every outcome that leaks, not only the first.
      expect.soft(await secretsInHeap(page, typed), `after ${outcome}`).toEqual([]);
    };

    const dialog = await build.open(page);
    // The search sees what the page keeps (a control string held by window), and nothing of
    // `pass_good` before it is typed, so finding it later means the widget kept it.
    const control = await keepHeapControl(page);
    expect(await secretsInHeap(page, [control, 'pass_good'])).toEqual([control]);
    await dropHeapControl(page);

    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('secrets'));

    // A wrong password: the connect is accepted, its sync fails (invalid_credentials).
    typed.push(uniqueSecret('wrongpw'));
    await typeCredentials(page, dialog, 'user_good', typed.at(-1)!);
    await expect(screen(page, 'error')).toBeVisible({ timeout: 20_000 });
    await expectNoSecretInHeap('a wrong password');

    // A locked account (any password but pass_good is "bad": this one is right for the profile).
    await backToHarborHardware(dialog);
    typed.push('pass_good');
    await typeCredentials(page, dialog, 'user_locked', 'pass_good');
    await expect(screen(page, 'error')).toContainText('locked', { timeout: 20_000 });
    await expectNoSecretInHeap('a locked account');

    // A 502 on every attempt: the form comes back with the error, its password field empty.
    await backToHarborHardware(dialog);
    await intercept(page, 'POST', new RegExp(`^/b${CONNECTIONS.B}$`), problem502);
    typed.push(uniqueSecret('badgateway'));
    await typeCredentials(page, dialog, 'user_good', typed.at(-1)!);
    await expect(dialog.getByRole('button', { name: /^(Connect|Reconnect)$/ })).toBeEnabled({ timeout: 30_000 });
    await expect(screen(page, 'credentials')).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
    await expectNoSecretInHeap('a 502');
    await page.unrouteAll();

    // Success.
    await typeCredentials(page, dialog, 'user_good', 'pass_good');
    await expect(screen(page, 'success')).toBeVisible({ timeout: 20_000 });
    await expectNoSecretInHeap('a successful connect');

    // A wrong MFA code: the sync fails (mfa_failed).
    await backToHarborHardware(dialog);
    await typeCredentials(page, dialog, 'user_mfa', 'pass_good');
    await expect(screen(page, 'mfa')).toBeVisible({ timeout: 20_000 });
    typed.push(String(100_000_000 + Math.floor(Math.random() * 899_999_999)));
    await dialog.getByLabel('Verification code').click();
    await page.keyboard.type(typed.at(-1)!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(screen(page, 'error')).toBeVisible({ timeout: 20_000 });
    await expectNoSecretInHeap('a wrong MFA code');

    // Sign-out, right after a failed connect.
    await backToHarborHardware(dialog);
    typed.push(uniqueSecret('signout'));
    await typeCredentials(page, dialog, 'user_good', typed.at(-1)!);
    await expect(screen(page, 'error')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    // Both demo pages log it (the script-tag page prefixes each line with its source).
    await expect(page.locator('#event-log li', { hasText: 'auth.signed_out ' }).first()).toBeAttached();
    await expectNoSecretInHeap('sign-out');

    // Destroy, signed in again, right after a failed connect.
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), 'unused_single_sign_on');
    typed.push(uniqueSecret('destroy'));
    await typeCredentials(page, dialog, 'user_good', typed.at(-1)!);
    await expect(screen(page, 'error')).toBeVisible({ timeout: 20_000 });
    const live = issued.at(-1)?.access_token;
    expect(live).toEqual(expect.any(String));
    // Live: the API knows it, and refuses it off the page only because it is DPoP-bound.
    expect(await liftedTokenState(live!, 'b')).toBe('bound');
    await build.destroy(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSecretInHeap('destroy');

    // docs/security-and-csp.md, access and refresh tokens: the tokens the destroyed widget held no
    // longer open the API.
    await expect.poll(() => liftedTokenState(live!, 'b')).toBe('dead');
  });
}
