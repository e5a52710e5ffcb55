import type { components } from '../../../src/core/api/generated/variant-a.ts';
import type { RetailerCredentials } from './credentials.ts';
import type { FailureCode, SyncItem } from './simulator.ts';

export type ConnectionStatus = components['schemas']['ConnectionStatus'];
/** A connection that sync all left out of its batch (the answer's `skipped`). */
export type SkippedRetailer = components['schemas']['SkippedRetailer'];

/** The sandbox's own record of a connection; `representation.ts` turns it into the API shape. */
export interface Connection {
  retailerId: number;
  credentials: RetailerCredentials;
  status: ConnectionStatus;
  errorCode?: FailureCode;
  /** Sandbox time the most recent sync of this connection started. */
  lastSyncAt: number;
  /** The sync that decides this connection's status when it finishes; older ones no longer can. */
  currentSyncId: string;
  /** Syncs started since the credentials were last set (`user_expire` fails from the second on). */
  syncsWithCredentials: number;
  /** Orders found by the last completed sync. */
  orderCount: number;
}

export interface SyncSession {
  syncId: string;
  createdAt: number;
  items: SyncItem[];
}

export interface UserState {
  connections: Map<number, Connection>;
  /** In start order, so the last one is the latest. */
  sessions: Map<string, SyncSession>;
  /** Calls that reached each retailer with `user_flaky` credentials; odd ones fail (502). */
  flakyCalls: Map<number, number>;
}
