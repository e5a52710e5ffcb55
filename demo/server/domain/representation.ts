import type { components } from '../../../src/core/api/generated/variant-a.ts';
import { findRetailer } from '../retailers.ts';
import type { Connection, SyncSession } from './model.ts';
import { batchStatus, MFA_PROMPT } from './simulator.ts';

type ConnectionJson = components['schemas']['Connection'];
type SyncSessionJson = components['schemas']['SyncSession'];
type SyncRetailerJson = components['schemas']['SyncRetailer'];

const iso = (time: number) => new Date(time).toISOString();

/** The API shapes, typed by the generated contract so the sandbox cannot drift from the document. */
export function connectionJson(connection: Connection): ConnectionJson {
  return {
    retailerId: connection.retailerId,
    displayName: findRetailer(connection.retailerId)?.displayName ?? String(connection.retailerId),
    status: connection.status,
    lastSyncAt: iso(connection.lastSyncAt),
    ...(connection.status === 'error' && connection.errorCode ? { errorCode: connection.errorCode } : {}),
  };
}

export function syncJson(session: SyncSession): SyncSessionJson {
  const retailers = session.items.map((item): SyncRetailerJson => ({
    retailerId: item.retailerId,
    status: item.status,
    ordersFetched: item.ordersFetched,
    ...(item.status === 'error' && item.errorCode ? { errorCode: item.errorCode } : {}),
    ...(item.status === 'userintervention' ? { mfa: { prompt: MFA_PROMPT } } : {}),
  }));
  const updatedAt = Math.max(session.createdAt, ...session.items.map((item) => item.since));
  return {
    syncId: session.syncId,
    status: batchStatus(session.items),
    createdAt: iso(session.createdAt),
    updatedAt: iso(updatedAt),
    retailers,
  };
}
