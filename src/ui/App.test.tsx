import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from './test-support/fake-session.ts';
import { DEMO_USER, sampleConnections, sampleRetailers } from './test-support/fixtures.ts';
import { renderApp, wholeText } from './test-support/render.tsx';

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
    const session = createFakeSession({
      auth: { status: 'signed_in', user: DEMO_USER },
      view: { name: 'connections' },
    });
    renderApp(session);
    expect(screen.getByText(wholeText('Signed in as Demo Shopper'))).toBeTruthy();
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

  // Each component reads the session's signals while rendering (@preact/signals) and renders again
  // when one it read changes.
  describe('rendering again when a session signal changes', () => {
    it('should show the offline banner when `online` goes false, and clear it when back', () => {
      const session = createFakeSession();
      const { container } = renderApp(session);
      act(() => {
        session.online.value = false;
      });
      expect(container.querySelector('.offline')?.textContent).toBe('You are offline. Waiting for the network…');
      act(() => {
        session.online.value = true;
      });
      expect(container.querySelector('.offline')?.textContent).toBe('');
    });

    it('should show the screen `view` names', () => {
      const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
      const { container } = renderApp(session);
      act(() => {
        session.view.value = { name: 'sign_in', retailerId: 1001 };
      });
      expect(container.querySelector('.body')?.getAttribute('data-screen')).toBe('sign_in');
      expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    });

    it('should update the footer when `auth` changes', () => {
      const session = createFakeSession({ view: { name: 'connections' } });
      renderApp(session);
      expect(screen.queryByText(wholeText('Signed in as Demo Shopper'))).toBeNull();
      act(() => {
        session.auth.value = { status: 'signed_in', user: DEMO_USER };
      });
      expect(screen.getByText(wholeText('Signed in as Demo Shopper'))).toBeTruthy();
    });

    it('should list the retailers once `catalog` loads', () => {
      const session = createFakeSession({ catalog: { status: 'loading' } });
      renderApp(session);
      expect(screen.getByText('Loading…')).toBeTruthy();
      act(() => {
        session.catalog.value = { status: 'loaded', value: sampleRetailers() };
      });
      expect(screen.queryByText('Loading…')).toBeNull();
      expect(screen.getByText('12 retailers')).toBeTruthy();
    });

    it('should list the connections once `connections` loads', () => {
      const session = createFakeSession({
        auth: { status: 'signed_in', user: DEMO_USER },
        connections: { status: 'loading' },
        view: { name: 'connections' },
      });
      renderApp(session);
      expect(screen.queryByRole('list', { name: 'Connected retailers' })).toBeNull();
      act(() => {
        session.connections.value = { status: 'loaded', value: sampleConnections() };
      });
      expect(screen.getByRole('list', { name: 'Connected retailers' }).textContent).toContain('Bluebell Books');
    });

    it('should show what a screen changed while mounting', () => {
      const session = createFakeSession();
      // The real session marks the list loading at once; this fake loads it at once.
      session.loadCatalog = () => {
        session.catalog.value = { status: 'loaded', value: sampleRetailers() };
        return Promise.resolve();
      };
      renderApp(session);
      expect(screen.getByText('12 retailers')).toBeTruthy();
    });

    it('should watch the signals the shown screen reads, and none once unmounted', () => {
      const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
      const { container, unmount } = renderApp(session);
      // The catalog screen, its footer and App read these; nothing on it reads the connections.
      expect(session.watched()).toEqual(['auth', 'catalog', 'online', 'view']);
      act(() => {
        session.view.value = { name: 'connections' };
      });
      expect(session.watched()).toContain('connections');
      unmount();
      expect(session.watched()).toEqual([]);
      expect(() => {
        act(() => {
          session.online.value = false;
          session.view.value = { name: 'catalog' };
        });
      }).not.toThrow();
      expect(container.innerHTML).toBe('');
    });
  });
});
