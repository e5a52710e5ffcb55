import { h } from 'preact';
import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from './test-support/fake-session.ts';
import { DEMO_USER, sampleRetailers } from './test-support/fixtures.ts';
import { renderApp } from './test-support/render.tsx';

describe('App', () => {
  it('should be a modal dialog labelled by the current screen’s heading', () => {
    renderApp(createFakeSession({ view: { name: 'connections' } }));
    const dialog = screen.getByRole('dialog', { name: 'Your connections' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('should move focus to the heading of each new screen', () => {
    const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
    renderApp(session);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect a retailer' }));
    act(() => {
      session.view.value = { name: 'sign_in', retailerId: 1001 };
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in to continue' }));
  });

  it('should leave focus where the user put it when the same screen renders again', () => {
    const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
    renderApp(session);
    const search = screen.getByRole('searchbox', { name: 'Search retailers' });
    search.focus();
    act(() => {
      session.online.value = false;
    });
    fireEvent.input(search, { target: { value: 'har' } });
    expect(document.activeElement).toBe(search);
    // A new retailer on the same kind of screen is a new screen: its heading takes focus.
    act(() => {
      session.view.value = { name: 'sign_in', retailerId: 1001 };
    });
    screen.getByRole('button', { name: 'Sign in' }).focus();
    act(() => {
      session.view.value = { name: 'sign_in', retailerId: 1002 };
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in to continue' }));
  });

  it('should close from the close button and from Escape', () => {
    const onClose = vi.fn();
    renderApp(createFakeSession(), onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('should say who is signed in and sign out', () => {
    const session = createFakeSession({ auth: { status: 'signed_in', user: DEMO_USER }, view: { name: 'connections' } });
    renderApp(session);
    expect(screen.getByText('Signed in as Demo Shopper')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.callsTo('signOut')).toHaveLength(1);
  });

  it('should let a returning user sign in from the catalog', () => {
    const session = createFakeSession();
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(session.callsTo('signIn')).toHaveLength(1);
  });

  it('should tell the user when the network is gone, through a status region that was there before', () => {
    const session = createFakeSession();
    const { container } = renderApp(session);
    const region = container.querySelector('.offline');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.textContent).toBe('');
    act(() => {
      session.online.value = false;
    });
    expect(container.querySelector('.offline')).toBe(region);
    expect(region?.textContent).toBe('You are offline. Waiting for the network…');
  });
});
