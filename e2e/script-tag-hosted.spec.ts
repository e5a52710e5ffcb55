import { expect, test, type Page } from '@playwright/test';
import { clickForHostedPopup, openHostedPopup } from './support/hosted.ts';
import { DEMO, SANDBOX } from './support/widget.ts';

/**
 * RetailSync.openHosted from the script-tag bundle (demo/host/script-tag.html): the bundle opens
 * the popup synchronously in the click, records the popup's messages, and loads the code that hears
 * them, dist/retail-sync.hosted.js, on demand under the SRI hash built into the bundle. The sandbox
 * registers the demo host's origin for retailsync-demo (DEMO_ORIGIN in playwright.config.ts), so
 * the host hears the hosted widget's events.
 */
const PAGE = `/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`;
const HOSTED_FILE = '/dist/retail-sync.hosted.js';
/** The script-tag page's button that calls RetailSync.openHosted. */
const OPEN_HOSTED_BUTTON = 'Connect your retailers in a hosted popup';

/**
 * How often the handle checks whether the popup has closed: `closedPollMs`, 250 ms by default
 * (src/entries/shared/defaults.ts), and the page passes none.
 */
const CLOSED_POLL_MS = 250;
/**
 * How long "nothing more arrives" is watched for: four of the handle's polls. A late exit or close
 * would come from a poll that had not yet seen its own end, so that many polls going by in silence
 * shows it has stopped for good.
 */
const QUIET_MS = 4 * CLOSED_POLL_MS;

/** The events the page logged with the origin label 'hosted', oldest first (the log prepends). */
async function scriptTagHostedEvents(page: Page): Promise<{ type: string; payload: string }[]> {
  const items = await page.locator('#event-log li').allTextContents();
  return items
    .reverse()
    .filter((text) => text.startsWith('hosted '))
    .map((text) => {
      const [, type = '', payload = ''] = /^hosted (\S+) ?(.*)$/.exec(text) ?? [];
      return { type, payload };
    });
}

const hostedTypes = (page: Page): Promise<string[]> =>
  scriptTagHostedEvents(page).then((log) => log.map((event) => event.type));

test.describe('script tag: RetailSync.openHosted', () => {
  test('opens the hosted popup, loads the hosted file, and the host hears the widget until the user closes it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The page has no favicon; the browser asking for one is not the bundle's doing.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
        errors.push(`${message.text()} ${message.location().url}`);
      }
    });
    await page.goto(PAGE);
    await expect(page.locator('#bundle-version')).toHaveText('0.1.0');

    const hostedFile = page.waitForResponse((response) => new URL(response.url()).pathname === HOSTED_FILE);
    // The hosted page on the service's origin (openHostedPopup waits for it), for this client and this host.
    const popup = await openHostedPopup(page, OPEN_HOSTED_BUTTON);
    const query = new URL(popup.url()).searchParams;
    expect(query.get('client_id')).toBe('retailsync-demo');
    expect(query.get('host_origin')).toBe(DEMO);

    // The bundle fetched its side file from next to itself, and it was there.
    const response = await hostedFile;
    expect(response.url()).toBe(`${DEMO}${HOSTED_FILE}`);
    expect(response.status()).toBe(200);

    // The hosted widget's own events reached the host's log (they only do once the file has run
    // under its integrity and checked them).
    await expect.poll(() => hostedTypes(page)).toEqual(expect.arrayContaining(['ready', 'open']));
    await expect(page.locator('#hosted-status')).toHaveText('The widget is open in a popup.');
    expect(await hostedTypes(page)).not.toContain('error');

    // The user closes the window: the host hears exit then close, once each, and nothing after.
    await popup.close();
    await expect.poll(() => hostedTypes(page)).toContain('close');
    await expect(page.locator('#hosted-status')).toHaveText('The popup was closed.');
    const log = await scriptTagHostedEvents(page);
    expect(log.filter((event) => event.type === 'exit')).toHaveLength(1);
    expect(log.filter((event) => event.type === 'close')).toHaveLength(1);
    expect(log.slice(-2)).toEqual([
      { type: 'exit', payload: '{}' },
      { type: 'close', payload: '{"reason":"user"}' },
    ]);

    // Nothing after: the log is the same after QUIET_MS of the handle's polls.
    await page.waitForTimeout(QUIET_MS);
    expect(await scriptTagHostedEvents(page)).toEqual(log);
    expect(errors).toEqual([]);
  });

  test('the hosted file fails to load: the popup closes and the host hears error, exit, close once each', async ({
    page,
  }) => {
    let requested = 0;
    await page.route(`**${HOSTED_FILE}`, (route) => {
      requested += 1;
      return route.fulfill({ status: 404, body: '' });
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(PAGE);
    await expect(page.locator('#bundle-version')).toHaveText('0.1.0');

    // Not openHostedPopup: the bundle may close the popup before it has reached the hosted page.
    const popup = await clickForHostedPopup(page, OPEN_HOSTED_BUTTON);

    // Nobody but the bundle closes it.
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(requested).toBe(1);
    await expect.poll(() => hostedTypes(page)).toEqual(['error', 'exit', 'close']);
    const log = await scriptTagHostedEvents(page);
    expect(JSON.parse(log[0]!.payload)).toMatchObject({ code: 'network' });
    expect(log[2]!.payload).toBe('{"reason":"user"}');
    await expect(page.locator('#hosted-status')).toHaveText('The popup was closed.');
    expect(consoleErrors.filter((text) => /retail-sync\.hosted\.js failed to load/.test(text))).toHaveLength(1);

    // Nothing after: the same three, payloads included, after QUIET_MS (no late event from a poll or a retry).
    await page.waitForTimeout(QUIET_MS);
    expect(await scriptTagHostedEvents(page)).toEqual(log);
  });
});
