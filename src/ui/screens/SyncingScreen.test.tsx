import { act, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../core/session-contract.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { item, progress, sampleRetailers } from '../test-support/fixtures.ts';
import { renderApp } from '../test-support/render.tsx';

const WORDS: Record<SyncStatus, string> = {
  queued: 'Waiting to start',
  connecting: 'Signing in to the retailer',
  scanning: 'Fetching orders',
  completed: 'Completed',
  error: 'Failed',
  userintervention: 'Waiting for your verification code',
};

function syncing(status: SyncStatus, ordersFetched = 0) {
  return createFakeSession({
    catalog: { status: 'loaded', value: sampleRetailers() },
    view: { name: 'syncing', progress: progress(status, [item(1001, status, ordersFetched)]) },
  });
}

describe('SyncingScreen', () => {
  it.each(Object.entries(WORDS))('should put %s in words, on screen and in the live region', (status, words) => {
    const { container } = renderApp(syncing(status as SyncStatus));
    expect(container.querySelector('[data-screen="syncing"] .status-word')?.textContent).toBe(words);
    expect(screen.getByTestId('sync-announcer').textContent).toBe(words);
    expect(screen.getByTestId('sync-announcer').getAttribute('aria-live')).toBe('polite');
  });

  it('should show a labelled progress bar and the orders fetched so far', () => {
    renderApp(syncing('scanning', 17));
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Sync progress' });
    expect(bar.getAttribute('value')).toBe('2');
    expect(bar.getAttribute('max')).toBe('3');
    expect(screen.getByText('17 orders fetched so far')).toBeTruthy();
  });

  it('should announce a status change through the live region', () => {
    const session = syncing('queued');
    renderApp(session);
    act(() => {
      session.view.value = { name: 'syncing', progress: progress('scanning', [item(1001, 'scanning', 3)]) };
    });
    expect(screen.getByTestId('sync-announcer').textContent).toBe('Fetching orders');
    expect(screen.getByText('3 orders fetched so far')).toBeTruthy();
  });

  it('should list each retailer of a batch with its own state and count', () => {
    const session = createFakeSession({
      catalog: { status: 'loaded', value: sampleRetailers() },
      view: {
        name: 'syncing',
        progress: progress('scanning', [item(1001, 'completed', 40), item(1002, 'scanning', 2)]),
      },
    });
    renderApp(session);
    const lines = screen.getByRole('list', { name: 'Sync progress' });
    expect(lines.textContent).toContain('Acorn & Ash Outfitters');
    expect(lines.textContent).toContain('Completed · 40 orders');
    expect(lines.textContent).toContain('Fetching orders · 2 orders');
    expect(screen.getByText('42 orders fetched so far')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('5');
  });
});
