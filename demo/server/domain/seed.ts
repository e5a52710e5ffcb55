import { GOOD_PASSWORD } from './credentials.ts';
import type { UserState } from './model.ts';
import { orderCountFor } from './orders.ts';
import { hashId } from './random.ts';
import { SCAN_MS } from './simulator.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The seeded sign-in user `demo` (DESIGN §5): one active connection with orders, one in error
 * (invalid credentials, to show re-authentication) and one pending, waiting for an MFA code
 * (`123456`), so every connection state is on screen from the first sign-in.
 */
export function seedDemoUser(now: number): UserState {
  const userId = 'demo';
  const state: UserState = { connections: new Map(), sessions: new Map(), flakyCalls: new Map() };
  const seeds = [
    { retailerId: 1001, username: 'user_good', startedAt: now - 24 * HOUR },
    { retailerId: 1002, username: 'user_bad', startedAt: now - 3 * HOUR },
    { retailerId: 1003, username: 'user_mfa', startedAt: now - 2 * 60 * 1000 },
  ];
  for (const { retailerId, username, startedAt } of seeds) {
    const syncId = hashId('sync_', `seed:${userId}:${retailerId}:${now}`, 24);
    const ordersTotal = orderCountFor(userId, retailerId);
    const plan = { ordersTotal, scanMs: SCAN_MS, mfa: username === 'user_mfa' };
    const item = username === 'user_good'
      ? { retailerId, plan, status: 'completed' as const, since: startedAt + 8000, ordersFetched: ordersTotal }
      : username === 'user_bad'
        ? { retailerId, plan, status: 'error' as const, since: startedAt + 3000, ordersFetched: 0, errorCode: 'invalid_credentials' as const }
        : { retailerId, plan, status: 'userintervention' as const, since: startedAt + 3000, ordersFetched: 0 };
    state.sessions.set(syncId, { syncId, createdAt: startedAt, items: [item] });
    state.connections.set(retailerId, {
      retailerId,
      credentials: { username, password: GOOD_PASSWORD },
      status: username === 'user_good' ? 'active' : username === 'user_bad' ? 'error' : 'pending',
      ...(username === 'user_bad' ? { errorCode: 'invalid_credentials' as const } : {}),
      lastSyncAt: startedAt,
      currentSyncId: syncId,
      syncsWithCredentials: 1,
      orderCount: username === 'user_good' ? ordersTotal : 0,
    });
  }
  return state;
}
