import { expect } from 'vitest';
import { DEMO, SANDBOX } from '../../support/origins.ts';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import { eventually, submitCredentials, visible } from '../steps.ts';
import { button, css, dialog, field, inside, screen } from '../targets.ts';

/** The demo host page that starts the redirect and is the client's registered returnTo. */
const RETURN_PAGE = '/demo/host/hosted-redirect.html';

journey(
  'hosted by redirect: the whole page goes to the widget, connects with MFA, and comes back with a verified result',
  async ({ page }) => {
    await page.goto(RETURN_PAGE);
    await page.click(button('Connect your retailers in this page'));
    await eventually(
      `${page.engine}: on the hosted page`,
      () => page.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/?`),
    );
    await page.click(inside(dialog, button('Cobblestone Books')));
    await page.click(inside(dialog, button('Sign in')));
    // The provider's sign-in page, in the same tab: no popup anywhere in this flow.
    await page.fill(field('Username'), freshUser('engines_redirect'));
    await page.click(button('Sign in'));
    await submitCredentials(page, 'user_mfa', 'pass_good');
    await visible(page, screen('mfa'), 20_000);
    await page.fill(inside(dialog, field('Verification code')), '123456');
    await page.click(inside(dialog, button('Verify')));
    await visible(page, screen('success'), 20_000);
    await page.click(inside(dialog, button('Done')));

    // Back on the host's returnTo, which verified the signed result with the service's JWKS
    // (jose on this engine's WebCrypto) and took it out of its address.
    await eventually(
      `${page.engine}: the host shows the verified outcome`,
      () => page.evaluate(() => document.getElementById('result-outcome')?.textContent ?? ''),
      (text) => text === 'success',
      20_000,
    );
    expect(await page.url()).toBe(`${DEMO}${RETURN_PAGE}`);
    expect(await page.text(css('#result-retailers'))).toBe('1003');
    expect(await page.text(css('#result-sync'))).toMatch(/^sync_[0-9a-f]+$/);
  },
);
