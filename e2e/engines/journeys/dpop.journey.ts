import { expect } from 'vitest';
import { SANDBOX } from '../../support/origins.ts';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import { hostEvent, openWidget, ordersFetched, signInThroughPopup, submitCredentials, visible } from '../steps.ts';
import { button, css, dialog, inside } from '../targets.ts';

/** One accepted API request, as the sandbox's journal tells it (docs/sandbox.md, SANDBOX_AUTH_JOURNAL). */
interface AuthEntry {
  method: string;
  path: string;
  scheme: string;
  proof: boolean;
}

// docs/security-and-csp.md, "DPoP and pushed authorization requests": in every engine, the key pair
// is made with WebCrypto, the authorization is pushed, and every API call carries a proof. No driver
// here sees request headers in all three engines, so the sandbox's journal tells what it accepted.
journey(
  'DPoP and PAR: sign in, connect and sync; every API request carried Authorization: DPoP and a proof',
  async ({ page }) => {
    const username = freshUser('engines_dpop');
    await openWidget(page);
    await page.click(inside(dialog, button('Harbor Hardware')));
    await signInThroughPopup(page, inside(dialog, button('Sign in')), username);
    await hostEvent(page, 'auth.succeeded');
    await submitCredentials(page, 'user_good');
    expect(await ordersFetched(page)).toBeGreaterThan(0);
    await hostEvent(page, 'sync.completed');
    // The host reads orders with the SDK's client: more API calls with the token, from the page.
    await visible(page, css('#orders tbody tr'));

    // The page pushed its authorization request (RFC 9126) before the popup went to the provider.
    const pushed = await page.evaluate(
      (url) => performance.getEntriesByType('resource').some((entry) => entry.name === url),
      `${SANDBOX}/oauth/request`,
    );
    expect(pushed).toBe(true);

    const journal = (await (await fetch(`${SANDBOX}/journal/api-auth?user=${username}`)).json()) as AuthEntry[];
    expect(journal.length).toBeGreaterThan(3);
    expect(journal.filter((entry) => entry.scheme !== 'DPoP' || !entry.proof)).toEqual([]);
    expect(journal.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/b/sync/retailers']));
  },
);
