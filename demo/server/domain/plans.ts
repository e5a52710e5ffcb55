import { profileOf, type RetailerCredentials } from './credentials.ts';
import { orderCountFor } from './orders.ts';
import { SCAN_MS, SLOW_SCAN_MS, type SyncPlan } from './simulator.ts';

/** What a sync of these credentials will do, per the test-credentials table of docs/sandbox.md. */
export function planFor(
  userId: string,
  retailerId: number,
  credentials: RetailerCredentials,
  syncsWithCredentials: number,
): SyncPlan {
  const found = { ordersTotal: orderCountFor(userId, retailerId), scanMs: SCAN_MS, mfa: false };
  switch (profileOf(credentials)) {
    case 'good':
    case 'flaky':
      return found;
    case 'mfa':
      return { ...found, mfa: true };
    case 'slow':
      return { ...found, scanMs: SLOW_SCAN_MS, ignoresSpeed: true };
    case 'empty':
      return { ...found, ordersTotal: 0 };
    case 'expire':
      // The first sync with these credentials works; from the next one on the retailer says they expired.
      return syncsWithCredentials === 0 ? found : { ...found, failure: 'credentials_expired' };
    case 'locked':
      return { ...found, failure: 'account_locked' };
    case 'bad':
      return { ...found, failure: 'invalid_credentials' };
  }
}
