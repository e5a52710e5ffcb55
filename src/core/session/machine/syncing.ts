import type { SyncProgress, WidgetError } from '../../domain.ts';
import { isOver, retailerSummaries, type PollEnd } from '../../sync/sync-poller.ts';
import { compact } from '../../util/compact.ts';
import { leftOutOf } from '../left-out.ts';
import { errorEvent, isExpired, syncFailedError, syncTimedOutError, toWidgetError } from '../widget-error.ts';
import type { SyncStartRequest } from './effects.ts';
import type { EventOf } from './events.ts';
import { loadConnections } from './loading.ts';
import { showError } from './error-view.ts';
import type { InPhase, RetryIntent } from './state.ts';
import type { Step } from './step.ts';

const retailerIdsOf = (progress: SyncProgress): number[] => progress.retailers.map((item) => item.retailerId);

/** What retry repeats when a sync started by `request` fails. */
function againOf(request: SyncStartRequest): RetryIntent {
  if (request.kind === 'syncOne') return { kind: 'syncOne', retailerId: request.retailerId };
  if (request.kind === 'syncAll') return { kind: 'syncAll' };
  return request.again;
}

/** Whether the screen follows the sync (its progress, its MFA prompt). */
const onSyncScreen = (step: Step): boolean => step.state.phase === 'syncing' || step.state.phase === 'mfa';

/** Follows a started sync to its end (a new poll replaces the one before); `again` is its error view's retry. */
export function follow(step: Step, started: SyncProgress, again: RetryIntent, resumed?: true): void {
  const { leftOut } = started;
  step.emit('sync.started', compact({ syncId: started.syncId, retailerIds: retailerIdsOf(started), resumed }));
  step.enter({ phase: 'syncing', sync: started, following: compact({ syncId: started.syncId, leftOut, again }) });
  const operation = step.start('poll');
  step.push({ type: 'startPoll', operation, initial: started });
}

/** Follows `latest` if it has not ended (a sync from before a reload); answers whether it did. */
export function followRunning(step: Step, latest: SyncProgress | null): boolean {
  if (!latest || isOver(latest)) return false;
  const [only, ...others] = retailerIdsOf(latest);
  follow(
    step,
    latest,
    only !== undefined && others.length === 0 ? { kind: 'syncOne', retailerId: only } : { kind: 'syncAll' },
    true,
  );
  return true;
}

/** When signed in: sends `request` (one answering a sync) and follows that sync. */
export function startSync(step: Step, request: SyncStartRequest): void {
  if (step.state.auth.status !== 'signed_in') return;
  step.start('syncStart', request);
}

export function syncStarted(step: Step, { operation, request, progress: batch, now }: EventOf<'syncStarted'>): void {
  if (!step.awaits('syncStart', operation)) return;
  step.finish('syncStart');
  let progress = batch;
  if (request.kind === 'syncAll') {
    // The batch with the connections it left out; the host hears `rate_limited` for each one at its limit.
    const known = step.state.connections;
    const { leftOut, limited } = leftOutOf(batch, known.status === 'loaded' ? known.value : [], now);
    for (const retailer of limited) step.emit('rate_limited', retailer);
    if (leftOut.length > 0) progress = { ...batch, leftOut };
  }
  follow(step, progress, againOf(request));
}

export function syncStartFailed(step: Step, { operation, request, error }: EventOf<'syncStartFailed'>): void {
  if (!step.awaits('syncStart', operation)) return;
  step.finish('syncStart');
  showError(step, error, againOf(request));
}

/** The polls answer the batch alone: what sync all left out stays with each progress shown. */
function told(step: Step, progress: SyncProgress): SyncProgress {
  const leftOut = step.state.following?.leftOut;
  return leftOut ? { ...progress, leftOut } : progress;
}

export function pollProgress(step: Step, { operation, progress: polled }: EventOf<'pollProgress'>): void {
  if (!step.awaits('poll', operation)) return;
  const progress = told(step, polled);
  step.set({ sync: progress });
  step.emit('sync.status', {
    syncId: progress.syncId,
    status: progress.status,
    retailers: retailerSummaries(progress),
  });
}

export function pollMfaRequired(
  step: Step,
  { operation, syncId, retailerId, prompt }: EventOf<'pollMfaRequired'>,
): void {
  const current = step.state;
  if (!step.awaits('poll', operation) || !current.following) return;
  step.emit('sync.mfa_required', { syncId, retailerId });
  const following = { ...current.following, mfa: { retailerId, prompt } };
  if (current.phase === 'syncing') step.enter({ phase: 'mfa', sync: current.sync, following, submitting: false });
  else step.set({ following });
}

/** What a sync that did not complete ended with. */
function syncEndError(
  syncId: string,
  end: Exclude<PollEnd, { reason: 'completed' | 'stopped' }>,
  maxDurationMs: number,
): WidgetError {
  switch (end.reason) {
    case 'error':
      return syncFailedError(syncId, end.progress.retailers.find((item) => item.errorCode !== undefined)?.errorCode);
    case 'timeout':
      return syncTimedOutError(syncId, maxDurationMs);
    case 'failed':
      return toWidgetError(end.error);
  }
}

export function pollEnded(step: Step, { operation, end, maxDurationMs }: EventOf<'pollEnded'>): void {
  const { following } = step.state;
  if (!step.awaits('poll', operation) || !following || end.reason === 'stopped') return;
  const progress = end.reason === 'completed' ? told(step, end.progress) : undefined;
  step.finish('poll');
  const { syncId, again } = following;
  const wasFollowing = onSyncScreen(step);
  if (progress) {
    step.emit('sync.completed', {
      syncId,
      ordersFetched: progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0),
    });
    if (wasFollowing) step.enter({ phase: 'success', sync: progress });
    step.set({ following: null });
    loadConnections(step);
    return;
  }
  if (end.reason === 'completed') {
    step.set({ following: null });
    return;
  }
  const error = syncEndError(syncId, end, maxDurationMs);
  step.emit('sync.failed', compact({ syncId, code: error.code, retailerErrorCode: error.retailerErrorCode }));
  const syncFailed = end.reason === 'error';
  if (syncFailed) loadConnections(step); // the connection's status changed with it
  // A failed sync is over: retry starts a new one. One given up on or unreadable may still be
  // running: retry follows the same sync again, which starts nothing on the service.
  if (wasFollowing) {
    // An expired session leaves the screen, and the sync, to the sign-in (`sessionExpired`).
    if (isExpired(error)) return;
    showError(step, error, syncFailed ? again : { kind: 'followSync', syncId, again });
  }
  step.set({ following: null });
}

export function submitMfa(step: Step, { code }: EventOf<'submitMfa'>): void {
  const current = step.state;
  if (current.phase !== 'mfa' || current.submitting) return;
  const { syncId, mfa } = current.following;
  const { retailerId } = mfa;
  step.enter({ ...current, submitting: true });
  step.emit('sync.mfa_submitted', { syncId, retailerId });
  step.start('mfa', { kind: 'mfa', syncId, retailerId, code });
}

/** The MFA screen that sent the code, while the screen still shows it. */
function mfaScreen(step: Step): InPhase<'mfa'> | undefined {
  const current = step.state;
  return current.phase === 'mfa' && current.submitting ? current : undefined;
}

/** The code was taken: the followed sync's poll, paused for it, goes on from the MFA call's answer. */
export function mfaAnswered(step: Step, { operation, progress }: EventOf<'mfaAnswered'>): void {
  if (!step.awaits('mfa', operation)) return;
  step.finish('mfa');
  const { following, operations } = step.state;
  const poll = operations.poll;
  if (following?.mfa === undefined || poll === undefined) return;
  const { mfa: _answered, ...polling } = following;
  // The shopper left the prompt meanwhile: the poll goes on, the screen stays where it is.
  if (mfaScreen(step)) step.enter({ phase: 'syncing', sync: progress, following: polling });
  else step.set({ following: polling });
  step.push({ type: 'resumePoll', operation: poll, progress });
}

export function mfaFailed(step: Step, { operation, error }: EventOf<'mfaFailed'>): void {
  if (!step.awaits('mfa', operation)) return;
  step.finish('mfa');
  const current = mfaScreen(step);
  if (!current || isExpired(error)) return;
  step.enter({ ...current, submitting: false, error });
  step.emit('error', errorEvent(error));
}
