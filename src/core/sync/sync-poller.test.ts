import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../api/api-error.ts';
import type { RateLimitState } from '../api/retry-policy.ts';
import type { SyncProgress, SyncStatus } from '../domain.ts';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { createSyncPoller, type PollEnd, type SyncPollerOptions } from './sync-poller.ts';

const progress = (status: SyncStatus, ordersFetched = 0, extra: { mfaPrompt?: string } = {}): SyncProgress => ({
  syncId: 'sync_1',
  status,
  retailers: [{ retailerId: 1, status, ordersFetched, ...extra }],
});

/** A scripted sync: each poll answers the next entry (the last repeats); records overlap. */
function setup(answers: (SyncProgress | Error)[], options: Partial<SyncPollerOptions> = {}) {
  const env = createFakeEnvironment(async () => new Response());
  let index = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pollTimes: number[] = [];
  let rateLimit: RateLimitState | undefined;
  const fetchSync = vi.fn(async (_syncId: string, { signal }: { signal: AbortSignal }) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    pollTimes.push(env.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight -= 1;
    if (signal.aborted) throw apiError('aborted');
    const answer = answers[Math.min(index, answers.length - 1)]!;
    index += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onProgress = vi.fn();
  const onMfaRequired = vi.fn();
  const ends: PollEnd[] = [];
  const poller = createSyncPoller('sync_1', {
    env,
    fetchSync,
    rateLimit: () => rateLimit,
    onProgress,
    onMfaRequired,
    onEnd: (end) => ends.push(end),
    ...options,
  });
  return {
    env,
    poller,
    fetchSync,
    onProgress,
    onMfaRequired,
    ends,
    pollTimes,
    maxInFlight: () => maxInFlight,
    setRateLimit: (value: RateLimitState) => {
      rateLimit = value;
    },
  };
}

describe('createSyncPoller()', () => {
  it('should follow the batch until it completes, emitting each change once', async () => {
    const { env, poller, onProgress, ends } = setup([
      progress('connecting'),
      progress('connecting'),
      progress('scanning', 5),
      progress('scanning', 5),
      progress('scanning', 9),
      progress('completed', 9),
    ]);
    poller.start(progress('queued'));
    await env.advance(60_000);

    expect(
      onProgress.mock.calls.map(
        ([value]) => `${(value as SyncProgress).status}:${(value as SyncProgress).retailers[0]!.ordersFetched}`,
      ),
    ).toEqual(['queued:0', 'connecting:0', 'scanning:5', 'scanning:9', 'completed:9']);
    expect(ends).toEqual([{ reason: 'completed', progress: progress('completed', 9) }]);
    expect(env.pendingTimers()).toBe(0);
    expect(env.visibility.subscribers()).toBe(0);
  });

  it('should poll quickly at first and then back off', async () => {
    const { env, poller, pollTimes } = setup([progress('scanning')]);
    const start = env.now();
    poller.start(progress('queued'));
    await env.advance(30_000);
    poller.stop();

    const gaps = pollTimes.map((time, index) => time - (index === 0 ? start : pollTimes[index - 1]!));
    expect(gaps.slice(0, 9)).toEqual([1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 5000]);
  });

  it('should never have two requests in flight, even when the page becomes visible mid-request', async () => {
    const { env, poller, maxInFlight, fetchSync } = setup([progress('scanning')]);
    poller.start();
    env.visibility.set(false);
    env.visibility.set(true);
    env.visibility.set(false);
    env.visibility.set(true);
    await env.advance(20_000);
    poller.stop();

    expect(fetchSync.mock.calls.length).toBeGreaterThan(3);
    expect(maxInFlight()).toBe(1);
  });

  it('should end as error when the batch fails', async () => {
    const { env, poller, ends } = setup([progress('error')]);
    poller.start();
    await env.advance(5_000);
    expect(ends).toEqual([{ reason: 'error', progress: progress('error') }]);
  });

  it('should pause while the page is hidden and poll at once when it is visible again', async () => {
    const { env, poller, fetchSync } = setup([progress('scanning')]);
    poller.start(progress('queued'));
    env.visibility.set(false);
    await env.advance(120_000);
    expect(fetchSync).toHaveBeenCalledTimes(0);

    env.visibility.set(true);
    await env.advance(0);
    expect(fetchSync).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('should raise the MFA request once, poll nothing while waiting, and resume after the code', async () => {
    const { env, poller, fetchSync, onMfaRequired, ends } = setup([
      progress('userintervention', 0, { mfaPrompt: 'Enter the code we sent' }),
      progress('scanning', 3),
      progress('completed', 7),
    ]);
    poller.start();
    await env.advance(600_000);

    expect(onMfaRequired).toHaveBeenCalledTimes(1);
    expect(onMfaRequired.mock.calls[0]![1]).toMatchObject({ retailerId: 1, mfaPrompt: 'Enter the code we sent' });
    expect(fetchSync).toHaveBeenCalledTimes(1);
    expect(ends).toHaveLength(0);

    poller.resume(progress('scanning', 1));
    await env.advance(10_000);
    expect(ends).toEqual([{ reason: 'completed', progress: progress('completed', 7) }]);
  });

  it('should stretch the interval by the RateLimit fields', async () => {
    const { env, poller, pollTimes, setRateLimit } = setup([progress('scanning')]);
    setRateLimit({ remaining: 15, resetSeconds: 60 });
    const start = env.now();
    poller.start(progress('queued'));
    await env.advance(36_000);
    poller.stop();
    expect(pollTimes.map((time) => time - start)).toEqual([12_000, 24_000, 36_000]);
  });

  it('should wait out a Retry-After the transport could not absorb, even if the page becomes visible', async () => {
    const { env, poller, pollTimes, fetchSync } = setup([
      apiError('rate_limited', { retryAfterSeconds: 90 }),
      progress('completed'),
    ]);
    poller.start();
    await env.advance(10_000);
    expect(fetchSync).toHaveBeenCalledTimes(1);
    env.visibility.set(false);
    env.visibility.set(true);
    await env.advance(79_000);
    expect(fetchSync).toHaveBeenCalledTimes(1);
    await env.advance(2_000);
    expect(pollTimes[1]! - pollTimes[0]!).toBe(90_000);
  });

  it('should tolerate transient failures and give up after too many in a row', async () => {
    const { env, poller, ends, fetchSync } = setup([apiError('network')], { maxConsecutiveFailures: 3 });
    poller.start();
    await env.advance(60_000);
    expect(fetchSync).toHaveBeenCalledTimes(3);
    expect(ends).toEqual([
      expect.objectContaining({ reason: 'failed', error: expect.objectContaining({ code: 'network' }) }),
    ]);
  });

  it('should end at once on a failure that polling again cannot fix', async () => {
    const { env, poller, ends } = setup([apiError('not_found')]);
    poller.start();
    await env.advance(1_000);
    expect(ends).toEqual([
      expect.objectContaining({ reason: 'failed', error: expect.objectContaining({ code: 'not_found' }) }),
    ]);
  });

  it('should end as failed, not crash, when fetchSync throws something unexpected', async () => {
    const bug = new Error('bug');
    const { env, poller, ends } = setup([bug]);
    poller.start();
    await env.advance(1_000);
    expect(ends).toEqual([
      expect.objectContaining({
        reason: 'failed',
        error: expect.objectContaining({
          code: 'invalid_response',
          message: 'Reading sync sync_1 failed with an unexpected error (see cause).',
          cause: bug,
        }),
      }),
    ]);
  });

  it('should end as failed when fetchSync throws before it returns a promise (nothing left in flight)', async () => {
    const env = createFakeEnvironment(async () => new Response());
    const ends: PollEnd[] = [];
    // As api.getSync does for a syncId that encodeURIComponent refuses (a lone surrogate).
    const fetchSync = vi.fn((): Promise<SyncProgress> => {
      throw new URIError('URI malformed');
    });
    const poller = createSyncPoller('\ud800', {
      env,
      fetchSync,
      rateLimit: () => undefined,
      onProgress: () => {},
      onMfaRequired: () => {},
      onEnd: (end) => ends.push(end),
    });
    poller.start();
    await env.advance(1_000);
    expect(ends).toEqual([
      expect.objectContaining({ reason: 'failed', error: expect.objectContaining({ code: 'invalid_response' }) }),
    ]);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should stop after the maximum duration', async () => {
    const { env, poller, ends } = setup([progress('scanning')], { maxDurationMs: 20_000 });
    poller.start();
    await env.advance(60_000);
    expect(ends).toEqual([{ reason: 'timeout', progress: progress('scanning') }]);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should count the polling before the MFA prompt towards the maximum duration, but not the wait for the code', async () => {
    const { env, poller, ends } = setup(
      [
        progress('scanning'),
        progress('scanning'),
        progress('scanning'),
        progress('userintervention', 0, { mfaPrompt: 'Code?' }),
        progress('scanning'),
      ],
      { maxDurationMs: 10_000 },
    );
    poller.start(progress('queued'));
    // Polls at 1 s, 2 s, 4 s and 6 s: the fourth asks for the code, after 6 s of polling.
    await env.advance(7_000);
    expect(ends).toHaveLength(0);
    // The shopper takes a minute to find the code: that minute is not polling.
    await env.advance(60_000);
    poller.resume(progress('scanning'));
    // 6 s before the prompt and 4 s after it make the 10 s: the poll due 4 s after resuming gives up.
    await env.advance(4_500);
    expect(ends).toEqual([{ reason: 'timeout', progress: progress('scanning') }]);
  });

  it('should abort the request in flight and release everything on stop()', async () => {
    const env = createFakeEnvironment(async () => new Response());
    const signals: AbortSignal[] = [];
    const ends: PollEnd[] = [];
    const poller = createSyncPoller('sync_1', {
      env,
      rateLimit: () => undefined,
      // A request that only ends when aborted.
      fetchSync: (_syncId, { signal }) =>
        new Promise((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(apiError('aborted')));
        }),
      onProgress: () => {},
      onMfaRequired: () => {},
      onEnd: (end) => ends.push(end),
    });
    poller.start();
    await env.advance(0);
    expect(signals).toHaveLength(1);

    poller.stop();
    await env.advance(60_000);

    expect(signals[0]!.aborted).toBe(true);
    expect(signals).toHaveLength(1);
    expect(ends).toEqual([{ reason: 'stopped', progress: undefined }]);
    expect(env.pendingTimers()).toBe(0);
    expect(env.visibility.subscribers()).toBe(0);
  });

  it("should stop when its owner's signal aborts", async () => {
    const controller = new AbortController();
    const { env, poller, ends, fetchSync } = setup([progress('scanning')], { signal: controller.signal });
    poller.start(progress('queued'));
    controller.abort();
    await env.advance(60_000);
    expect(fetchSync).not.toHaveBeenCalled();
    expect(ends).toEqual([{ reason: 'stopped', progress: progress('queued') }]);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should not start when the signal is already aborted', async () => {
    const { env, poller, ends, fetchSync } = setup([progress('scanning')], { signal: AbortSignal.abort() });
    poller.start();
    await env.advance(10_000);
    expect(fetchSync).not.toHaveBeenCalled();
    expect(ends).toEqual([{ reason: 'stopped', progress: undefined }]);
  });

  it('should keep a sync-all of 20 connections under 100 requests a minute', async () => {
    // 20 retailers finishing one after another over 8 minutes, with a fake service that counts the
    // budget per sliding minute and answers RateLimit like the sandbox.
    const env = createFakeEnvironment(async () => new Response());
    const sent: number[] = [];
    const started = env.now();
    const remaining = (): RateLimitState => {
      const recent = sent.filter((time) => time > env.now() - 60_000).length;
      return { remaining: Math.max(0, 100 - recent), resetSeconds: 60 };
    };
    const ends: PollEnd[] = [];
    const poller = createSyncPoller('sync_all', {
      env,
      rateLimit: remaining,
      fetchSync: async () => {
        sent.push(env.now());
        const done = Math.min(20, Math.floor((env.now() - started) / 24_000));
        return {
          syncId: 'sync_all',
          status: done === 20 ? 'completed' : 'scanning',
          retailers: Array.from({ length: 20 }, (_, index) => ({
            retailerId: index + 1,
            status: index < done ? 'completed' : 'scanning',
            ordersFetched: index,
          })),
        };
      },
      onProgress: () => {},
      onMfaRequired: () => {},
      onEnd: (end) => ends.push(end),
    });
    poller.start();
    await env.advance(10 * 60_000);

    expect(ends[0]?.reason).toBe('completed');
    const worstMinute = Math.max(
      ...sent.map((time) => sent.filter((other) => other >= time && other < time + 60_000).length),
    );
    expect(worstMinute).toBeLessThanOrEqual(100);
    expect(worstMinute).toBeLessThanOrEqual(30); // and it leaves most of the budget to the user
  });
});
