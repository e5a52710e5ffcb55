import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../test-support/fake-session.ts';
import { item, progress } from '../test-support/fixtures.ts';
import { renderApp } from '../test-support/render.tsx';

function success() {
  return createFakeSession({
    view: { name: 'success', progress: progress('completed', [item(1001, 'completed', 1)]) },
  });
}

describe('SuccessScreen', () => {
  it('should give the number of orders fetched and announce it', () => {
    const { container } = renderApp(success());
    expect(container.querySelector('[data-screen="success"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'All synced' })).toBeTruthy();
    expect(screen.getByText('1 order fetched.')).toBeTruthy();
    expect(screen.getByTestId('sync-announcer').textContent).toBe('All synced. 1 order fetched.');
  });

  it('should close on Done, and lead to the connections or the catalog', () => {
    const session = success();
    const onClose = vi.fn();
    renderApp(session, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Your connections' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a retailer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(session.callsTo('showConnections')).toHaveLength(1);
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });
});
