import { apiError, isApiError, type AnyApiError } from '../api/api-error.ts';
import type { RateLimitState } from '../api/retry-policy.ts';
import type { TimerHandle, WidgetEnvironment } from '../environment.ts';
import type { SyncProgress, SyncRetailerProgress } from '../session-contract.ts';
import { nextPollDelay, type PollIntervalOptions } from './poll-interval.ts';

export type PollEnd =
  | { readonly reason: 'completed'; readonly progress: SyncProgress }
  | { readonly reason: 'error'; readonly progress: SyncProgress }
  | { readonly reason: 'timeout'; readonly progress: SyncProgress | undefined }
  | { readonly reason: 'failed'; readonly progress: SyncProgress | undefined; readonly error: AnyApiError }
  | { readonly reason: 'stopped'; readonly progress: SyncProgress | undefined };

export interface SyncPollerOptions extends PollIntervalOptions {
  env: Pick<WidgetEnvironment, 'setTimeout' | 'clearTimeout' | 'now' | 'visibility'>;
  /** Reads the sync batch (GET /sync/sessions/{syncId}); rejects with an ApiError. */
  fetchSync(syncId: string, signal: AbortSignal): Promise<SyncProgress>;
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

/** A batch that has ended, completed or failed: nothing more to poll. */
export const isOver = (progress: SyncProgress): progress is SyncProgress & { status: 'completed' | 'error' } =>
  progress.status === 'completed' || progress.status === 'error';

/**
 * Follows one sync batch until it ends. One request at a time (a single loop, never overlapping),
 * waits from `nextPollDelay` (quick, then backing off, stretched by RateLimit and Retry-After),
 * no polling while the page is hidden and one poll as soon as it is visible again, a pause while a
 * retailer waits for an MFA code, and a maximum duration. `stop()` clears every timer and aborts
 * the request in flight.
 */
export class SyncPoller {
  readonly syncId: string;
  readonly #options: SyncPollerOptions;
  readonly #env: SyncPollerOptions['env'];
  readonly #aborter = new AbortController();
  #timer: TimerHandle | undefined;
  #inFlight = false;
  #waitingForMfa = false;
  #ended = false;
  #pollIndex = 0;
  #failures = 0;
  #startedAt = 0;
  /** No poll before this instant (a Retry-After), even when the page becomes visible. */
  #notBefore = 0;
  #last: SyncProgress | undefined;
  /** What the last progress showed (batch status, each retailer's status and count). */
  #lastFingerprint = '';
  readonly #unsubscribeVisibility: () => void;

  constructor(syncId: string, options: SyncPollerOptions) {
    this.syncId = syncId;
    this.#options = options;
    this.#env = options.env;
    this.#unsubscribeVisibility = options.env.visibility.subscribe((visible) => {
      if (visible) this.#pollSoon();
    });
    // Removed by our own abort when the poll ends.
    options.signal?.addEventListener('abort', () => this.stop(), { once: true, signal: this.#aborter.signal });
  }

  /** Starts from `initial` (the answer that started the sync), or from a first poll. */
  start(initial?: SyncProgress): void {
    if (this.#options.signal?.aborted) return this.stop();
    this.#startedAt = this.#env.now();
    if (!initial) this.#pollSoon();
    else if (!this.#accept(initial)) this.#wait(0);
  }

  /** After the MFA code was sent: takes the answer of the MFA call, and polls on. */
  resume(progress?: SyncProgress): void {
    if (this.#ended || !this.#waitingForMfa) return;
    this.#waitingForMfa = false;
    this.#startedAt = this.#env.now();
    this.#pollIndex = 0;
    if (!progress || !this.#accept(progress)) this.#wait(0);
  }

  stop(): void {
    this.#end('stopped');
  }

  /** Answers true when the progress ended the poll or paused it for MFA. */
  #accept(progress: SyncProgress): boolean {
    this.#last = progress;
    const { status, retailers } = progress;
    const print = JSON.stringify([status, retailers.map((item) => [item.retailerId, item.status, item.ordersFetched])]);
    if (print !== this.#lastFingerprint) {
      this.#lastFingerprint = print;
      this.#options.onProgress(progress);
    }
    if (isOver(progress)) this.#end(progress.status);
    if (this.#ended) return true; // the batch ended, or a listener stopped us
    const asking = status === 'userintervention' && retailers.find((item) => item.status === 'userintervention');
    if (!asking) return false;
    if (!this.#waitingForMfa) {
      this.#waitingForMfa = true;
      this.#clearTimer();
      this.#options.onMfaRequired(progress, asking);
    }
    return true;
  }

  /** Moves `steps` along the schedule and waits its delay, stretched by the RateLimit state. */
  #wait(steps: number): void {
    this.#schedule(nextPollDelay(this.#pollIndex += steps, this.#options.rateLimit(), this.#options));
  }

  #schedule(delay: number): void {
    this.#clearTimer();
    if (this.#ended || this.#waitingForMfa) return;
    const env = this.#env;
    this.#timer = env.setTimeout(() => {
      this.#timer = undefined;
      void this.#poll();
    }, Math.max(delay, this.#notBefore - env.now()));
  }

  /** Visible again (or first start): poll now unless a request is out or the service said wait. */
  #pollSoon(): void {
    if (!this.#inFlight) this.#schedule(0);
  }

  async #poll(): Promise<void> {
    const env = this.#env;
    if (this.#ended || this.#inFlight || this.#waitingForMfa) return;
    if (!env.visibility.current()) return; // resumes from the visibility subscription
    if (env.now() - this.#startedAt >= (this.#options.maxDurationMs ?? 600_000)) return this.#end('timeout');
    this.#inFlight = true;
    let progress: SyncProgress;
    try {
      progress = await this.#options.fetchSync(this.syncId, this.#aborter.signal);
    } catch (error) {
      this.#inFlight = false;
      return this.#onFailure(error);
    }
    this.#inFlight = false;
    if (this.#ended) return;
    this.#failures = 0;
    if (!this.#accept(progress)) this.#wait(1);
  }

  #onFailure(error: unknown): void {
    if (this.#ended) return;
    if (!isApiError(error)) return this.#end('failed', apiError('invalid_response', { cause: error }) as AnyApiError);
    const { code } = error;
    if (code === 'aborted') return;
    if (code === 'rate_limited') {
      // The transport already waited what it could; wait out the rest before the next poll.
      this.#notBefore = this.#env.now() + (error.retryAfterSeconds ?? 60) * 1000;
      return this.#schedule(0);
    }
    const transient = code === 'network' || code === 'upstream';
    if (!transient || ++this.#failures >= (this.#options.maxConsecutiveFailures ?? 5)) return this.#end('failed', error);
    this.#wait(1);
  }

  /** Never clears a stale handle: the browser may have given its id to another timer. */
  #clearTimer(): void {
    this.#env.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** `progress` is the last one seen; `error` is set for `failed` only. */
  #end(reason: PollEnd['reason'], error?: AnyApiError): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#clearTimer();
    this.#unsubscribeVisibility();
    this.#aborter.abort();
    // The cast: `completed` and `error` always have a last progress (it is what ended them), and
    // only `failed` is given an error; the union says so, this one line cannot.
    this.#options.onEnd({ reason, progress: this.#last, error } as PollEnd);
  }
}
