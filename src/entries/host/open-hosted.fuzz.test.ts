import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_SOURCE, EVENT_VERSION, WIDGET_EVENT_TYPES } from '../../core/index.ts';
import {
  check,
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  hostileData,
  mutate,
  noThrow,
  originsAround,
  sourcesAround,
  wrongTypes,
} from '../../core/test-support/fuzz.ts';
import { openHostedIn } from './open-hosted.ts';
import { event, FakeHostWindow, SERVICE } from './test-support/fake-host-window.ts';

/** One valid event per shape the host can hear, the richest payloads included. */
const VALID_EVENTS = [
  event('sync.status', {
    syncId: 'sync_1',
    status: 'scanning',
    retailers: [{ retailerId: 1008, status: 'scanning', ordersFetched: 3 }],
  }),
  event('sync.started', { syncId: 'sync_1', retailerIds: [1008, 1012], resumed: true }),
  event('sync.failed', { syncId: 'sync_1', code: 'sync_failed', retailerErrorCode: 'invalid_credentials' }),
  event('view', { name: 'mfa', retailerId: 1008 }),
  event('error', { code: 'upstream', status: 502 }),
  event('close', { reason: 'user' }),
];

/**
 * A valid event with one envelope field broken in a way the contract forbids: each replacement is
 * checked against the field's rule here, apart from isWidgetEvent.
 */
const ENVELOPE_RULES: Readonly<Record<string, (value: unknown) => boolean>> = {
  source: (value) => value === EVENT_SOURCE,
  version: (value) => value === EVENT_VERSION,
  type: (value) => typeof value === 'string' && (WIDGET_EVENT_TYPES as readonly string[]).includes(value),
  sessionId: (value) => typeof value === 'string' && value.length > 0 && value.length <= 128,
  timestamp: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
  payload: () => false, // no value but the original payload is known to fit the type
};

describe("openHostedIn(): the host's message handler under fuzz", () => {
  it(
    `should never throw and deliver only valid events from the service origin and the popup (${FUZZ_RUNS} inputs)`,
    async () => {
      const win = new FakeHostWindow();
      const hosted = openHostedIn({ clientId: 'retailsync-demo', serviceOrigin: SERVICE }, win);
      const heard: unknown[] = [];
      hosted.onAny((event) => heard.push(event));
      // The handler under test is watchHosted's, which loads as a chunk of its own (import()).
      await vi.dynamicImportSettled();
      let delivered = 0;
      fc.assert(
        fc.property(
          originsAround(SERVICE),
          sourcesAround(win.popup!),
          fc.constantFrom(...VALID_EVENTS).chain((valid) => hostileData(valid)),
          (origin, source, data) => {
            const before = heard.length;
            // Straight to the listeners: deliver() would take an undefined source for the popup's.
            noThrow(
              () => [...win.listeners].forEach((listener) => listener({ origin, source, data })),
              "the host's message handler",
            );
            const fromPopup = origin === SERVICE && source === win.popup;
            check(fromPopup || heard.length === before, 'an event from another origin or window was delivered');
            check(heard.length - before <= 1, 'one message was delivered twice');
            if (heard.length > before) {
              delivered += 1;
              check(heard.at(-1) === data, 'a listener got another object than the message data');
            }
          },
        ),
        { seed: FUZZ_SEED + 5, numRuns: FUZZ_RUNS },
      );
      expect(delivered).toBeGreaterThan(50);
      // Still open and listening: hostile messages neither closed it nor unsubscribed it.
      expect(hosted.closed).toBe(false);
      expect(win.listeners.size).toBe(1);
      expect(win.popup!.posted).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `should refuse a valid event with one field broken (envelope: ${FUZZ_RUNS / 2} inputs; payload: ${FUZZ_RUNS / 2} inputs)`,
    async () => {
      const win = new FakeHostWindow();
      const hosted = openHostedIn({ clientId: 'retailsync-demo', serviceOrigin: SERVICE }, win);
      const heard: unknown[] = [];
      hosted.onAny((event) => heard.push(event));
      // The handler under test is watchHosted's, which loads as a chunk of its own (import()).
      await vi.dynamicImportSettled();
      const brokenEnvelope = fc
        .record({
          valid: fc.constantFrom(...VALID_EVENTS),
          field: fc.constantFrom(...Object.keys(ENVELOPE_RULES)),
          value: fc.option(wrongTypes, { nil: undefined }),
          drop: fc.boolean(),
        })
        .filter(({ field, value, drop }) => drop || !ENVELOPE_RULES[field]!(value))
        .map(({ valid, field, value, drop }) =>
          mutate(valid, drop ? { kind: 'delete', path: [field] } : { kind: 'set', path: [field], value }),
        );
      // Payload: an unknown extra field, or a required field removed or set to a value of another type.
      const brokenPayload = fc
        .record({
          valid: fc.constantFrom(...VALID_EVENTS),
          value: wrongTypes,
          index: fc.nat(),
          how: fc.constantFrom('add', 'delete', 'set'),
        })
        .map(({ valid, value, index, how }) => {
          const keys = Object.keys(valid['payload'] as Record<string, unknown>).filter(
            (key) =>
              !(
                key === 'resumed' ||
                key === 'retailerErrorCode' ||
                (key === 'retailerId' && valid.type === 'view') ||
                (key === 'status' && valid.type === 'error')
              ),
          );
          const key = keys[index % keys.length]!;
          if (how === 'add') return mutate(valid, { kind: 'add', path: ['payload'], value });
          if (how === 'delete') return mutate(valid, { kind: 'delete', path: ['payload', key] });
          // A value of another JSON type than the original's can never fit the field.
          const original = (valid['payload'] as Record<string, unknown>)[key];
          const replacement =
            typeof value === typeof original && Array.isArray(value) === Array.isArray(original)
              ? { not: value }
              : value;
          return mutate(valid, { kind: 'set', path: ['payload', key], value: replacement });
        });
      for (const [arbitrary, seed] of [
        [brokenEnvelope, FUZZ_SEED + 6],
        [brokenPayload, FUZZ_SEED + 7],
      ] as const) {
        fc.assert(
          fc.property(arbitrary, (data) => {
            const before = heard.length;
            noThrow(() => win.deliver(data), "the host's message handler");
            if (heard.length !== before)
              throw new Error(`a broken event was delivered: ${fc.stringify(data).slice(0, 300)}`);
          }),
          { seed, numRuns: FUZZ_RUNS / 2 },
        );
      }
      // The handler still works: the intact events are heard, each once.
      expect(heard).toEqual([]);
      for (const valid of VALID_EVENTS) win.deliver(valid);
      expect(heard).toEqual(VALID_EVENTS);
    },
    FUZZ_TIMEOUT_MS,
  );
});
