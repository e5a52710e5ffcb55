import { expect, test } from '@playwright/test';
import { expectHostEvent, hostEventTypes } from './support/host-page.ts';
import { openWidget } from './support/widget.ts';

test('the user closes the sign-in popup: the host hears auth.cancelled and the widget offers to try again', async ({
  page,
}) => {
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Meadowlark Apparel' }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();

  const screen = page.locator('[data-screen="sign_in"]');
  await expect(screen.getByRole('alert')).toHaveText('The sign-in window was closed before you finished.');
  await expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expectHostEvent(page, 'auth.cancelled');
});

test('the user closes the widget: the host gets exit, then close, and focus returns to its button', async ({
  page,
}) => {
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(dialog).toHaveCount(0);
  await expectHostEvent(page, 'close');
  const types = await hostEventTypes(page);
  expect(types.slice(-2)).toEqual(['exit', 'close']);
  await expect(page.getByRole('button', { name: 'Connect your retailers' })).toBeFocused();
});
