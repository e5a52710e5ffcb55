import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../api/api-error.ts';
import type { RateLimitState } from '../../api/retry-policy.ts';
import type { SyncProgress, SyncStatus } from '../../domain.ts';
import { createFakeEnvironment } from '../../test-support/fake-environment.ts';
import type { SessionServices } from '../context.ts';
import { createMachineRunner } from './runner.ts';
import { initialState } from './state.ts';

const progress = (status: SyncStatus, ordersFetched = 0, extra: { mfaPrompt?: string } = {}): SyncProgress => ({
  syncId: 'sync_1',
  status,
  retailers: [{ retailerId: 1, status, ordersFetched, ...extra }],
});

type Read = (syncId: string, options: { signal: AbortSignal }) => Promise<SyncProgress>;

/**
 * The machine following sync 1, signed in on its screen: each poll answers the next of `answers`
 * (the last repeats), unless `read` answers instead; records overlap and what the host hears.
 */
function setup(answers: (SyncProgress | Error)[], options: { maxDurationMs?: number; read?: Read } = {}) {
  const env = createFakeEnvironment(async () => new Response());
  let index = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pollTimes: number[] = [];
  let rateLimit: RateLimitState | undefined;
  const scripted: Read = async (_syncId, { signal }) => {
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
  };
  const getSync = vi.fn(options.read ?? scripted);
  const emit = vi.fn();
  const services = {
    env,
    emit,
    options: {},
    sessionId: 'ws_test',
    flow: { revokeAll: () => Promise.resolve() },
    tokens: { set: () => undefined, clear: () => undefined },
    api: {
      getSync,
      rateLimit: () => rateLimit,
      submitMfa: async () => progress('scanning', 1),
      listConnections: async () => [],
    },
    catalogAhead: { ask: () => undefined, take: () => undefined },
  } as unknown as SessionServices;
  const runner = createMachineRunner(services, {
    ...initialState(true, options.maxDurationMs),
    auth: { status: 'signed_in', user: { sub: 'user-1' } },
    operations: { syncStart: 1 },
    nextOperation: 2,
  });
  const heard = (type: string): unknown[] =>
    emit.mock.calls.filter(([event]) => event === type).map(([, body]): unknown => body);
  return {
    env,
    runner,
    getSync,
    pollTimes,
    heard,
    maxInFlight: () => maxInFlight,
    setRateLimit: (value: RateLimitState) => {
      rateLimit = value;
    },
    /** The sync starts with `initial`, as its start request answered it. */
    start(initial: SyncProgress): void {
      void runner.dispatch({
        type: 'syncStarted',
        operation: 1,
        request: { kind: 'syncOne', retailerId: 1 },
        progress: initial,
        now: env.now(),
      });
    },
  };
}

describe('following a sync (polling.ts)', () => {
  it('should follow the batch until it completes, telling each change once', async () => {
    const { env, start, heard } = setup([
      progress('connecting'),
      progress('connecting'),
      progress('scanning', 5),
      progress('scanning', 5),
      progress('scanning', 9),
      progress('completed', 9),
    ]);
    start(progress('queued'));
    await env.advance(60_000);

    expect(
      heard('sync.status').map((body) => {
        const { status, retailers } = body as { status: string; retailers: { ordersFetched: number }[] };
        return `${status}:${retailers[0]!.ordersFetched}`;
      }),
    ).toEqual(['queued:0', 'connecting:0', 'scanning:5', 'scanning:9', 'completed:9']);
    expect(heard('sync.completed')).toEqual([{ syncId: 'sync_1', ordersFetched: 9 }]);
    expect(env.pendingTimers()).toBe(0);
    expect(env.visibility.subscribers()).toBe(0);
  });

  it('should poll quickly at first and then back off', async () => {
    const { env, start, pollTimes, runner } = setup([progress('scanning')]);
    const started = env.now();
    start(progress('queued'));
    await env.advance(30_000);
    await runner.dispatch({ type: 'signOut' });

    const gaps = pollTimes.map((time, index) => time - (index === 0 ? started : pollTimes[index - 1]!));
    expect(gaps.slice(0, 9)).toEqual([1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 5000]);
  });

  it('should never have two requests in flight, even when the page becomes visible mid-request', async () => {
    const { env, start, maxInFlight, getSync } = setup([progress('scanning')]);
    start(progress('queued'));
    await env.advance(1_000);
    env.visibility.set(false);
    env.visibility.set(true);
    env.visibility.set(false);
    env.visibility.set(true);
    await env.advance(20_000);

    expect(getSync.mock.calls.length).toBeGreaterThan(3);
    expect(maxInFlight()).toBe(1);
  });

  it('should end as error when the batch fails', async () => {
    const { env, start, heard, runner } = setup([progress('error')]);
    start(progress('queued'));
    await env.advance(5_000);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'sync_failed' }]);
    expect(runner.state.value.phase).toBe('error');
  });

  it('should pause while the page is hidden and poll at once when it is visible again', async () => {
    const { env, start, getSync } = setup([progress('scanning')]);
    start(progress('queued'));
    env.visibility.set(false);
    await env.advance(120_000);
    expect(getSync).toHaveBeenCalledTimes(0);

    env.visibility.set(true);
    await env.advance(0);
    expect(getSync).toHaveBeenCalledTimes(1);
  });

  it('should ask for the MFA code once, poll nothing while waiting, and go on after the code', async () => {
    const { env, start, getSync, heard, runner } = setup([
      progress('userintervention', 0, { mfaPrompt: 'Enter the code we sent' }),
      progress('scanning', 3),
      progress('completed', 7),
    ]);
    start(progress('queued'));
    await env.advance(600_000);

    expect(heard('sync.mfa_required')).toEqual([{ syncId: 'sync_1', retailerId: 1 }]);
    expect(runner.state.value).toMatchObject({
      phase: 'mfa',
      following: { mfa: { retailerId: 1, prompt: 'Enter the code we sent' } },
    });
    expect(getSync).toHaveBeenCalledTimes(1);
    expect(heard('sync.completed')).toHaveLength(0);

    await runner.dispatch({ type: 'submitMfa', code: '123456' });
    await env.advance(10_000);
    expect(heard('sync.completed')).toEqual([{ syncId: 'sync_1', ordersFetched: 7 }]);
  });

  it('should count the polling before the MFA prompt towards the maximum duration, but not the wait for the code', async () => {
    const { env, start, heard, runner } = setup(
      [
        progress('scanning'),
        progress('scanning'),
        progress('scanning'),
        progress('userintervention', 0, { mfaPrompt: 'Code?' }),
        progress('scanning'),
      ],
      { maxDurationMs: 10_000 },
    );
    start(progress('queued'));
    // Polls at 1 s, 2 s, 4 s and 6 s: the fourth asks for the code, after 6 s of polling.
    await env.advance(7_000);
    expect(runner.state.value.phase).toBe('mfa');
    // The shopper takes a minute to find the code: that minute is not polling.
    await env.advance(60_000);
    await runner.dispatch({ type: 'submitMfa', code: '123456' });
    // 6 s before the prompt and 4 s after it make the 10 s: the poll due 4 s after the code gives up.
    await env.advance(4_500);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'timeout' }]);
  });

  it('should stretch the interval by the RateLimit fields', async () => {
    const { env, start, pollTimes, setRateLimit } = setup([progress('scanning')]);
    setRateLimit({ remaining: 15, resetSeconds: 60 });
    const started = env.now();
    start(progress('queued'));
    await env.advance(36_000);
    expect(pollTimes.map((time) => time - started)).toEqual([12_000, 24_000, 36_000]);
  });

  it('should wait out a Retry-After the transport could not absorb, even if the page becomes visible', async () => {
    const { env, start, pollTimes, getSync } = setup([
      apiError('rate_limited', { retryAfterSeconds: 90 }),
      progress('completed'),
    ]);
    start(progress('queued'));
    await env.advance(10_000);
    expect(getSync).toHaveBeenCalledTimes(1);
    env.visibility.set(false);
    env.visibility.set(true);
    await env.advance(79_000);
    expect(getSync).toHaveBeenCalledTimes(1);
    await env.advance(2_000);
    expect(pollTimes[1]! - pollTimes[0]!).toBe(90_000);
  });

  it('should tolerate passing failures and give up after five in a row', async () => {
    const { env, start, getSync, heard } = setup([apiError('network')]);
    start(progress('queued'));
    await env.advance(60_000);
    expect(getSync).toHaveBeenCalledTimes(5);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'network' }]);
  });

  it('should end at once on a failure that polling again cannot fix', async () => {
    const { env, start, getSync, heard } = setup([apiError('not_found')]);
    start(progress('queued'));
    await env.advance(2_000);
    expect(getSync).toHaveBeenCalledTimes(1);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'not_found' }]);
  });

  it('should end as failed, not crash, when reading the sync throws something unexpected', async () => {
    const { env, start, heard } = setup([new Error('bug')]);
    start(progress('queued'));
    await env.advance(2_000);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'invalid_response' }]);
  });

  it('should end as failed when reading the sync throws before it returns a promise (nothing left in flight)', async () => {
    // As api.getSync does for a syncId that encodeURIComponent refuses (a lone surrogate).
    const { env, start, heard } = setup([], {
      read: () => {
        throw new URIError('URI malformed');
      },
    });
    start(progress('queued'));
    await env.advance(2_000);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'invalid_response' }]);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should stop after the maximum duration', async () => {
    const { env, start, heard } = setup([progress('scanning')], { maxDurationMs: 20_000 });
    start(progress('queued'));
    await env.advance(60_000);
    expect(heard('sync.failed')).toEqual([{ syncId: 'sync_1', code: 'timeout' }]);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should abort the request in flight and release everything when the sync is left (a sign-out)', async () => {
    const signals: AbortSignal[] = [];
    const { env, start, runner, heard } = setup([], {
      // A request that only ends when aborted.
      read: (_syncId, { signal }) =>
        new Promise((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(apiError('aborted')));
        }),
    });
    start(progress('queued'));
    await env.advance(1_000);
    expect(signals).toHaveLength(1);

    await runner.dispatch({ type: 'signOut' });
    await env.advance(60_000);

    expect(signals[0]!.aborted).toBe(true);
    expect(signals).toHaveLength(1);
    expect(heard('sync.failed')).toHaveLength(0);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should stop waiting for a hidden page when the sync is left', async () => {
    const { env, start, runner, getSync } = setup([progress('scanning')]);
    start(progress('queued'));
    env.visibility.set(false);
    await env.advance(2_000);
    expect(env.visibility.subscribers()).toBe(1);

    await runner.dispatch({ type: 'destroy' });
    env.visibility.set(true);
    await env.advance(10_000);
    expect(env.visibility.subscribers()).toBe(0);
    expect(getSync).not.toHaveBeenCalled();
  });

  it('should keep a sync-all of 20 connections under 100 requests a minute', async () => {
    // 20 retailers finishing one after another over 8 minutes, with a fake service that counts the
    // budget per sliding minute and answers RateLimit like the sandbox.
    const sent: number[] = [];
    let started = 0;
    const { env, start, heard, setRateLimit } = setup([], {
      read: async () => {
        sent.push(env.now());
        const recent = sent.filter((time) => time > env.now() - 60_000).length;
        setRateLimit({ remaining: Math.max(0, 100 - recent), resetSeconds: 60 });
        const done = Math.min(20, Math.floor((env.now() - started) / 24_000));
        return {
          syncId: 'sync_1',
          status: done === 20 ? 'completed' : 'scanning',
          retailers: Array.from({ length: 20 }, (_, index) => ({
            retailerId: index + 1,
            status: index < done ? 'completed' : 'scanning',
            ordersFetched: index,
          })),
        };
      },
    });
    started = env.now();
    start(progress('queued'));
    await env.advance(10 * 60_000);

    expect(heard('sync.completed')).toHaveLength(1);
    const worstMinute = Math.max(
      ...sent.map((time) => sent.filter((other) => other >= time && other < time + 60_000).length),
    );
    expect(worstMinute).toBeLessThanOrEqual(100);
    expect(worstMinute).toBeLessThanOrEqual(30); // and it leaves most of the budget to the user
  });
});
