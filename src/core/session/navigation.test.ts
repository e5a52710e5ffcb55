import { describe, expect, it } from 'vitest';
import { createHarness } from '../test-support/session-harness.ts';

describe('navigation', () => {
  it('should emit one view event per screen change, not per progress tick', () => {
    const harness = createHarness();
    harness.session.showConnections();
    harness.session.showConnections();
    harness.session.showCatalog();
    expect(harness.events.filter((event) => event.type === 'view').map((event) => event.payload)).toEqual([
      { name: 'connections' },
      { name: 'catalog' },
    ]);
  });

  it('should go back to the catalog on retry() without something to repeat', () => {
    const harness = createHarness();
    harness.session.retry();
    expect(harness.session.view.value).toEqual({ name: 'catalog' });
  });
});
