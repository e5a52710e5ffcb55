import { expect } from 'vitest';
import { SANDBOX } from '../../support/origins.ts';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import {
  eventually,
  hostEvent,
  hostEventTypes,
  ordersFetched,
  signInThroughPopup,
  submitCredentials,
  visible,
} from '../steps.ts';
import { button, css, dialog, field, inside, screen } from '../targets.ts';

journey('script tag: the custom element opens the widget, connects user_good and tells the page', async ({ page }) => {
  await page.goto(`/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`);
  // The bundle ran under its `integrity` and defined the global and the element.
  const global = await page.evaluate(() => ({
    create: typeof (window as unknown as { RetailSync?: { create?: unknown } }).RetailSync?.create,
    element: customElements.get('retail-sync-widget') !== undefined,
  }));
  expect(global).toEqual({ create: 'function', element: true });

  await page.click(inside(css('retail-sync-widget'), button('Connect your retailers')));
  await visible(page, dialog);
  await page.click(inside(dialog, button('Harbor Hardware')));
  await signInThroughPopup(page, inside(dialog, button('Sign in')), freshUser('engines_script'));
  await submitCredentials(page, 'user_good');
  expect(await ordersFetched(page)).toBeGreaterThanOrEqual(20);
  // The page's own log heard sync.completed from the element, as a DOM event.
  await eventually(
    `${page.engine}: the element's sync.completed in the page's log`,
    () => page.count(css('#event-log li', /^element sync\.completed /)),
    (count) => count === 1,
  );
  expect(await page.count(css('[data-retail-sync]'))).toBe(1);
});

journey(
  'hosted popup: the widget runs in a popup on the service, and the host hears sync.completed',
  async ({ page }) => {
    await page.goto('/demo/host/hosted.html');
    const popup = await page.popup(() => page.click(button('Connect your retailers in a popup')));
    await eventually(
      `${page.engine}: the popup on the hosted page`,
      () => popup.url(),
      (url) => url.startsWith(`${SANDBOX}/hosted/?`),
    );
    await popup.click(inside(dialog, button('Bluewater Market')));
    await popup.click(inside(dialog, button('Sign in')));
    // The hosted page signs in with a full-page redirect inside the popup.
    await eventually(
      `${page.engine}: the provider's sign-in page`,
      () => popup.url(),
      (url) => url.startsWith(`${SANDBOX}/oauth/interaction/`),
    );
    await popup.fill(field('Username'), freshUser('engines_hosted'));
    await popup.click(button('Sign in'));
    await eventually(
      `${page.engine}: back on the hosted page`,
      () => popup.url(),
      (url) => url === `${SANDBOX}/hosted/`,
    );
    await submitCredentials(popup, 'user_good');
    await visible(popup, screen('success'), 20_000);

    // The host page heard the journey through postMessage from the service's origin.
    const heard = await eventually(
      `${page.engine}: sync.completed in the host's log`,
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#event-log li')].map((item) => item.textContent.split(' ')[0]),
        ),
      (types) => types.includes('sync.completed'),
    );
    expect(heard).toEqual(expect.arrayContaining(['open', 'auth.succeeded', 'connection.created', 'sync.completed']));
    expect(await page.url()).toMatch(/\/demo\/host\/hosted\.html$/);
  },
);

journey(
  "React: the hook's button opens the widget, user_good connects, and onSuccess tells the page",
  async ({ page }) => {
    await page.goto('/demo/host/react.html');
    // The page enables its button when the hook says `ready`, just after it mounts: the click may
    // come before the widget's code has loaded, and open() waits for it (docs/embedding.md). A
    // shopper cannot click before, and WebDriver's click, unlike Playwright's, does not wait for a
    // control to be enabled.
    await eventually(
      `${page.engine}: the hook's button is enabled`,
      () => page.evaluate(() => document.querySelector<HTMLButtonElement>('#open-widget')?.disabled),
      (disabled) => disabled === false,
    );
    await page.click(button('Connect your retailers'));
    await visible(page, dialog);
    await page.click(inside(dialog, button('Harbor Hardware')));
    await signInThroughPopup(page, inside(dialog, button('Sign in')), freshUser('engines_react'));
    await submitCredentials(page, 'user_good');
    const fetched = await ordersFetched(page);
    await eventually(
      `${page.engine}: the hook's onSuccess on the page`,
      () => page.text(css('#hook-status')),
      (text) => text === `Retailer connected: ${fetched} orders fetched.`,
    );
    // StrictMode mounts the hook twice: one widget is left, and it said ready once.
    expect(await page.count(css('[data-retail-sync]'))).toBe(1);
    await hostEvent(page, 'sync.completed');
    expect((await hostEventTypes(page)).filter((type) => type === 'ready')).toHaveLength(1);
    expect(await page.count(css('#hook-error'))).toBe(0);
  },
);
