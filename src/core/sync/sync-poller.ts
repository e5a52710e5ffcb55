import { ApiError, isApiError, type AnyApiError } from '../api/api-error.ts';
import type { RateLimitState } from '../api/retry-policy.ts';
import type { TimerHandle, WidgetEnvironment } from '../environment.ts';
import type { SyncItemSummary } from '../events/catalogue.ts';
import type { SyncProgress, SyncRetailerProgress } from '../domain.ts';
import { nextPollDelay, type PollIntervalOptions } from './poll-interval.ts';

export type PollEnd =
  | { readonly reason: 'completed'; readonly progress: SyncProgress }
  | { readonly reason: 'error'; readonly progress: SyncProgress }
  | { readonly reason: 'timeout'; readonly progress: SyncProgress | undefined }
  | { readonly reason: 'failed'; readonly progress: SyncProgress | undefined; readonly error: AnyApiError }
  | { readonly reason: 'stopped'; readonly progress: SyncProgress | undefined };

export interface SyncPollerOptions extends PollIntervalOptions {
  env: Pick<WidgetEnvironment, 'setTimeout' | 'clearTimeout' | 'now' | 'visibility'>;
  /** Reads the sync batch (GET /sync/sessions/{syncId}), e.g. the API client's `getSync`; rejects with an ApiError. */
  fetchSync(syncId: string, options: { signal: AbortSignal }): Promise<SyncProgress>;
  /** The service's latest RateLimit state, read before each wait. */
  rateLimit(): RateLimitState | undefined;
  /** Called once per change of the batch (its status or any retailer's status or count). */
  onProgress(progress: SyncProgress): void;
  /** A retailer asks for an MFA code: polling pauses until `resume()`. */
  onMfaRequired(progress: SyncProgress, retailer: SyncRetailerProgress): void;
  onEnd(end: PollEnd): void;
  /** Give up after this long of polling (time waiting for the user's MFA code excluded). @default 600000 */
  maxDurationMs?: number;
  /** Consecutive failed polls (network, upstream) tolerated before giving up. @default 5 */
  maxConsecutiveFailures?: number;
  /** Stops the poller like `stop()` when aborted (the owner's lifetime). */
  signal?: AbortSignal;
}

/** How long a poller follows a batch before it gives up (`maxDurationMs`). */
export const DEFAULT_MAX_DURATION_MS = 600_000;

/** A batch that has ended, completed or failed: nothing more to poll. */
export const isOver = (progress: SyncProgress): progress is SyncProgress & { status: 'completed' | 'error' } =>
  progress.status === 'completed' || progress.status === 'error';

/** Each retailer's status and count: what `sync.status` tells the host, and what a change of progress is. */
export const retailerSummaries = (progress: SyncProgress): SyncItemSummary[] =>
  progress.retailers.map(({ retailerId, status, ordersFetched }) => ({ retailerId, status, ordersFetched }));

/** Follows one sync batch; made by `createSyncPoller`. */
export interface SyncPoller {
  readonly syncId: string;
  /** Starts from `initial` (the answer that started the sync), or from a first poll. */
  start(initial?: SyncProgress): void;
  /** After the MFA code was sent: takes the answer of the MFA call, and polls on (the wait for the code does not count towards `maxDurationMs`). */
  resume(progress?: SyncProgress): void;
  stop(): void;
}

/**
 * Follows one sync batch until it ends. One request at a time (a single loop, never overlapping),
 * waits from `nextPollDelay` (quick, then backing off, stretched by RateLimit and Retry-After),
 * no polling while the page is hidden and one poll as soon as it is visible again, a pause while a
 * retailer waits for an MFA code, and a maximum duration. `stop()` clears every timer and aborts
 * the request in flight.
 *
 * A closure rather than a class: its state is locals the minifier shortens, not `this.#` fields
 * (measured in the script-tag bundle).
 */
export function createSyncPoller(syncId: string, options: SyncPollerOptions): SyncPoller {
  const { env } = options;
  const aborter = new AbortController();
  let timer: TimerHandle;
  let inFlight = false;
  let waitingForMfa = false;
  let ended = false;
  let pollIndex = 0;
  let failures = 0;
  /** When polling started, moved later by the time spent waiting for an MFA code (not polling). */
  let startedAt = 0;
  let waitingSince = 0;
  /** No poll before this instant (a Retry-After), even when the page becomes visible. */
  let notBefore = 0;
  let last: SyncProgress | undefined;
  /** What the last progress showed (batch status, each retailer's status and count). */
  let lastFingerprint = '';
  const unsubscribeVisibility = env.visibility.subscribe((visible) => {
    if (visible) pollSoon();
  });
  const stop = (): void => end('stopped');
  // Removed by our own abort when the poll ends.
  options.signal?.addEventListener('abort', stop, { once: true, signal: aborter.signal });

  /** Answers true when the progress ended the poll or paused it for MFA. */
  function accept(progress: SyncProgress): boolean {
    last = progress;
    const { status, retailers } = progress;
    const fingerprint = JSON.stringify([status, retailerSummaries(progress)]);
    if (fingerprint !== lastFingerprint) {
      lastFingerprint = fingerprint;
      options.onProgress(progress);
    }
    if (isOver(progress)) end(progress.status);
    if (ended) return true; // the batch ended, or a listener stopped us
    if (status !== 'userintervention') return false;
    const asking = retailers.find((item) => item.status === 'userintervention');
    if (!asking) return false;
    if (!waitingForMfa) {
      waitingForMfa = true;
      waitingSince = env.now();
      clearTimer();
      options.onMfaRequired(progress, asking);
    }
    return true;
  }

  /** Moves `steps` along the schedule and waits its delay, stretched by the RateLimit state. */
  function wait(steps: number): void {
    pollIndex += steps;
    schedule(nextPollDelay(pollIndex, options.rateLimit(), options));
  }

  function schedule(delay: number): void {
    clearTimer();
    if (ended || waitingForMfa) return;
    timer = env.setTimeout(
      () => {
        timer = undefined;
        void poll();
      },
      Math.max(delay, notBefore - env.now()),
    );
  }

  /** Visible again (or first start): poll now unless a request is out or the service said wait. */
  function pollSoon(): void {
    if (!inFlight) schedule(0);
  }

  async function poll(): Promise<void> {
    if (ended || inFlight || waitingForMfa) return;
    if (!env.visibility.current()) return; // resumes from the visibility subscription
    if (env.now() - startedAt >= (options.maxDurationMs ?? DEFAULT_MAX_DURATION_MS)) {
      end('timeout');
      return;
    }
    inFlight = true;
    let progress: SyncProgress;
    try {
      // Awaited inside the try: a fetchSync that throws before it returns a promise (a syncId that
      // cannot be encoded into the URL, say) fails the poll like a rejection, instead of leaving it
      // in flight for good.
      progress = await options.fetchSync(syncId, { signal: aborter.signal });
    } catch (error) {
      inFlight = false;
      onFailure(error);
      return;
    }
    inFlight = false;
    // stop() may have run while the request was in flight, which the type checker cannot see.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (ended) return;
    failures = 0;
    if (!accept(progress)) wait(1);
  }

  function onFailure(error: unknown): void {
    if (ended) return;
    if (!isApiError(error)) {
      end(
        'failed',
        new ApiError('invalid_response', `Reading sync ${syncId} failed with an unexpected error (see cause).`, {
          cause: error,
        }),
      );
      return;
    }
    const { code } = error;
    if (code === 'aborted') return;
    if (code === 'rate_limited') {
      // The transport already waited what it could; wait out the rest before the next poll.
      notBefore = env.now() + (error.retryAfterSeconds ?? 60) * 1000;
      schedule(0);
      return;
    }
    const transient = code === 'network' || code === 'upstream';
    if (transient) failures += 1;
    if (!transient || failures >= (options.maxConsecutiveFailures ?? 5)) {
      end('failed', error);
      return;
    }
    wait(1);
  }

  /** Never clears a stale handle: the browser may have given its id to another timer. */
  function clearTimer(): void {
    env.clearTimeout(timer);
    timer = undefined;
  }

  /** `progress` is the last one seen; `error` is set for `failed` only. */
  function end(reason: PollEnd['reason'], error?: AnyApiError): void {
    if (ended) return;
    ended = true;
    clearTimer();
    unsubscribeVisibility();
    aborter.abort();
    // The cast: `completed` and `error` always have a last progress (it is what ended them), and
    // only `failed` is given an error; the union says so, this one line cannot.
    options.onEnd({ reason, progress: last, error } as PollEnd);
  }

  return {
    syncId,
    start(initial) {
      if (options.signal?.aborted) {
        stop();
        return;
      }
      startedAt = env.now();
      if (!initial) pollSoon();
      else if (!accept(initial)) wait(0);
    },
    resume(progress) {
      if (ended || !waitingForMfa) return;
      waitingForMfa = false;
      // The time cap counts polling only: the wait for the code is forgotten, the polling before it is not.
      startedAt += env.now() - waitingSince;
      pollIndex = 0;
      if (!progress || !accept(progress)) wait(0);
    },
    stop,
  };
}
