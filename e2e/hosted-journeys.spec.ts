import { expect, test, type BrowserContext } from '@playwright/test';
import {
  eventMessages,
  HOSTED_DEMO,
  hostedLog,
  hostedLogEntries,
  hostMessages,
  openHostedPopup,
  recordHostMessages,
  signInInHostedPopup,
} from './support/hosted.ts';
import { DEMO, SANDBOX, submitCredentials } from './support/widget.ts';

/**
 * Hosted popup mode (docs/hosted-mode.md) beyond e2e/hosted.spec.ts: variant A, chosen by the host
 * (demo/host/hosted.html?variant=A passes it to openHosted, which puts it in the popup's query), and
 * a retailer that asks for an MFA code inside the popup.
 */

/** The sandbox's MFA code for user_mfa (docs/sandbox.md). */
const MFA_CODE = '123456';

/** Every API call (not the preflights) any page of the context makes to the sandbox, as "METHOD path". */
function recordApiCalls(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === SANDBOX && /^\/[ab]\//.test(url.pathname) && request.method() !== 'OPTIONS') {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

test.describe('hosted popup journeys', () => {
  for (const variant of ['A', 'B'] as const) {
    test(`variant ${variant}: one popup, one story: the sign-in's reload repeats nothing to the host`, async ({
      page,
    }) => {
      await recordHostMessages(page);
      await page.goto(`${HOSTED_DEMO}?variant=${variant}`);
      const popup = await openHostedPopup(page);
      await signInInHostedPopup(popup, 'Bluewater Market', `story${variant.toLowerCase()}`);
      // The page back from the provider has resumed Bluewater Market's credentials form.
      await expect
        .poll(async () =>
          (await hostedLogEntries(page)).filter((entry) => entry.startsWith('view {"name":"credentials"')),
        )
        .toHaveLength(1);

      const heard = (await eventMessages(page)).map((event) => event.type);
      const count = (type: string): number => heard.filter((item) => item === type).length;
      expect(count('auth.succeeded')).toBe(1);
      for (const type of ['ready', 'open', 'catalog.loaded', 'retailer.selected']) expect(count(type), type).toBe(1);
      expect(heard.indexOf('ready')).toBe(0);
      expect(heard.indexOf('retailer.selected')).toBeLessThan(heard.indexOf('auth.started'));
    });
  }

  test('variant A: the host chooses A, the popup speaks A to the service and the host hears sync.completed', async ({
    page,
    context,
  }) => {
    const apiCalls = recordApiCalls(context);
    await recordHostMessages(page);
    await page.goto(`${HOSTED_DEMO}?variant=A`);
    await expect(page.locator('#variant-label')).toHaveText('A');

    const popup = await openHostedPopup(page);
    expect(new URL(popup.url()).searchParams.get('variant')).toBe('A');
    await expect.poll(() => hostedLogEntries(page)).toContain('ready {"variant":"A"}');

    const dialog = await signInInHostedPopup(popup, 'Bluewater Market', 'hosteda');
    // Back from the sign-in the page has a bare address: the variant came from its sessionStorage.
    await submitCredentials(dialog, 'user_good');
    await expect(popup.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    await expect.poll(() => hostedLog(page)).toContain('sync.completed');
    const log = await hostedLog(page);
    for (const type of ['ready', 'open', 'auth.started', 'auth.succeeded', 'connection.created', 'sync.started'])
      expect(log).toContain(type);
    expect(log.indexOf('connection.created')).toBeLessThan(log.indexOf('sync.completed'));
    // One ready for the popup (not one per page load), naming variant A.
    const readies = (await hostedLogEntries(page)).filter((entry) => entry.startsWith('ready '));
    expect(readies).toEqual(['ready {"variant":"A"}']);

    // Variant A's own paths, and never variant B's: connect is POST /a/sync/connections.
    expect(apiCalls).toContain('POST /a/sync/connections');
    expect(apiCalls.filter((call) => !/^[A-Z]+ \/a\//.test(call))).toEqual([]);

    // Every event reached the host from the service's origin; the host's address never changed.
    const events = await eventMessages(page);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.origin !== SANDBOX)).toEqual([]);
    expect(page.url()).toBe(`${DEMO}${HOSTED_DEMO}?variant=A`);
  });

  test('MFA in the popup: the right code finishes the sync, the host hears each step and never the code', async ({
    page,
  }) => {
    await recordHostMessages(page);
    await page.goto(HOSTED_DEMO);
    const popup = await openHostedPopup(page);
    await expect.poll(() => hostedLog(page)).toContain('ready');

    const dialog = await signInInHostedPopup(popup, 'Cobblestone Books', 'hostedmfa');
    await submitCredentials(dialog, 'user_mfa');

    // The popup asks for the code; the host hears that a code is wanted.
    const mfa = popup.locator('[data-screen="mfa"]');
    await expect(mfa).toBeVisible({ timeout: 20_000 });
    await expect(mfa).toContainText('Cobblestone Books');
    await expect.poll(() => hostedLog(page)).toContain('sync.mfa_required');
    expect(await hostedLog(page)).not.toContain('sync.completed');

    await dialog.getByLabel('Verification code').fill(MFA_CODE);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    await expect.poll(() => hostedLog(page)).toContain('sync.completed');
    const log = await hostedLog(page);
    const required = log.indexOf('sync.mfa_required');
    const submitted = log.indexOf('sync.mfa_submitted');
    const completed = log.indexOf('sync.completed');
    expect(required).toBeGreaterThanOrEqual(0);
    expect(submitted).toBeGreaterThan(required);
    expect(completed).toBeGreaterThan(submitted);
    expect(log).not.toContain('sync.failed');

    // The MFA events name the sync and the retailer, and that is all.
    const entries = await hostedLogEntries(page);
    const payloadOf = (type: string): unknown =>
      JSON.parse(entries.find((entry) => entry.startsWith(`${type} `))!.slice(type.length + 1));
    const mfaRequired = payloadOf('sync.mfa_required') as Record<string, unknown>;
    expect(Object.keys(mfaRequired).sort()).toEqual(['retailerId', 'syncId']);
    expect(payloadOf('sync.mfa_submitted')).toEqual(mfaRequired);

    // The code is in no message the host received and not in its log. As a whole token: the code's
    // digits may occur by chance inside a timestamp or a hex id, which is no leak.
    const events = await eventMessages(page);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.origin !== SANDBOX)).toEqual([]);
    const asToken = new RegExp(`(?<![0-9a-f])${MFA_CODE}(?![0-9a-f])`, 'i');
    expect(JSON.stringify(await hostMessages(page))).not.toMatch(asToken);
    expect((await page.locator('#event-log').textContent()) ?? '').not.toMatch(asToken);
  });
});
