import { GOOD_PASSWORD } from './credentials.ts';
import type { UserState } from './model.ts';
import { orderCountFor } from './orders.ts';
import { hashId } from './random.ts';
import { SCAN_MS } from './simulator.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Whether a sign-in user starts with the demo seed: `demo` itself, and any `demo_*` user, each with
 * a copy of its own, so that journeys which change the seeded connections (reconnecting the broken
 * one, answering the pending MFA) each start from the same state without touching another's.
 */
export function isSeededUser(userId: string): boolean {
  return userId === 'demo' || userId.startsWith('demo_');
}

/**
 * The seeded sign-in user `demo` (docs/sandbox.md): one active connection with orders, one in error
 * (invalid credentials, to show re-authentication) and one pending, waiting for an MFA code
 * (`123456`), so every connection state is on screen from the first sign-in.
 */
export function seedDemoUser(userId: string, now: number): UserState {
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
    const item =
      username === 'user_good'
        ? { retailerId, plan, status: 'completed' as const, since: startedAt + 8000, ordersFetched: ordersTotal }
        : username === 'user_bad'
          ? {
              retailerId,
              plan,
              status: 'error' as const,
              since: startedAt + 3000,
              ordersFetched: 0,
              errorCode: 'invalid_credentials' as const,
            }
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
