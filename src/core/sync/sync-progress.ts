import type { SyncItemSummary } from '../events/catalogue.ts';
import type { SyncProgress } from '../domain.ts';

/** A batch that has ended, completed or failed: nothing more to poll. */
export const isOver = (progress: SyncProgress): progress is SyncProgress & { status: 'completed' | 'error' } =>
  progress.status === 'completed' || progress.status === 'error';

/** Each retailer's status and count: what `sync.status` tells the host, and what a change of progress is. */
export const retailerSummaries = (progress: SyncProgress): SyncItemSummary[] =>
  progress.retailers.map(({ retailerId, status, ordersFetched }) => ({ retailerId, status, ordersFetched }));

/** Whether `next` shows something `previous` did not (the batch's status, a retailer's status or count). */
export const hasChanged = (previous: SyncProgress | null, next: SyncProgress): boolean =>
  previous === null ||
  previous.syncId !== next.syncId ||
  JSON.stringify([previous.status, retailerSummaries(previous)]) !==
    JSON.stringify([next.status, retailerSummaries(next)]);
