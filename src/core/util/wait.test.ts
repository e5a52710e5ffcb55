import { describe, expect, it } from 'vitest';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { sleep, until } from './wait.ts';

const env = () => createFakeEnvironment(() => Promise.resolve(new Response()));

describe('sleep()', () => {
  it('should resolve after the delay on the injected timers', async () => {
    const fake = env();
    let done = false;
    void sleep(fake, 500).then(() => {
      done = true;
    });
    await fake.advance(499);
    expect(done).toBe(false);
    await fake.advance(1);
    expect(done).toBe(true);
  });

  it("should reject at once with an AbortError carrying the signal's reason when already aborted", async () => {
    const fake = env();
    const reason = new Error('gone');
    await expect(sleep(fake, 500, AbortSignal.abort(reason))).rejects.toMatchObject({
      name: 'AbortError',
      cause: reason,
    });
    expect(fake.pendingTimers()).toBe(0);
  });

  it('should reject with an AbortError and clear the timer when aborted while waiting', async () => {
    const fake = env();
    const controller = new AbortController();
    const reason = new Error('gone');
    const waiting = sleep(fake, 500, controller.signal);
    controller.abort(reason);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError', cause: reason });
    expect(fake.pendingTimers()).toBe(0);
  });
});

describe('until()', () => {
  it('should resolve when the value arrives and unsubscribe', async () => {
    const fake = env();
    fake.online.set(false);
    const waiting = until(fake.online, true);
    fake.online.set(true);
    await expect(waiting).resolves.toBeUndefined();
    expect(fake.online.subscribers()).toBe(0);
  });

  it('should reject with an AbortError when already aborted or aborted while waiting', async () => {
    const fake = env();
    fake.online.set(false);
    const reason = new Error('gone');
    await expect(until(fake.online, true, AbortSignal.abort(reason))).rejects.toMatchObject({
      name: 'AbortError',
      cause: reason,
    });
    const controller = new AbortController();
    const waiting = until(fake.online, true, controller.signal);
    controller.abort(reason);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError', cause: reason });
    expect(fake.online.subscribers()).toBe(0);
  });
});
