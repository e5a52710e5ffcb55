import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createFakeEnvironment, FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import {
  check,
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  hostileData,
  noThrow,
  originsAround,
  sourcesAround,
} from '../test-support/fuzz.ts';
import { createHarness } from '../test-support/session-harness.ts';
import { createPostMessageBridge, HOST_MESSAGE_SOURCE } from './post-message-bridge.ts';

const CLOSE = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };

/** The oracle, written apart from isHostMessage: a record whose three fields are exactly these. */
function exactlyClose(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || data instanceof Map) return false;
  const record = data as Record<string, unknown>;
  return (
    Object.hasOwn(record, 'source') &&
    Object.hasOwn(record, 'version') &&
    Object.hasOwn(record, 'type') &&
    record['source'] === 'retail-sync-host' &&
    record['version'] === 1 &&
    record['type'] === 'close'
  );
}

describe('post-message bridge: the incoming-message handler under fuzz', () => {
  it(
    `should never throw and call onHostMessage only for a close message from the exact origin and window (${FUZZ_RUNS} inputs)`,
    () => {
      const env = createFakeEnvironment(async () => new Response());
      const onHostMessage = vi.fn();
      const bridge = createPostMessageBridge({
        env,
        target: env.self,
        targetOrigin: FAKE_ORIGIN,
        allowedOrigins: [FAKE_ORIGIN],
        allowedSource: env.self.handle,
        onHostMessage,
      });
      let accepted = 0;
      fc.assert(
        fc.property(
          originsAround(FAKE_ORIGIN),
          sourcesAround(env.self.handle),
          hostileData(CLOSE),
          (origin, source, data) => {
            onHostMessage.mockClear();
            noThrow(() => env.deliver({ origin, source, data }), 'the message handler');
            const valid = origin === FAKE_ORIGIN && source === env.self.handle && exactlyClose(data);
            if (valid) accepted += 1;
            const calls = onHostMessage.mock.calls;
            check(
              calls.length === (valid ? 1 : 0),
              `onHostMessage called ${calls.length} times for a ${valid ? 'valid' : 'refused'} message`,
            );
            check(!valid || calls[0]?.[0] === data, 'onHostMessage got another object than the message data');
          },
        ),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
      );
      // The generator does reach the accepting path, so the property is not vacuous.
      expect(accepted).toBeGreaterThan(50);
      expect(env.listenerCount()).toBe(1);
      bridge.post({ source: 'retail-sync', version: 1, sessionId: 'ws_1', timestamp: 1, type: 'open', payload: {} });
      expect(env.self.posted).toHaveLength(1);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `should leave a live session's signals untouched and emit nothing but "close" for the exact message (${FUZZ_RUNS} inputs)`,
    async () => {
      const onHostClose = vi.fn();
      const { env, session, events } = createHarness({ onHostClose });
      await env.settle();
      const snapshot = () =>
        JSON.stringify({
          auth: session.auth.value,
          view: session.view.value,
          catalog: session.catalog.value,
          connections: session.connections.value,
          sync: session.sync.value,
          online: session.online.value,
        });
      const before = snapshot();
      const eventsBefore = events.length;
      let closes = 0;
      fc.assert(
        fc.property(
          originsAround(FAKE_ORIGIN),
          sourcesAround(env.self.handle),
          hostileData(CLOSE),
          (origin, source, data) => {
            noThrow(() => env.deliver({ origin, source, data }), "the session's message handler");
            if (origin === FAKE_ORIGIN && source === env.self.handle && exactlyClose(data)) closes += 1;
            check(
              onHostClose.mock.calls.length === closes,
              `onHostClose called ${onHostClose.mock.calls.length} times, expected ${closes}`,
            );
            check(
              events.length - eventsBefore === closes,
              `${events.length - eventsBefore} events emitted, expected ${closes}`,
            );
          },
        ),
        { seed: FUZZ_SEED + 1, numRuns: FUZZ_RUNS },
      );
      expect(snapshot()).toBe(before);
      expect(
        events.slice(eventsBefore).every((event) => event.type === 'close' && event.payload.reason === 'host'),
      ).toBe(true);
      expect(closes).toBeGreaterThan(50);
      expect(env.pendingTimers()).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
