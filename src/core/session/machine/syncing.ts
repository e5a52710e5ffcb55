import type { SyncProgress } from '../../domain.ts';
import { isOver } from '../../sync/sync-progress.ts';
import { compact } from '../../util/compact.ts';
import { leftOutOf } from '../left-out.ts';
import { errorEvent, isExpired } from '../widget-error.ts';
import type { SyncStartRequest } from './effects.ts';
import type { InputOf } from './inputs.ts';
import { showError } from './error-view.ts';
import { take } from './polling.ts';
import type { InPhase, RetryIntent } from './state.ts';
import type { Step } from './step.ts';

const retailerIdsOf = (progress: SyncProgress): number[] => progress.retailers.map((item) => item.retailerId);

/** What retry repeats when a sync started by `request` fails. */
function againOf(request: SyncStartRequest): RetryIntent {
  if (request.kind === 'syncOne') return { kind: 'syncOne', retailerId: request.retailerId };
  if (request.kind === 'syncAll') return { kind: 'syncAll' };
  return request.again;
}

/**
 * Follows a started sync to its end from `now` (polling.ts; it replaces the sync followed before,
 * whose poll stops); `again` is its error view's retry.
 */
export function follow(step: Step, started: SyncProgress, again: RetryIntent, now: number, resumed?: true): void {
  const { leftOut } = started;
  step.emit('sync.started', compact({ syncId: started.syncId, retailerIds: retailerIdsOf(started), resumed }));
  const following = compact({
    syncId: started.syncId,
    leftOut,
    again,
    startedAt: now,
    polls: 0,
    notBefore: 0,
    failures: 0,
  });
  step.enter({ phase: 'syncing', sync: started, following });
  step.abort('poll');
  take(step, started, now, true);
}

/** Follows `latest` if it has not ended (a sync from before a reload); answers whether it did. */
export function followRunning(step: Step, latest: SyncProgress | null, now: number): boolean {
  if (!latest || isOver(latest)) return false;
  const [only, ...others] = retailerIdsOf(latest);
  follow(
    step,
    latest,
    only !== undefined && others.length === 0 ? { kind: 'syncOne', retailerId: only } : { kind: 'syncAll' },
    now,
    true,
  );
  return true;
}

/** When signed in: sends `request` (one answering a sync) and follows that sync. */
export function startSync(step: Step, request: SyncStartRequest): void {
  if (step.state.auth.status !== 'signed_in') return;
  step.start('syncStart', request);
}

export function syncStarted(step: Step, { request, progress: batch, now }: InputOf<'syncStarted'>): void {
  let progress = batch;
  if (request.kind === 'syncAll') {
    // The batch with the connections it left out; the host hears `rate_limited` for each one at its limit.
    const known = step.state.connections;
    const { leftOut, limited } = leftOutOf(batch, known.status === 'loaded' ? known.value : [], now);
    for (const retailer of limited) step.emit('rate_limited', retailer);
    if (leftOut.length > 0) progress = { ...batch, leftOut };
  }
  follow(step, progress, againOf(request), now);
}

export function syncStartFailed(step: Step, { request, error }: InputOf<'syncStartFailed'>): void {
  showError(step, error, againOf(request));
}

export function submitMfa(step: Step, { code }: InputOf<'submitMfa'>): void {
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

/**
 * The code was taken: the followed sync's polling goes on from the MFA call's answer, its time
 * cap forgetting the wait for the code (and only that), its schedule quick again.
 */
export function mfaAnswered(step: Step, { progress, now }: InputOf<'mfaAnswered'>): void {
  const { following } = step.state;
  if (following?.mfa === undefined) return;
  const { mfa, ...rest } = following;
  const polling = { ...rest, startedAt: rest.startedAt + (now - mfa.since), polls: 0 };
  // The shopper left the prompt meanwhile: the polling goes on, the screen stays where it is.
  const screen = mfaScreen(step);
  if (screen) step.enter({ phase: 'syncing', sync: screen.sync, following: polling });
  else step.set({ following: polling });
  take(step, progress, now);
}

export function mfaFailed(step: Step, { error }: InputOf<'mfaFailed'>): void {
  const current = mfaScreen(step);
  if (!current || isExpired(error)) return;
  step.enter({ ...current, submitting: false, error });
  step.emit('error', errorEvent(error));
}
