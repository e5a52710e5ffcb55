/** From the API's bodies to the contract's view models (flat, readonly, optional fields omitted when absent). */
import type { Connection, Retailer, SyncProgress, SyncRetailerProgress, UserProfile } from '../domain.ts';
import { pick } from '../util/pick.ts';
import type {
  AvailableRetailerBody,
  ConnectionBody,
  SyncBatchBody,
  SyncRetailerBody,
  SyncSessionBody,
  UserInfoBody,
} from './types.ts';

export function toRetailer({ retailerId, displayName, logo, syncConfig }: AvailableRetailerBody): Retailer {
  return { retailerId, displayName, logo, serverSide: syncConfig.serverSide };
}

/** `lastSyncAt` and `errorCode` are left out when the body has none. */
export function toConnection(body: ConnectionBody): Connection {
  return pick(body, ['retailerId', 'displayName', 'status', 'lastSyncAt', 'errorCode']);
}

/** `errorCode` is left out when the retailer has none, `mfaPrompt` unless the retailer asks for a code. */
function toRetailerProgress(item: SyncRetailerBody): SyncRetailerProgress {
  const progress = pick(item, ['retailerId', 'status', 'ordersFetched', 'errorCode']);
  return item.mfa ? { ...progress, mfaPrompt: item.mfa.prompt } : progress;
}

export function toSyncProgress({ syncId, status, retailers }: SyncSessionBody): SyncProgress {
  return { syncId, status, retailers: retailers.map(toRetailerProgress) };
}

/** A sync-all answer: the batch, and `skipped` when the service named what it left out. */
export function toSyncBatch(body: SyncBatchBody): SyncProgress {
  const progress = toSyncProgress(body);
  const skipped = body.skipped?.map((item) => pick(item, ['retailerId', 'reason', 'retryAfterSeconds']));
  return skipped ? { ...progress, skipped } : progress;
}

/** `name` and `email` are left out when the provider gave none. */
export function toUserProfile(body: UserInfoBody): UserProfile {
  return pick(body, ['sub', 'name', 'email']);
}
