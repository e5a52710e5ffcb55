import type { SyncProgress } from '../../domain.ts';
import { isOver } from '../../sync/sync-progress.ts';
import { compact } from '../../util/compact.ts';
import { leftOutOf } from '../left-out.ts';
import { errorEvent, isExpired } from '../widget-error.ts';
import type { SyncStartRequest } from './effects.ts';
import type { InputOf } from './inputs.ts';
import { showError } from './error-view.ts';
import { take } from './polling.ts';
import type { FollowedSync, InPhase, MfaWait, RetryIntent } from './state.ts';
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

/** The code sent (on the prompt only, once until it is answered). */
export function submitMfa(step: Step, { code }: InputOf<'submitMfa'>, current: InPhase<'mfa'>): void {
  if (current.submitting) return;
  const { syncId, mfa } = current.following;
  const { retailerId } = mfa;
  step.enter({ ...current, submitting: true });
  step.emit('sync.mfa_submitted', { syncId, retailerId });
  step.start('mfa', { kind: 'mfa', syncId, retailerId, code });
}

/**
 * The followed sync's polling once its code is taken: its time cap forgets the wait for the code
 * (and only that), its schedule is quick again.
 */
function polling({ mfa, ...rest }: FollowedSync & { readonly mfa: MfaWait }, now: number): FollowedSync {
  return { ...rest, startedAt: rest.startedAt + (now - mfa.since), polls: 0 };
}

/** The code was taken after the shopper left its prompt: the polling goes on, the screen stays where it is. */
export function mfaAnsweredElsewhere(step: Step, { progress, now }: InputOf<'mfaAnswered'>): void {
  const { following } = step.state;
  if (following?.mfa === undefined) return;
  step.set({ following: polling({ ...following, mfa: following.mfa }, now) });
  take(step, progress, now);
}

/** The code was taken on its prompt: back to the sync's progress, polling on from the MFA call's answer. */
export function mfaAnswered(step: Step, { progress, now }: InputOf<'mfaAnswered'>, current: InPhase<'mfa'>): void {
  step.enter({ phase: 'syncing', sync: current.sync, following: polling(current.following, now) });
  take(step, progress, now);
}

/** The code could not be sent: the prompt says why and takes a code again (an expired session is the sign-in's). */
export function mfaFailed(step: Step, { error }: InputOf<'mfaFailed'>, current: InPhase<'mfa'>): void {
  if (isExpired(error)) return;
  step.enter({ ...current, submitting: false, error });
  step.emit('error', errorEvent(error));
}
