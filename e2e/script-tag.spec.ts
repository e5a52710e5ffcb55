import { expect, test } from '@playwright/test';
import type { WidgetEvent } from '../src/core/events/catalogue.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { freshUser, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

test.describe('script tag', () => {
  test('the IIFE defines RetailSync; the element opens the widget, connects user_good and tells the page', async ({
    page,
    context,
  }) => {
    // Every console error on the page and in the sign-in popup: a successful journey has none.
    const consoleErrors = watchConsoleErrors(context);
    // Uncaught errors from the bundle, and the browser refusing it (a wrong `integrity`).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`/demo/host/script-tag.html?sandbox=${encodeURIComponent(SANDBOX)}`);

    // The bundle ran, so the browser accepted it under its `integrity` (a stale hash blocks it).
    await expect(page.locator('script[src="/dist/retail-sync.js"]')).toHaveAttribute(
      'integrity',
      /^sha384-[A-Za-z0-9+/]{64}$/,
    );
    const global = await page.evaluate(() => ({
      create: typeof window.RetailSync?.create,
      openHosted: typeof window.RetailSync?.openHosted,
      version: window.RetailSync?.version,
      element: customElements.get('retail-sync-widget') !== undefined,
    }));
    expect(global).toEqual({ create: 'function', openHosted: 'function', version: '0.1.0', element: true });
    await expect(page.locator('#bundle-version')).toHaveText('0.1.0');

    // The host listens the way any framework would: a DOM event on the element.
    const completed = page.evaluate(
      () =>
        new Promise<WidgetEvent>((resolve) => {
          document.getElementById('element-widget')?.addEventListener(
            'retail-sync:sync.completed',
            (event) => {
              resolve((event as CustomEvent<WidgetEvent>).detail);
            },
            { once: true },
          );
        }),
    );

    await page.locator('retail-sync-widget').getByRole('button', { name: 'Connect your retailers' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('script'));
    await submitCredentials(dialog, 'user_good');

    const success = page.locator('[data-screen="success"]');
    await expect(success).toBeVisible({ timeout: 20_000 });
    const fetched = Number(/(\d+) orders fetched/.exec(await success.innerText())?.[1]);
    const event = await completed;
    expect(event).toMatchObject({
      source: 'retail-sync',
      version: 1,
      type: 'sync.completed',
      payload: { ordersFetched: fetched },
    });
    expect(fetched).toBeGreaterThanOrEqual(20);
    // The page's own log (demo/host/script-tag.js) heard it from the element too.
    await expect(page.locator('#event-log li', { hasText: /^element sync\.completed / })).toHaveCount(1);
    // Only one widget on the page: the element's (RetailSync.create's one was never opened).
    await expect(page.locator('[data-retail-sync]')).toHaveCount(1);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
