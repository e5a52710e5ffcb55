/** From the API's bodies to the contract's view models (flat, readonly, optional fields omitted when absent). */
import type { Connection, Retailer, SyncProgress, SyncRetailerProgress, UserProfile } from '../session-contract.ts';
import type { AvailableRetailerBody, ConnectionBody, SyncSessionBody, UserInfoBody } from './types.ts';

export function toRetailer(body: AvailableRetailerBody): Retailer {
  return { retailerId: body.retailerId, displayName: body.displayName, logo: body.logo, serverSide: body.syncConfig.serverSide };
}

export function toConnection(body: ConnectionBody): Connection {
  return {
    retailerId: body.retailerId,
    displayName: body.displayName,
    status: body.status,
    ...(body.lastSyncAt === undefined ? {} : { lastSyncAt: body.lastSyncAt }),
    ...(body.errorCode === undefined ? {} : { errorCode: body.errorCode }),
  };
}

export function toSyncProgress(body: SyncSessionBody): SyncProgress {
  return {
    syncId: body.syncId,
    status: body.status,
    retailers: body.retailers.map((item): SyncRetailerProgress => ({
      retailerId: item.retailerId,
      status: item.status,
      ordersFetched: item.ordersFetched,
      ...(item.errorCode === undefined ? {} : { errorCode: item.errorCode }),
      ...(item.mfa === undefined ? {} : { mfaPrompt: item.mfa.prompt }),
    })),
  };
}

export function toUserProfile(body: UserInfoBody): UserProfile {
  return {
    sub: body.sub,
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.email === undefined ? {} : { email: body.email }),
  };
}
