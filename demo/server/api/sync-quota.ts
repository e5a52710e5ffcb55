import type { SandboxStore } from '../domain/store.ts';
import type { Handler } from './reply.ts';

export const SYNCS_POLICY = '"syncs";q=10;w=3600';

/**
 * Adds the `"syncs"` RateLimit item to an answer that started a sync (connect, update, sync one,
 * sync all), as the documents promise, so a client sees its hourly quota run down before a 429.
 * It sits outside the idempotency layer: a replayed answer reports the quota as it is now, like the
 * `"requests"` item, rather than as it was when the answer was first made. For sync all the item is
 * the batch's tightest retailer (`SandboxStore.syncQuota`).
 */
export function withSyncQuota(store: SandboxStore, handler: Handler): Handler {
  return (req, auth) => {
    const reply = handler(req, auth);
    if (!reply.syncs?.length) return reply;
    const quota = store.syncQuota(auth.userId, reply.syncs);
    return {
      ...reply,
      headers: {
        ...reply.headers,
        RateLimit: `"syncs";r=${quota.remaining};t=${quota.resetSeconds}`,
        'RateLimit-Policy': SYNCS_POLICY,
      },
    };
  };
}
