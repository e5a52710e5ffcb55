/** From the API's bodies to the contract's view models (flat, readonly, optional fields omitted when absent). */
import type { Connection, Retailer, SyncProgress, UserProfile } from '../session-contract.ts';
import { pick } from '../util/pick.ts';
import type { AvailableRetailerBody, ConnectionBody, SyncSessionBody, UserInfoBody } from './types.ts';

export function toRetailer(body: AvailableRetailerBody): Retailer {
  return { ...pick(body, ['retailerId', 'displayName', 'logo']), serverSide: body.syncConfig.serverSide };
}

export function toConnection(body: ConnectionBody): Connection {
  return pick(body, ['retailerId', 'displayName', 'status', 'lastSyncAt', 'errorCode']);
}

export function toSyncProgress(body: SyncSessionBody): SyncProgress {
  return {
    ...pick(body, ['syncId', 'status']),
    retailers: body.retailers.map((item) => ({
      ...pick(item, ['retailerId', 'status', 'ordersFetched', 'errorCode']),
      ...(item.mfa && { mfaPrompt: item.mfa.prompt }),
    })),
  };
}

export function toUserProfile(body: UserInfoBody): UserProfile {
  return pick(body, ['sub', 'name', 'email']);
}
