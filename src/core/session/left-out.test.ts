import { describe, expect, it } from 'vitest';
import type { Connection, SyncProgress } from '../domain.ts';
import { leftOutOf } from './left-out.ts';

const connection = (retailerId: number): Connection => ({
  retailerId,
  displayName: `Retailer ${retailerId}`,
  status: 'active',
  lastSyncAt: '2026-11-21T12:00:00Z',
});
const batch = (ids: number[], skipped?: SyncProgress['skipped']): SyncProgress => ({
  syncId: 'sync_1',
  status: 'queued',
  retailers: ids.map((retailerId) => ({ retailerId, status: 'queued', ordersFetched: 0 })),
  ...(skipped ? { skipped } : {}),
});
const NOW = 1_000_000;

describe('what a sync-all batch left out', () => {
  it('compares the batch with the connections: a limited one gets its time, a busy one none', () => {
    const answer = batch(
      [1],
      [
        { retailerId: 3, reason: 'sync_in_progress' },
        { retailerId: 2, reason: 'sync_rate_limited', retryAfterSeconds: 3490 },
      ],
    );
    expect(leftOutOf(answer, [1, 2, 3].map(connection), NOW)).toEqual({
      leftOut: [{ retailerId: 2, retryAt: NOW + 3_490_000 }, { retailerId: 3 }],
      limited: [{ retailerId: 2, retryAfterSeconds: 3490 }],
    });
  });

  it('a connection missing from the batch is left out even when the service does not say why', () => {
    expect(leftOutOf(batch([1]), [1, 2].map(connection), NOW)).toEqual({ leftOut: [{ retailerId: 2 }], limited: [] });
  });

  it('trusts `skipped` when the connections are not loaded, and leaves nothing out of a full batch', () => {
    const answer = batch([1], [{ retailerId: 2, reason: 'sync_rate_limited' }]);
    expect(leftOutOf(answer, [], NOW)).toEqual({ leftOut: [{ retailerId: 2 }], limited: [{ retailerId: 2 }] });
    expect(leftOutOf(batch([1, 2], []), [1, 2].map(connection), NOW)).toEqual({ leftOut: [], limited: [] });
  });
});
