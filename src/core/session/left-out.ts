import type { Connection, LeftOutRetailer, SyncProgress } from '../domain.ts';
import { compact } from '../util/compact.ts';

/** A retailer at its hourly sync limit, and the seconds until a sync of it is allowed again if said. */
export interface LimitedRetailer {
  readonly retailerId: number;
  readonly retryAfterSeconds?: number;
}

/**
 * What a sync-all batch does not cover. The service starts the batch over the connections it can
 * sync and leaves the others out (10 syncs per hour per retailer: docs/sandbox.md), so the batch's
 * `retailers` are compared with the user's `connections` and the answer's `skipped`: each one
 * missing from the batch is left out, with when it can sync if the service said it is limited.
 * `limited` are those the service said are at their limit, for the `rate_limited` events.
 */
export function leftOutOf(
  batch: SyncProgress,
  connections: readonly Connection[],
  now: number,
): { leftOut: LeftOutRetailer[]; limited: LimitedRetailer[] } {
  const inBatch = new Set(batch.retailers.map((item) => item.retailerId));
  const ids = new Set([...connections, ...(batch.skipped ?? [])].map((item) => item.retailerId));
  const leftOut: LeftOutRetailer[] = [];
  const limited: LimitedRetailer[] = [];
  for (const retailerId of [...ids].filter((id) => !inBatch.has(id)).sort((a, b) => a - b)) {
    const skipped = batch.skipped?.find((item) => item.retailerId === retailerId);
    if (skipped?.reason !== 'sync_rate_limited') {
      leftOut.push({ retailerId });
      continue;
    }
    const { retryAfterSeconds } = skipped;
    leftOut.push(
      compact({ retailerId, retryAt: retryAfterSeconds === undefined ? undefined : now + retryAfterSeconds * 1000 }),
    );
    limited.push(compact({ retailerId, retryAfterSeconds }));
  }
  return { leftOut, limited };
}
