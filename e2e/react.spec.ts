import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { hostEventTypes } from './support/host-page.ts';
import { freshUser, signInThroughPopup, submitCredentials } from './support/widget.ts';

test("React: the hook's button opens the widget, user_good connects, and onSuccess tells the page", async ({
  page,
  context,
}) => {
  // Uncaught errors and console errors, on the page and in the sign-in popup: none on a success.
  const errors = watchConsoleErrors(context);
  await page.goto('/demo/host/react.html');

  // Enabled once the hook's `ready` is true: the widget exists, made in an effect.
  const button = page.getByRole('button', { name: 'Connect your retailers' });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('react'));
  await submitCredentials(dialog, 'user_good');

  const success = page.locator('[data-screen="success"]');
  await expect(success).toBeVisible({ timeout: 20_000 });
  const fetched = Number(/(\d+) orders fetched/.exec(await success.innerText())?.[1]);
  expect(fetched).toBeGreaterThanOrEqual(20);
  // The page heard it through the hook's onSuccess callback, with the typed payload.
  await expect(page.locator('#hook-status')).toHaveText(`Retailer connected: ${fetched} orders fetched.`);

  // The demo renders in StrictMode, which mounts the hook twice: one widget is left, and one spoke.
  await expect(page.locator('[data-retail-sync]')).toHaveCount(1);
  const types = await hostEventTypes(page);
  expect(types.filter((type) => type === 'ready')).toHaveLength(1);
  expect(types).toContain('sync.completed');
  await expect(page.locator('#hook-error')).toHaveCount(0);
  expect(errors).toEqual([]);
});
