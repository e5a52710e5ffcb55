/**
 * From the API's bodies to the contract's view models (flat, readonly, optional fields omitted when
 * absent). Text meant for people is cut here to the lengths in bounded-text.ts, so every consumer,
 * the UI's layout, search and accessible names, and the host's events, gets bounded strings.
 */
import type { Connection, Retailer, SyncProgress, SyncRetailerProgress } from '../domain.ts';
import { cutText, NAME_MAX_LENGTH, SENTENCE_MAX_LENGTH, URL_MAX_LENGTH } from '../util/bounded-text.ts';
import { pick } from '../util/pick.ts';
import type {
  AvailableRetailerBody,
  ConnectionBody,
  SyncBatchBody,
  SyncRetailerBody,
  SyncSessionBody,
} from './types.ts';

/** A logo URL too long to be real is none (empty): the UI's monogram stands in. */
export function toRetailer({ retailerId, displayName, logo, syncConfig }: AvailableRetailerBody): Retailer {
  return {
    retailerId,
    displayName: cutText(displayName, NAME_MAX_LENGTH),
    logo: logo.length <= URL_MAX_LENGTH ? logo : '',
    serverSide: syncConfig.serverSide,
  };
}

/** `lastSyncAt` and `errorCode` are left out when the body has none. */
export function toConnection(body: ConnectionBody): Connection {
  const connection = pick(body, ['retailerId', 'displayName', 'status', 'lastSyncAt', 'errorCode']);
  return { ...connection, displayName: cutText(body.displayName, NAME_MAX_LENGTH) };
}

/** `errorCode` is left out when the retailer has none, `mfaPrompt` unless the retailer asks for a code. */
function toRetailerProgress(item: SyncRetailerBody): SyncRetailerProgress {
  const progress = pick(item, ['retailerId', 'status', 'ordersFetched', 'errorCode']);
  return item.mfa ? { ...progress, mfaPrompt: cutText(item.mfa.prompt, SENTENCE_MAX_LENGTH) } : progress;
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
