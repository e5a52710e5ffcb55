/** From the API's bodies to the contract's view models (flat, readonly, optional fields omitted when absent). */
import type { Connection, Retailer, SyncProgress, SyncRetailerProgress, UserProfile } from '../session-contract.ts';
import { defined } from '../util/defined.ts';
import type { AvailableRetailerBody, ConnectionBody, SyncSessionBody, UserInfoBody } from './types.ts';

export function toRetailer({ retailerId, displayName, logo, syncConfig }: AvailableRetailerBody): Retailer {
  return { retailerId, displayName, logo, serverSide: syncConfig.serverSide };
}

export function toConnection({ retailerId, displayName, status, lastSyncAt, errorCode }: ConnectionBody): Connection {
  return defined<Connection>({ retailerId, displayName, status, lastSyncAt, errorCode });
}

export function toSyncProgress({ syncId, status, retailers }: SyncSessionBody): SyncProgress {
  return {
    syncId,
    status,
    retailers: retailers.map(({ retailerId, status, ordersFetched, errorCode, mfa }) =>
      defined<SyncRetailerProgress>({ retailerId, status, ordersFetched, errorCode, mfaPrompt: mfa?.prompt })),
  };
}

export function toUserProfile({ sub, name, email }: UserInfoBody): UserProfile {
  return defined<UserProfile>({ sub, name, email });
}
