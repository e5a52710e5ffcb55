import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../core/session-contract.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { sampleRetailers } from '../test-support/fixtures.ts';
import { renderApp, wholeText } from '../test-support/render.tsx';

function onCatalog(auth: AuthState) {
  return createFakeSession({
    auth,
    catalog: { status: 'loaded', value: sampleRetailers() },
    view: { name: 'catalog' },
  });
}

describe('AccountFooter', () => {
  it.each([
    [{ sub: 'u1', name: 'Ada Lovelace', preferredUsername: 'ada', email: 'ada@example.test' }, 'Ada Lovelace'],
    [{ sub: 'u1', preferredUsername: 'ada', email: 'ada@example.test' }, 'ada'],
    [{ sub: 'u1', email: 'ada@example.test' }, 'ada@example.test'],
    [{ sub: 'u1' }, 'u1'],
  ])('should name the signed-in user %j as %s', (user, shown) => {
    renderApp(onCatalog({ status: 'signed_in', user }));
    expect(screen.getByText(wholeText(`Signed in as ${shown}`))).toBeTruthy();
  });

  it("should show a sign-in that failed from the catalog's footer, with the provider's reason as text", () => {
    const reason = '<b>Your account is locked</b>';
    renderApp(
      onCatalog({
        status: 'failed',
        error: { code: 'authorization_denied', message: 'x', detail: reason },
      }),
    );

    const footer = screen.getByRole('contentinfo');
    const alert = within(footer).getByRole('alert');
    expect(alert.textContent).toBe(`Access was not granted. The sign-in service said: “${reason}”`);
    expect(alert.querySelector('b')).toBeNull();
    expect(within(footer).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('should say nothing in the footer while no sign-in has failed', () => {
    renderApp(onCatalog({ status: 'signed_out' }));
    expect(within(screen.getByRole('contentinfo')).queryByRole('alert')).toBeNull();
  });
});
