import { fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../test-support/fake-session.ts';
import { DEMO_USER, sampleConnections } from '../test-support/fixtures.ts';
import { renderApp } from '../test-support/render.tsx';

const NOW = Date.parse('2026-11-21T13:00:00Z');

function connections() {
  return createFakeSession({
    auth: { status: 'signed_in', user: DEMO_USER },
    connections: { status: 'loaded', value: sampleConnections(NOW) },
    view: { name: 'connections' },
  });
}

function card(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Connected retailers' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent.includes(name));
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe('ConnectionsScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('should badge each status in words', () => {
    const { container } = renderApp(connections());
    expect(container.querySelector('[data-screen="connections"]')).not.toBeNull();
    expect(card('Acorn').querySelector('.badge')?.textContent).toBe('Active');
    expect(card('Bluebell').querySelector('.badge')?.textContent).toBe('Needs attention');
    expect(card('Café').querySelector('.badge')?.textContent).toBe('Pending');
  });

  it('should give the last sync as relative time, or say it never synced', () => {
    renderApp(connections());
    expect(within(card('Acorn')).getByText('Last synced 5 minutes ago').getAttribute('datetime')).toBe(
      '2026-11-21T12:55:00.000Z',
    );
    expect(within(card('Bluebell')).getByText('Last synced 3 days ago')).toBeTruthy();
    expect(within(card('Café')).getByText('Never synced')).toBeTruthy();
  });

  it('should offer Reconnect only on a connection in error, with its reason', () => {
    const session = connections();
    renderApp(session);
    expect(screen.getAllByRole('button', { name: /^Reconnect/ })).toHaveLength(1);
    expect(within(card('Bluebell')).getByText(/did not accept your username or password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect: Bluebell Books' }));
    expect(session.callsTo('reconnect')).toEqual([[1002]]);
  });

  it('should sync one connection or all of them', () => {
    const session = connections();
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Sync now: Café Cortado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sync all' }));
    expect(session.callsTo('syncNow')).toEqual([[1003]]);
    expect(session.callsTo('syncAll')).toHaveLength(1);
  });

  it('should load connections when they were never loaded', () => {
    const session = createFakeSession({ view: { name: 'connections' } });
    renderApp(session);
    expect(session.callsTo('loadConnections')).toHaveLength(1);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('should say when there are none, and lead to the catalog', () => {
    const session = createFakeSession({ connections: { status: 'loaded', value: [] }, view: { name: 'connections' } });
    renderApp(session);
    expect(screen.getByText('You have not connected a retailer yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync all' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a retailer' }));
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });

  it('should show a failed load with a way to try again', () => {
    const session = createFakeSession({
      connections: { status: 'failed', error: { code: 'network', message: 'x' } },
      view: { name: 'connections' },
    });
    renderApp(session);
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not reach the service. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(session.callsTo('loadConnections')).toHaveLength(1);
  });
});
