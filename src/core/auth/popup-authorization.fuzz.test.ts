import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import {
  check,
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  hostileData,
  HUGE_STRING,
  noThrow,
  originsAround,
  sourcesAround,
} from '../test-support/fuzz.ts';
import { AuthError } from './auth-error.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';
import { CALLBACK_MESSAGE_TYPE, isCallbackMessage } from './callback-message.ts';
import { authorizeInPopup } from './popup-authorization.ts';

const CALLBACK_ORIGIN = new URL(FAKE_REDIRECT_URI).origin;
const VALID = { type: CALLBACK_MESSAGE_TYPE, search: '?code=code-1&state=s&iss=x' };

/** The oracle, written apart from isCallbackMessage: the type, and a string search of at most 8 KiB. */
function exactlyCallback(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || data instanceof Map) return false;
  const record = data as Record<string, unknown>;
  return (
    record['type'] === 'retail-sync:oauth-callback' &&
    typeof record['search'] === 'string' &&
    record['search'].length <= 8192
  );
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

describe('isCallbackMessage() under fuzz', () => {
  it(
    `should never throw and accept exactly the callback shape (${FUZZ_RUNS} inputs)`,
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(
          fc.oneof(
            hostileData(VALID),
            fc.record({
              type: fc.constant(CALLBACK_MESSAGE_TYPE),
              search: fc.integer({ min: 8180, max: 8200 }).map((length) => 'x'.repeat(length)),
            }),
          ),
          (data) => {
            const verdict = noThrow(() => isCallbackMessage(data), 'isCallbackMessage');
            check(verdict === exactlyCallback(data), `isCallbackMessage answered ${verdict}`);
            if (verdict) accepted += 1;
          },
        ),
        { seed: FUZZ_SEED + 2, numRuns: FUZZ_RUNS },
      );
      expect(accepted).toBeGreaterThan(50);
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('authorizeInPopup(): the popup listener under fuzz', () => {
  it(
    `should ignore ${FUZZ_RUNS} hostile messages (nothing exchanged, popup open, still listening), then take the real callback`,
    async () => {
      const provider = createFakeProvider();
      const env = createFakeEnvironment(provider.fetch);
      const flow = new AuthorizationCodeFlow(
        { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
        provider.fetch,
      );
      const popup = env.openPopup('retail-sync-signin-test')!;
      let settled = false;
      const result = authorizeInPopup(env, flow, popup, { callbackOrigin: CALLBACK_ORIGIN, timeoutMs: 60_000 });
      result.then(
        () => (settled = true),
        () => (settled = true),
      );
      await waitUntil(() => popup.navigatedTo.length === 1);
      const state = new URL(popup.navigatedTo[0]!).searchParams.get('state')!;
      const search = `?code=code-1&state=${state}&iss=${encodeURIComponent(FAKE_ISSUER)}`;
      const listeners = env.listenerCount();

      let skipped = 0;
      fc.assert(
        fc.property(
          originsAround(CALLBACK_ORIGIN),
          sourcesAround(popup.handle),
          hostileData({ type: CALLBACK_MESSAGE_TYPE, search }),
          (origin, source, data) => {
            // A well-formed callback from the popup ends the attempt: that path is the next test's.
            if (origin === CALLBACK_ORIGIN && source === popup.handle && exactlyCallback(data)) {
              skipped += 1;
              return;
            }
            noThrow(() => env.deliver({ origin, source, data }), 'the popup listener');
          },
        ),
        { seed: FUZZ_SEED + 3, numRuns: FUZZ_RUNS },
      );
      await env.settle();
      expect(skipped).toBeLessThan(FUZZ_RUNS / 4);
      expect(settled).toBe(false);
      expect(provider.tokenRequests).toHaveLength(0);
      expect(popup.closed).toBe(false);
      expect(env.listenerCount()).toBe(listeners);

      env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search } });
      await expect(result).resolves.toMatchObject({ subject: 'user-1' });
      expect(provider.tokenRequests).toHaveLength(1);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'should answer a well-formed callback carrying any search with a typed AuthError or the sign-in, never another throw (300 attempts)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.webQueryParameters().map((query) => `?${query}`),
            fc.constantFrom(
              '',
              '?',
              '?state=',
              '?code=&state=&iss=',
              '?error=access_denied',
              HUGE_STRING.slice(0, 8192),
            ),
          ),
          async (search) => {
            const provider = createFakeProvider();
            const env = createFakeEnvironment(provider.fetch);
            const flow = new AuthorizationCodeFlow(
              { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
              provider.fetch,
            );
            const popup = env.openPopup('retail-sync-signin-test')!;
            const result = authorizeInPopup(env, flow, popup, { callbackOrigin: CALLBACK_ORIGIN, timeoutMs: 60_000 });
            result.catch(() => {});
            await waitUntil(() => popup.navigatedTo.length === 1);
            expect(() =>
              env.deliver({
                origin: CALLBACK_ORIGIN,
                source: popup.handle,
                data: { type: CALLBACK_MESSAGE_TYPE, search },
              }),
            ).not.toThrow();
            const outcome = await result.then(
              () => 'signed in',
              (error: unknown) => error,
            );
            // Without this attempt's exact state, nothing is exchanged.
            expect(outcome).toBeInstanceOf(AuthError);
            expect(provider.tokenRequests).toHaveLength(0);
            expect(popup.closed).toBe(true);
            expect(env.listenerCount()).toBe(0);
          },
        ),
        { seed: FUZZ_SEED + 4, numRuns: 300 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
