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

const TERMINAL = new Set(['completed', 'error']);

function fingerprint(progress: SyncProgress): string {
  return JSON.stringify([progress.status, progress.retailers.map((item) => [item.retailerId, item.status, item.ordersFetched])]);
}

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
  #lastFingerprint = '';
  readonly #unsubscribeVisibility: () => void;
  readonly #onAbort = (): void => this.stop();

  constructor(syncId: string, options: SyncPollerOptions) {
    this.syncId = syncId;
    this.#options = options;
    this.#unsubscribeVisibility = options.env.visibility.subscribe((visible) => {
      if (visible) this.#pollSoon();
    });
    options.signal?.addEventListener('abort', this.#onAbort, { once: true });
  }

  /** Starts from `initial` (the answer that started the sync), or from a first poll. */
  start(initial?: SyncProgress): void {
    if (this.#options.signal?.aborted) {
      this.stop();
      return;
    }
    this.#startedAt = this.#options.env.now();
    if (initial && this.#accept(initial)) return;
    if (initial) this.#schedule(nextPollDelay(0, this.#options.rateLimit(), this.#options));
    else this.#pollSoon();
  }

  /** After the MFA code was sent: takes the answer of the MFA call, and polls on. */
  resume(progress?: SyncProgress): void {
    if (this.#ended || !this.#waitingForMfa) return;
    this.#waitingForMfa = false;
    this.#startedAt = this.#options.env.now();
    this.#pollIndex = 0;
    if (progress && this.#accept(progress)) return;
    this.#schedule(nextPollDelay(0, this.#options.rateLimit(), this.#options));
  }

  stop(): void {
    this.#end({ reason: 'stopped', progress: this.#last });
  }

  get waitingForMfa(): boolean {
    return this.#waitingForMfa;
  }

  /** Answers true when the progress ended the poll or paused it for MFA. */
  #accept(progress: SyncProgress): boolean {
    this.#last = progress;
    const print = fingerprint(progress);
    if (print !== this.#lastFingerprint) {
      this.#lastFingerprint = print;
      this.#options.onProgress(progress);
    }
    if (this.#ended) return true; // a listener stopped us
    if (TERMINAL.has(progress.status)) {
      this.#end(progress.status === 'completed' ? { reason: 'completed', progress } : { reason: 'error', progress });
      return true;
    }
    const asking = progress.retailers.find((item) => item.status === 'userintervention');
    if (asking && progress.status === 'userintervention') {
      if (!this.#waitingForMfa) {
        this.#waitingForMfa = true;
        this.#clearTimer();
        this.#options.onMfaRequired(progress, asking);
      }
      return true;
    }
    return false;
  }

  #schedule(delay: number): void {
    this.#clearTimer();
    if (this.#ended || this.#waitingForMfa) return;
    const at = Math.max(this.#options.env.now() + delay, this.#notBefore);
    this.#timer = this.#options.env.setTimeout(() => {
      this.#timer = undefined;
      void this.#poll();
    }, at - this.#options.env.now());
  }

  /** Visible again (or first start): poll now unless a request is out or the service said wait. */
  #pollSoon(): void {
    if (this.#ended || this.#waitingForMfa || this.#inFlight) return;
    this.#schedule(0);
  }

  async #poll(): Promise<void> {
    const { env } = this.#options;
    if (this.#ended || this.#inFlight || this.#waitingForMfa) return;
    if (!env.visibility.current()) return; // resumes from the visibility subscription
    if (env.now() - this.#startedAt >= (this.#options.maxDurationMs ?? 600_000)) {
      this.#end({ reason: 'timeout', progress: this.#last });
      return;
    }
    this.#inFlight = true;
    let progress: SyncProgress;
    try {
      progress = await this.#options.fetchSync(this.syncId, this.#aborter.signal);
    } catch (error) {
      this.#inFlight = false;
      this.#onFailure(error);
      return;
    }
    this.#inFlight = false;
    if (this.#ended) return;
    this.#failures = 0;
    if (this.#accept(progress)) return;
    this.#pollIndex += 1;
    this.#schedule(nextPollDelay(this.#pollIndex, this.#options.rateLimit(), this.#options));
  }

  #onFailure(error: unknown): void {
    if (this.#ended) return;
    if (!isApiError(error)) {
      this.#end({ reason: 'failed', progress: this.#last, error: apiError('invalid_response', { cause: error }) as AnyApiError });
      return;
    }
    if (error.code === 'aborted') return;
    if (error.code === 'rate_limited') {
      // The transport already waited what it could; wait out the rest before the next poll.
      this.#notBefore = this.#options.env.now() + (error.retryAfterSeconds ?? 60) * 1000;
      this.#schedule(0);
      return;
    }
    const transient = error.code === 'network' || error.code === 'upstream';
    this.#failures += 1;
    if (!transient || this.#failures >= (this.#options.maxConsecutiveFailures ?? 5)) {
      this.#end({ reason: 'failed', progress: this.#last, error });
      return;
    }
    this.#pollIndex += 1;
    this.#schedule(nextPollDelay(this.#pollIndex, this.#options.rateLimit(), this.#options));
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) this.#options.env.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #end(end: PollEnd): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#clearTimer();
    this.#unsubscribeVisibility();
    this.#options.signal?.removeEventListener('abort', this.#onAbort);
    this.#aborter.abort();
    this.#options.onEnd(end);
  }
}
