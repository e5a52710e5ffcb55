import type { HeadlessWidgetSession, SyncProgress, WidgetError } from '../session-contract.ts';
import { SyncPoller, type PollEnd } from '../sync/sync-poller.ts';
import { compact } from './compact.ts';
import type { SessionContext } from './context.ts';
import type { DataLoading } from './data.ts';
import type { RetryAction } from './navigation.ts';
import { isExpired, toWidgetError } from './widget-error.ts';

/** The session's actions for syncing. */
export type SyncActions = Pick<HeadlessWidgetSession, 'syncNow' | 'syncAll' | 'submitMfa'>;

/** What the other parts use. */
export interface SyncFollowing {
  /** Follows a started sync to its end; `again` starts a new one from the error view. */
  follow(started: SyncProgress, again: RetryAction, resumed?: true): void;
  /** Follows `latest` if it has not ended; answers whether it did. */
  followRunning(latest: SyncProgress | null): boolean;
  stopPoller(): void;
}

const isOver = ({ status }: SyncProgress): boolean => status === 'completed' || status === 'error';
const retailerIdsOf = (progress: SyncProgress): number[] => progress.retailers.map((item) => item.retailerId);

/** Starting syncs and following them (through MFA) to success or the error view. */
export function createSyncFollowing(
  { api, tokens, emit, call, gone, view, setView, attempt, sync, options, env, showError }: SessionContext,
  { loadConnections }: DataLoading,
): [SyncActions, SyncFollowing] {
  let poller: SyncPoller | undefined;

  const following = (): boolean => view.value.name === 'syncing' || view.value.name === 'mfa';
  /** An action's failure: the error view, whose retry runs `again`. */
  const failed = (again: RetryAction) => (error: WidgetError): void => {
    if (!isExpired(error)) showError(error, again);
  };

  function follow(started: SyncProgress, again: RetryAction, resumed?: true): void {
    poller?.stop();
    sync.value = started;
    emit('sync.started', compact({ syncId: started.syncId, retailerIds: retailerIdsOf(started), resumed }));
    setView({ name: 'syncing', progress: started });
    const current: SyncPoller = poller = new SyncPoller(started.syncId, {
      env,
      ...options.polling,
      signal: call.signal,
      fetchSync: (syncId, signal) => api.getSync(syncId, { signal }),
      rateLimit: api.rateLimit,
      onProgress: (progress) => {
        sync.value = progress;
        emit('sync.status', {
          syncId: progress.syncId, status: progress.status, retailers: progress.retailers.map(({ retailerId, status, ordersFetched }) => ({ retailerId, status, ordersFetched })),
        });
        if (view.value.name === 'syncing' && !isOver(progress)) setView({ name: 'syncing', progress });
      },
      onMfaRequired: ({ syncId }, { retailerId, mfaPrompt }) => {
        emit('sync.mfa_required', { syncId, retailerId });
        if (following()) setView({ name: 'mfa', syncId, retailerId, prompt: mfaPrompt ?? '', submitting: false });
      },
      onEnd: (end) => onEnd(current, end, again),
    });
    current.start(started);
  }

  function onEnd(ended: SyncPoller, end: PollEnd, again: RetryAction): void {
    if (poller === ended) poller = undefined;
    if (gone() || end.reason === 'stopped') return;
    const { syncId } = ended;
    const wasFollowing = following();
    if (end.reason === 'completed') {
      const { progress } = end;
      emit('sync.completed', { syncId, ordersFetched: progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0) });
      if (wasFollowing) setView({ name: 'success', progress });
      void loadConnections();
      return;
    }
    const syncFailed = end.reason === 'error';
    const error: WidgetError = syncFailed
      ? compact({ code: 'sync_failed', message: 'Sync failed', retailerErrorCode: end.progress.retailers.find((item) => item.errorCode !== undefined)?.errorCode })
      : end.reason === 'timeout' ? { code: 'timeout', message: 'Sync timed out' } : toWidgetError(end.error);
    emit('sync.failed', compact({ syncId, code: error.code, retailerErrorCode: error.retailerErrorCode }));
    if (syncFailed) void loadConnections();
    if (!wasFollowing) return;
    // Following the same sync again is safe: it starts nothing on the service.
    const followAgain = (): void => void attempt(() => api.getSync(syncId, call), (progress) => follow(progress, again), failed(again));
    failed(syncFailed ? again : followAgain)(error);
  }

  async function startSync(start: () => Promise<SyncProgress>, again: RetryAction): Promise<void> {
    if (tokens.signedIn) await attempt(start, (started) => follow(started, again), failed(again));
  }

  function syncNow(retailerId: number): Promise<void> {
    return startSync(() => api.syncOne(retailerId, call), () => void syncNow(retailerId));
  }

  function syncAll(): Promise<void> {
    return startSync(() => api.syncAll(call), () => void syncAll());
  }

  return [{
    syncNow,
    syncAll,
    async submitMfa(code) {
      const current = view.value;
      if (gone() || current.name !== 'mfa' || current.submitting) return;
      const { syncId, retailerId } = current;
      const running = poller;
      setView({ ...current, submitting: true });
      emit('sync.mfa_submitted', { syncId, retailerId });
      await attempt(() => api.submitMfa(syncId, retailerId, code, call), (progress) => {
        setView({ name: 'syncing', progress });
        if (running && running === poller) running.resume(progress);
        else follow(progress, () => void syncNow(retailerId));
      }, (error) => {
        if (!isExpired(error)) setView({ ...current, submitting: false, error });
      });
    },
  }, {
    follow,
    stopPoller: () => poller?.stop(),
    followRunning(latest) {
      if (!latest || isOver(latest)) return false;
      const retailerIds = retailerIdsOf(latest);
      follow(latest, retailerIds.length === 1 ? () => void syncNow(retailerIds[0]!) : () => void syncAll(), true);
      return true;
    },
  }];
}
