import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { CONTRACTS, conforms } from '../test-support/contract-oracle.ts';
import { check, FUZZ_RUNS, FUZZ_SEED, FUZZ_TIMEOUT_MS, hostileData, HUGE_STRING } from '../test-support/fuzz.ts';
import { codeForStatus, isApiError } from './api-error.ts';
import { createApiClient, type RetailSyncApi } from './api-client.ts';
import { HttpClient } from './http-client.ts';

const BASE = 'https://api.example.test/b';

/** Each call of the client, with the contract of the body it reads. */
const CALLS: Readonly<
  Record<string, { contract: keyof typeof CONTRACTS; run: (api: RetailSyncApi) => Promise<unknown> }>
> = {
  listCatalog: { contract: 'catalog', run: (api) => api.listCatalog() },
  listConnections: { contract: 'connections', run: (api) => api.listConnections() },
  getConnection: { contract: 'connection', run: (api) => api.getConnection(1008) },
  connect: {
    contract: 'connectResult',
    run: (api) => api.connect(1008, { username: 'user_good', password: 'pass_good' }),
  },
  syncOne: { contract: 'sync', run: (api) => api.syncOne(1008) },
  getSync: { contract: 'sync', run: (api) => api.getSync('sync_01') },
  latestSync: { contract: 'sync', run: (api) => api.latestSync() },
  getOrder: { contract: 'order', run: (api) => api.getOrder('ord_1') },
  listOrders: { contract: 'orderList', run: (api) => api.listOrders() },
};

const NULL_BODY = new Set([204, 205, 304]);

interface Answer {
  status: number;
  contentType: string | undefined;
  retryAfter: string | undefined;
  rateLimit: string | undefined;
  body: string;
}

const answers = (contract: keyof typeof CONTRACTS): fc.Arbitrary<Answer> =>
  fc.record({
    status: fc.oneof(
      { arbitrary: fc.constantFrom(200, 201, 202, 204), weight: 6 },
      { arbitrary: fc.constantFrom(400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504), weight: 3 },
      { arbitrary: fc.integer({ min: 200, max: 599 }), weight: 1 },
    ),
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/problem+json',
        'text/html',
        'text/plain',
        'application/json; charset=utf-8',
        ';;;',
      ),
      { nil: undefined },
    ),
    retryAfter: fc.option(
      fc.oneof(
        fc.constantFrom('0', '3', '61', '-1', '1e3', 'Fri, 31 Dec 1999 23:59:59 GMT', 'soon', '99999999999'),
        fc.string({ maxLength: 12 }),
      ),
      { nil: undefined },
    ),
    rateLimit: fc.option(
      fc.oneof(
        fc.constantFrom('"requests";r=0;t=30', 'limit=100, remaining=0, reset=30', 'r=;t=', '"x";r=99999999999;t=1'),
        fc.string({ maxLength: 30 }),
      ),
      { nil: undefined },
    ),
    body: fc.oneof(
      {
        arbitrary: hostileData(CONTRACTS[contract].valid as Record<string, unknown>).map((value) => {
          try {
            // JSON.stringify answers undefined for undefined, which its type does not say.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            return JSON.stringify(value) ?? '';
          } catch {
            return 'null';
          }
        }),
        weight: 6,
      },
      {
        arbitrary: fc.constantFrom(
          '{"oops":',
          '<html>502 Bad Gateway</html>',
          '',
          'null',
          '[]',
          '{}',
          HUGE_STRING,
          '{"type":"about:blank","title":"x","status":502,"detail":"d","code":"c"}',
        ),
        weight: 2,
      },
      { arbitrary: fc.string({ maxLength: 50 }), weight: 1 },
    ),
  });

function responseOf(answer: Answer): Response {
  const headers = new Headers();
  if (answer.contentType !== undefined) headers.set('content-type', answer.contentType);
  if (answer.retryAfter !== undefined) headers.set('retry-after', answer.retryAfter);
  if (answer.rateLimit !== undefined) headers.set('ratelimit', answer.rateLimit);
  return new Response(NULL_BODY.has(answer.status) ? null : answer.body, { status: answer.status, headers });
}

/** What the client must answer, from the status and the contract alone. */
function expected(call: string, answer: Answer): { ok: true } | { ok: false; code: string } {
  if (answer.status >= 200 && answer.status <= 299) {
    // The latest sync's "none yet" is 204 (docs/decisions.md); elsewhere 204 and 205 have no body to read.
    if (NULL_BODY.has(answer.status))
      return call === 'latestSync' && answer.status === 204 ? { ok: true } : { ok: false, code: 'invalid_response' };
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return { ok: false, code: 'invalid_response' };
    }
    return conforms(CONTRACTS[CALLS[call]!.contract].schema, body)
      ? { ok: true }
      : { ok: false, code: 'invalid_response' };
  }
  return { ok: false, code: codeForStatus(answer.status) };
}

describe('API client under fuzzed answers (fake fetch)', () => {
  it(
    `should resolve only with a body that fits the contract, and otherwise reject with the ApiError of the status (${FUZZ_RUNS} answers)`,
    async () => {
      const tally = { resolved: 0, rejected: 0 };
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...Object.keys(CALLS))
            .chain((call) => fc.tuple(fc.constant(call), answers(CALLS[call]!.contract))),
          async ([call, answer]) => {
            let fetches = 0;
            const env = createFakeEnvironment(async () => {
              fetches += 1;
              return responseOf(answer);
            });
            const http = new HttpClient({
              baseUrl: BASE,
              env,
              maxRetries: 0,
              tokens: { accessToken: async () => 'access-1', refreshAfterRejection: async () => 'access-2' },
            });
            const api = createApiClient({
              variant: 'B',
              http,
              userInfo: () => Promise.reject(new Error("userinfo is the sign-in flow's, not fuzzed here")),
            });
            const want = expected(call, answer);
            let outcome: { ok: true } | { ok: false; error: unknown };
            try {
              await CALLS[call]!.run(api);
              outcome = { ok: true };
            } catch (error) {
              outcome = { ok: false, error };
            }
            if (outcome.ok) {
              check(want.ok, `${call} resolved, but the answer should fail with ${want.ok ? '' : want.code}`);
              tally.resolved += 1;
            } else {
              check(
                isApiError(outcome.error),
                `${call} threw something other than an ApiError: ${String(outcome.error)}`,
              );
              check(
                !want.ok && outcome.error.code === want.code,
                `${call} failed with ${outcome.error.code}, expected ${want.ok ? 'success' : want.code}`,
              );
              tally.rejected += 1;
            }
            // One attempt, plus the one retry a 401 earns after the token refresh (the public catalog sends no token).
            check(
              fetches === (answer.status === 401 && call !== 'listCatalog' ? 2 : 1),
              `${fetches} requests for one call`,
            );
            check(env.pendingTimers() === 0, 'a timer was left behind');
          },
        ),
        { seed: FUZZ_SEED + 10, numRuns: FUZZ_RUNS },
      );
      expect(tally.resolved).toBeGreaterThan(FUZZ_RUNS / 50);
      expect(tally.rejected).toBeGreaterThan(FUZZ_RUNS / 2);
    },
    FUZZ_TIMEOUT_MS,
  );
});
