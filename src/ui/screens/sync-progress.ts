import type { SyncProgress, SyncStatus } from '../../core/session-contract.ts';
import type { Messages } from '../i18n/messages.ts';

/** How far along each state is, for the progress bar; MFA waits at the same point as connecting. */
const STEP: Readonly<Record<SyncStatus, number>> = {
  queued: 0,
  connecting: 1,
  userintervention: 1,
  scanning: 2,
  completed: 3,
  error: 3,
};
const LAST_STEP = 3;

/** Progress over the whole batch: each retailer contributes its steps. */
export function progressSteps(progress: SyncProgress): { value: number; max: number } {
  const max = Math.max(1, progress.retailers.length * LAST_STEP);
  const value = progress.retailers.reduce((sum, r) => sum + STEP[r.status], 0);
  return { value, max };
}

/** The success title: "All synced" only when sync all left no connection out. */
export function successTitle(progress: SyncProgress, t: Messages): string {
  const leftOut = progress.leftOut?.length ?? 0;
  return leftOut > 0 ? t.syncedExcept(leftOut) : t.successTitle;
}

export function ordersFetched(progress: SyncProgress): number {
  return progress.retailers.reduce((sum, r) => sum + r.ordersFetched, 0);
}
