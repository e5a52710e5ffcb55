import type { SyncProgress, WidgetError } from '../domain.ts';
import {
  createSyncPoller,
  DEFAULT_MAX_DURATION_MS,
  isOver,
  retailerSummaries,
  type PollEnd,
  type SyncPoller,
} from '../sync/sync-poller.ts';
import { compact } from '../util/compact.ts';
import { attempt, type SessionContext } from './context.ts';
import { leftOutOf } from './left-out.ts';
import { loadConnections } from './loading.ts';
import type { Navigation, RetryAction } from './navigation.ts';
import { errorEvent, isExpired, syncFailedError, syncTimedOutError, toWidgetError } from './widget-error.ts';

/** Starting syncs and following one to its end: its progress, the MFA code it may ask for, and how it ends. */
export interface Syncing {
  /** Follows a started sync to its end; `again` starts a new one from the error view. */
  readonly follow: (started: SyncProgress, again: RetryAction, resumed?: true) => void;
  /** Follows `latest` if it has not ended (a sync from before a reload); answers whether it did. */
  readonly followRunning: (latest: SyncProgress | null) => boolean;
  /** Stops following the sync (sign-out, an expired session). */
  readonly stopFollowing: () => void;
  readonly syncNow: (retailerId: number) => Promise<void>;
  readonly syncAll: () => Promise<void>;
  readonly submitMfa: (code: string) => Promise<void>;
}

const retailerIdsOf = (progress: SyncProgress): number[] => progress.retailers.map((item) => item.retailerId);

export function createSyncing(context: SessionContext, navigation: Pick<Navigation, 'showError'>): Syncing {
  const { api, call, emit, env, gone, options, setView, sync, tokens, view } = context;
  const { showError } = navigation;
  let poller: SyncPoller | undefined;
  const following = (): boolean => view.value.name === 'syncing' || view.value.name === 'mfa';

  function follow(started: SyncProgress, again: RetryAction, resumed?: true): void {
    poller?.stop();
    // The polls answer the batch alone: what sync all left out stays with each progress shown.
    const { leftOut } = started;
    const told = (progress: SyncProgress): SyncProgress => (leftOut ? { ...progress, leftOut } : progress);
    sync.value = started;
    emit('sync.started', compact({ syncId: started.syncId, retailerIds: retailerIdsOf(started), resumed }));
    setView({ name: 'syncing', progress: started });
    const current: SyncPoller = createSyncPoller(started.syncId, {
      env,
      ...options.polling,
      signal: call.signal,
      fetchSync: (syncId, callOptions) => api.getSync(syncId, callOptions),
      rateLimit: () => api.rateLimit(),
      onProgress: (polled) => {
        const progress = told(polled);
        sync.value = progress;
        emit('sync.status', {
          syncId: progress.syncId,
          status: progress.status,
          retailers: retailerSummaries(progress),
        });
        if (view.value.name === 'syncing' && !isOver(progress)) setView({ name: 'syncing', progress });
      },
      onMfaRequired: ({ syncId }, { retailerId, mfaPrompt }) => {
        emit('sync.mfa_required', { syncId, retailerId });
        if (following()) setView({ name: 'mfa', syncId, retailerId, prompt: mfaPrompt ?? '', submitting: false });
      },
      onEnd: (end) =>
        onSyncEnd(current, end.reason === 'completed' ? { ...end, progress: told(end.progress) } : end, again),
    });
    poller = current;
    current.start(started);
  }

  function onSyncEnd(ended: SyncPoller, end: PollEnd, again: RetryAction): void {
    if (poller === ended) poller = undefined;
    if (gone() || end.reason === 'stopped') return;
    const { syncId } = ended;
    const wasFollowing = following();
    if (end.reason === 'completed') {
      const { progress } = end;
      emit('sync.completed', {
        syncId,
        ordersFetched: progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0),
      });
      if (wasFollowing) setView({ name: 'success', progress });
      void loadConnections(context);
      return;
    }
    const error = syncEndError(syncId, end);
    emit('sync.failed', compact({ syncId, code: error.code, retailerErrorCode: error.retailerErrorCode }));
    const syncFailed = end.reason === 'error';
    if (syncFailed) void loadConnections(context); // the connection's status changed with it
    if (!wasFollowing) return;
    // A failed sync is over: retry starts a new one. One given up on or unreadable may still be
    // running: retry follows the same sync again, which starts nothing on the service.
    const followAgain = (): void => void startSync(() => api.getSync(syncId, call), again);
    showError(error, syncFailed ? again : followAgain);
  }

  /** What a sync that did not complete ended with. */
  function syncEndError(syncId: string, end: Exclude<PollEnd, { reason: 'completed' | 'stopped' }>): WidgetError {
    switch (end.reason) {
      case 'error':
        return syncFailedError(syncId, end.progress.retailers.find((item) => item.errorCode !== undefined)?.errorCode);
      case 'timeout':
        return syncTimedOutError(syncId, options.polling?.maxDurationMs ?? DEFAULT_MAX_DURATION_MS);
      case 'failed':
        return toWidgetError(end.error);
    }
  }

  function followRunning(latest: SyncProgress | null): boolean {
    if (!latest || isOver(latest)) return false;
    const [only, ...others] = retailerIdsOf(latest);
    follow(latest, only !== undefined && others.length === 0 ? () => void syncNow(only) : () => void syncAll(), true);
    return true;
  }

  /** When signed in: runs `start` (a request answering a sync) and follows that sync; `again` is the error view's retry. */
  async function startSync(start: () => Promise<SyncProgress>, again: RetryAction): Promise<void> {
    if (!tokens.signedIn) return;
    await attempt(
      context,
      start,
      (started) => follow(started, again),
      (error) => showError(error, again),
    );
  }

  function syncNow(retailerId: number): Promise<void> {
    return startSync(
      () => api.syncOne(retailerId, call),
      () => void syncNow(retailerId),
    );
  }

  function syncAll(): Promise<void> {
    return startSync(
      async () => withLeftOut(await api.syncAll(call)),
      () => void syncAll(),
    );
  }

  /** The batch with the connections it left out; the host hears `rate_limited` for each one at its limit. */
  function withLeftOut(batch: SyncProgress): SyncProgress {
    const known = context.connections.value;
    const { leftOut, limited } = leftOutOf(batch, known.status === 'loaded' ? known.value : [], env.now());
    for (const retailer of limited) emit('rate_limited', retailer);
    return leftOut.length > 0 ? { ...batch, leftOut } : batch;
  }

  async function submitMfa(code: string): Promise<void> {
    const current = view.value;
    if (gone() || current.name !== 'mfa' || current.submitting) return;
    const { syncId, retailerId } = current;
    const running = poller;
    setView({ ...current, submitting: true });
    emit('sync.mfa_submitted', { syncId, retailerId });
    // Sent outside every closure below, which may outlive the answer (the retry action the sync's
    // error view keeps): a closure keeps every variable its function's closures use, the code too.
    const answer = api.submitMfa(syncId, retailerId, code, call);
    await attempt(
      context,
      () => answer,
      (progress) => {
        setView({ name: 'syncing', progress });
        if (running && running === poller) running.resume(progress);
        else follow(progress, () => void syncNow(retailerId));
      },
      (error) => {
        if (isExpired(error)) return;
        setView({ ...current, submitting: false, error });
        emit('error', errorEvent(error));
      },
    );
  }

  return {
    follow,
    followRunning,
    stopFollowing: () => poller?.stop(), // its onEnd forgets it
    syncNow,
    syncAll,
    submitMfa,
  };
}
