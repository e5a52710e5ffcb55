import type { SyncProgress, SyncRetailerProgress, WidgetError } from '../../domain.ts';
import { MAX_CONSECUTIVE_FAILURES } from '../../sync/poll-interval.ts';
import { hasChanged, isOver, retailerSummaries } from '../../sync/sync-progress.ts';
import { compact } from '../../util/compact.ts';
import { isExpired, syncFailedError, syncTimedOutError } from '../widget-error.ts';
import { showError } from './error-view.ts';
import type { InputOf } from './inputs.ts';
import { loadConnections } from './loading.ts';
import type { FollowedSync } from './state.ts';
import type { Step } from './step.ts';

/**
 * Following a sync to its end, as the machine's own work: one request at a time, a wait between
 * polls (poll-interval.ts: quick, then backing off, stretched by RateLimit and Retry-After), no
 * poll while the page is hidden, a pause while a retailer waits for an MFA code, and a maximum
 * duration of polling. The waits and the requests are the `poll` operation, so leaving the sync
 * (a newer one, a sign-out, destroy()) aborts whichever is running.
 */

/** How the polling of a sync ended. */
type PollEnd =
  | { readonly reason: 'completed'; readonly progress: SyncProgress }
  | { readonly reason: 'error'; readonly progress: SyncProgress }
  | { readonly reason: 'timeout' }
  | { readonly reason: 'failed'; readonly error: WidgetError };

/** Whether the screen follows the sync (its progress, its MFA prompt). */
export const onSyncScreen = (step: Step): boolean => step.state.phase === 'syncing' || step.state.phase === 'mfa';

/** The followed sync, changed. */
function update(step: Step, following: FollowedSync): void {
  step.set({ following });
}

/** Waits before the next poll: along the schedule, or as soon as a Retry-After allows (`soon`). */
function wait(step: Step, following: FollowedSync, soon?: true): void {
  const { polls, notBefore } = following;
  step.start('poll', { kind: 'pollDelay', polls: soon ? null : polls, notBefore });
}

/**
 * Takes a progress of the followed sync (the answer that started it, a poll's, the MFA call's):
 * tells a change, then ends, waits for an MFA code, or waits for the next poll. `first`: the
 * progress the sync started with, always told.
 */
export function take(step: Step, polled: SyncProgress, now: number, first?: true): void {
  const { following, sync } = step.state;
  if (!following) return;
  // The polls answer the batch alone: what sync all left out stays with each progress shown.
  const progress = following.leftOut ? { ...polled, leftOut: following.leftOut } : polled;
  if (first || hasChanged(sync, progress)) {
    step.set({ sync: progress });
    step.emit('sync.status', {
      syncId: progress.syncId,
      status: progress.status,
      retailers: retailerSummaries(progress),
    });
  }
  if (isOver(progress)) {
    end(step, progress.status === 'completed' ? { reason: 'completed', progress } : { reason: 'error', progress });
    return;
  }
  const asking =
    progress.status === 'userintervention'
      ? progress.retailers.find((item) => item.status === 'userintervention')
      : undefined;
  if (asking) awaitCode(step, asking, now);
  else wait(step, following);
}

/** A retailer asks for its MFA code: no poll until the code is answered (syncing.ts's `mfaAnswered`). */
function awaitCode(step: Step, { retailerId, mfaPrompt }: SyncRetailerProgress, now: number): void {
  const current = step.state;
  if (!current.following || current.following.mfa) return;
  step.emit('sync.mfa_required', { syncId: current.following.syncId, retailerId });
  const following = { ...current.following, mfa: { retailerId, prompt: mfaPrompt ?? '', since: now } };
  if (current.phase === 'syncing') step.enter({ phase: 'mfa', sync: current.sync, following, submitting: false });
  else update(step, following);
}

/** The wait is over: a poll, unless the page is hidden, a Retry-After still runs, or the time is up. */
export function pollDue(step: Step, { now, visible }: InputOf<'pollDue'>): void {
  const { following, limits } = step.state;
  if (!following) return;
  // Hidden: the page's return is waited for, and polls at once (a hidden tab spends no quota).
  if (!visible) step.start('poll', { kind: 'pageVisible' });
  else if (now < following.notBefore) wait(step, following, true);
  else if (now - following.startedAt >= limits.maxDurationMs) end(step, { reason: 'timeout' });
  else step.start('poll', { kind: 'readSync', syncId: following.syncId });
}

export function pollAnswered(step: Step, { progress, now }: InputOf<'pollAnswered'>): void {
  const { following } = step.state;
  if (!following) return;
  update(step, { ...following, polls: following.polls + 1, failures: 0 });
  take(step, progress, now);
}

/** A poll failed: wait out a rate limit, poll on after a passing failure, give up on the others. */
export function pollFailed(step: Step, { error, now }: InputOf<'pollFailed'>): void {
  const { following } = step.state;
  if (!following) return;
  if (error.code === 'rate_limited') {
    // The transport already waited what it could; wait out the rest before the next poll.
    const notBefore = now + (error.retryAfterSeconds ?? 60) * 1000;
    update(step, { ...following, notBefore });
    wait(step, { ...following, notBefore }, true);
    return;
  }
  const transient = error.code === 'network' || error.code === 'upstream';
  const failures = following.failures + 1;
  if (!transient || failures >= MAX_CONSECUTIVE_FAILURES) {
    end(step, { reason: 'failed', error });
    return;
  }
  const next = { ...following, failures, polls: following.polls + 1 };
  update(step, next);
  wait(step, next);
}

/** What a sync that did not complete ended with. */
function endError(step: Step, syncId: string, end: Exclude<PollEnd, { reason: 'completed' }>): WidgetError {
  switch (end.reason) {
    case 'error':
      return syncFailedError(syncId, end.progress.retailers.find((item) => item.errorCode !== undefined)?.errorCode);
    case 'timeout':
      return syncTimedOutError(syncId, step.state.limits.maxDurationMs);
    case 'failed':
      return end.error;
  }
}

/** The followed sync is over for the widget: the host is told, and the screen shows it if it followed it. */
function end(step: Step, end: PollEnd): void {
  const { following } = step.state;
  if (!following) return;
  const { syncId, again } = following;
  const wasFollowing = onSyncScreen(step);
  if (end.reason === 'completed') {
    step.emit('sync.completed', {
      syncId,
      ordersFetched: end.progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0),
    });
    if (wasFollowing) step.enter({ phase: 'success', sync: end.progress });
    step.set({ following: null });
    loadConnections(step);
    return;
  }
  const error = endError(step, syncId, end);
  step.emit('sync.failed', compact({ syncId, code: error.code, retailerErrorCode: error.retailerErrorCode }));
  const syncFailed = end.reason === 'error';
  if (syncFailed) loadConnections(step); // the connection's status changed with it
  if (wasFollowing) {
    // An expired session leaves the screen, and the sync, to the sign-in (`sessionExpired`).
    if (isExpired(error)) return;
    // A failed sync is over: retry starts a new one. One given up on or unreadable may still be
    // running: retry follows the same sync again, which starts nothing on the service.
    showError(step, error, syncFailed ? again : { kind: 'followSync', syncId, again });
  }
  step.set({ following: null });
}
