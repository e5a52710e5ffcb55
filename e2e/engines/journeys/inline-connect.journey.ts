import { expect } from 'vitest';
import { freshUser } from '../../support/users.ts';
import { journey } from '../journey.ts';
import {
  hostEvent,
  hostEventTypes,
  openWidget,
  ordersFetched,
  signInThroughPopup,
  submitCredentials,
  visible,
} from '../steps.ts';
import { button, css, dialog, field, inside, screen } from '../targets.ts';

journey(
  'inline: connect a retailer that asks for an MFA code, the sync completes, the host hears it',
  async ({ page }) => {
    await openWidget(page);
    await page.click(inside(dialog, button('Cobblestone Books')));
    await signInThroughPopup(page, inside(dialog, button('Sign in')), freshUser('engines_mfa'));
    await hostEvent(page, 'auth.succeeded');
    await submitCredentials(page, 'user_mfa');

    // The retailer asks for a one-time code; the right one finishes the sync.
    await visible(page, screen('mfa'), 20_000);
    const code = inside(dialog, field('Verification code'));
    expect(await page.attribute(code, 'autocomplete')).toBe('one-time-code');
    await page.fill(code, '123456');
    await page.click(inside(dialog, button('Verify')));

    const fetched = await ordersFetched(page);
    expect(fetched).toBeGreaterThanOrEqual(1);
    // The host fills its own orders table with the SDK's headless client after sync.completed.
    await hostEvent(page, 'sync.completed');
    await visible(page, css('#orders tbody tr'));
    expect(await hostEventTypes(page)).toEqual(expect.arrayContaining(['open', 'auth.succeeded', 'sync.completed']));
  },
);
