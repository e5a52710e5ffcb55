import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createFakeSession } from '../test-support/fake-session.ts';
import { sampleRetailers } from '../test-support/fixtures.ts';
import { renderApp, wholeText } from '../test-support/render.tsx';

describe('SignInScreen', () => {
  it('should name the retailer the user picked and open sign-in on click', () => {
    const session = createFakeSession({
      catalog: { status: 'loaded', value: sampleRetailers() },
      view: { name: 'sign_in', retailerId: 1002 },
    });
    const { container } = renderApp(session);
    expect(container.querySelector('[data-screen="sign_in"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByText(wholeText(/to connect Bluebell Books\./))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(session.callsTo('signIn')).toHaveLength(1);
  });

  it('should hold the button and say so while the sign-in window is open', () => {
    const session = createFakeSession({ auth: { status: 'signing_in' }, view: { name: 'sign_in' } });
    renderApp(session);
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Waiting for the sign-in window…')).toBeTruthy();
  });

  it('should show a failed sign-in in the user’s words, not the developer message', () => {
    const session = createFakeSession({
      auth: { status: 'failed', error: { code: 'popup_blocked', message: 'window.open returned null' } },
      view: { name: 'sign_in' },
    });
    renderApp(session);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    );
    expect(screen.queryByText(/window\.open/)).toBeNull();
  });

  it('should go back to the catalog', () => {
    const session = createFakeSession({ view: { name: 'sign_in' } });
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Back to retailers' }));
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });
});
