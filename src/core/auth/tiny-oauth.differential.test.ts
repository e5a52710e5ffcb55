// @vitest-environment node
/**
 * Differential fuzz test: tiny-oauth.ts (the script-tag bundle's stand-in for oauth4webapi) against
 * the real oauth4webapi. Both get the same seeded random and mutated inputs, of the kinds
 * AuthorizationCodeFlow can hand them, and must end the same way:
 * - `ok`, with deep-equal results (for token responses also getValidatedIdTokenClaims of each
 *   library on its own result);
 * - AuthorizationResponseError or ResponseBodyError (each library's own class), with equal `error`
 *   and `error_description`;
 * - `refused`: any other throw or rejection (tiny-oauth's errors have no code or message to compare).
 *
 * Only what the flow can produce is generated: a string expected state, `{ requireIdToken: true }`
 * for the code response, the client `{ client_id }`, metadata with a non-empty string issuer (as
 * processDiscoveryResponse returns it), non-empty redirect URIs, verifiers and tokens, a boolean
 * allowInsecureRequests, and callback parameters for a code grant that came from the same library's
 * validateAuthResponse.
 *
 * Known, intended differences, so not generated here:
 * - On a non-200 response tiny-oauth takes any non-empty `WWW-Authenticate` header as a challenge;
 *   oauth4webapi only one it can parse. Only well-formed challenges (or none) are generated.
 * - tiny-oauth checks neither the argument types nor validateAuthResponse's brand on the callback
 *   parameters of a code grant (the flow guarantees both).
 * - Base64 decoding may be more or less lenient with characters outside the base64url alphabet
 *   (oauth4webapi uses Uint8Array.fromBase64 where the runtime has it): JWT segment mutations stay
 *   within [A-Za-z0-9_-] (and `.`, which changes the segment count).
 *
 * The runs are reproducible: every case has its own PRNG, derived from the seed and the case number,
 * and a mismatch prints both, with the input. TINY_OAUTH_FUZZ_SEED=<n> runs another seed.
 * Runs in Node's own fetch classes (Response, Headers, URL), as a browser's, not happy-dom's.
 * The inputs are generated in test-support/oauth-fuzz-cases.ts, from test-support/oauth-fuzz-random.ts.
 */
import { inspect, isDeepStrictEqual } from 'node:util';
import * as real from 'oauth4webapi';
import type { AuthorizationServer, Client, IDToken, TokenEndpointResponse } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../test-support/fuzz.ts';
import {
  CALLBACK_AS, callbackEntries, CLIENT_ID, CODES, DISCOVERY_ISSUERS, discoveryCase, ENDPOINTS, ISSUER, MISSING, REDIRECT_URIS, STATE, TOKENS,
  tokenResponseCase, toResponse, UNRESERVED,
} from './test-support/oauth-fuzz-cases.ts';
import { caseRng } from './test-support/oauth-fuzz-random.ts';
import * as tiny from './tiny-oauth.ts';

const SEED = Number(process.env['TINY_OAUTH_FUZZ_SEED'] ?? FUZZ_SEED) >>> 0;
const CASES = 2_500;
const TIMEOUT_MS = 30_000;

const CLIENT: Client = { client_id: CLIENT_ID };

// ---------------------------------------------------------------------------------------------
// The two libraries, behind the same adapter

/** How both libraries call a custom fetch: a URL string and a RequestInit-like object. */
interface FetchInit {
  readonly body?: unknown;
  readonly headers?: unknown;
  readonly method?: unknown;
  readonly redirect?: unknown;
}
type FakeFetch = (url: string, init: FetchInit) => Promise<Response>;
type RealFetch = (url: string, init: real.CustomFetchOptions<string, URLSearchParams | undefined>) => Promise<Response>;

interface Http {
  readonly fetch: FakeFetch;
  readonly insecure: boolean;
}

interface Lib {
  readonly name: 'oauth4webapi' | 'tiny-oauth';
  validateAuthResponse(as: AuthorizationServer, parameters: URLSearchParams): URLSearchParams;
  processCodeResponse(as: AuthorizationServer, response: Response): Promise<TokenEndpointResponse>;
  processRefreshResponse(as: AuthorizationServer, response: Response): Promise<TokenEndpointResponse>;
  processRevocationResponse(response: Response): Promise<undefined>;
  idTokenClaims(result: TokenEndpointResponse): IDToken | undefined;
  processDiscoveryResponse(expected: URL, response: Response): Promise<AuthorizationServer>;
  discoveryRequest(issuer: URL, http: Http): Promise<Response>;
  codeGrantRequest(as: AuthorizationServer, parameters: URLSearchParams, redirectUri: string, codeVerifier: string, http: Http): Promise<Response>;
  refreshGrantRequest(as: AuthorizationServer, refreshToken: string, http: Http): Promise<Response>;
  revocationRequest(as: AuthorizationServer, token: string, hint: string, http: Http): Promise<Response>;
  /** `error` and `error_description` of the library's own AuthorizationResponseError, or undefined. */
  authorizationResponseError(error: unknown): { error: unknown; error_description: unknown } | undefined;
  /** The same for its ResponseBodyError. */
  responseBodyError(error: unknown): { error: unknown; error_description: unknown } | undefined;
}

function realHttp(http: Http, extra?: { additionalParameters: Record<string, string> }) {
  const customFetch: RealFetch = http.fetch;
  return { [real.customFetch]: customFetch, [real.allowInsecureRequests]: http.insecure, ...extra };
}

const REAL: Lib = {
  name: 'oauth4webapi',
  validateAuthResponse: (as, parameters) => real.validateAuthResponse(as, CLIENT, parameters, STATE),
  processCodeResponse: (as, response) => real.processAuthorizationCodeResponse(as, CLIENT, response, { requireIdToken: true }),
  processRefreshResponse: (as, response) => real.processRefreshTokenResponse(as, CLIENT, response),
  processRevocationResponse: (response) => real.processRevocationResponse(response),
  idTokenClaims: (result) => real.getValidatedIdTokenClaims(result),
  processDiscoveryResponse: (expected, response) => real.processDiscoveryResponse(expected, response),
  discoveryRequest: (issuer, http) => real.discoveryRequest(issuer, realHttp(http)),
  codeGrantRequest: (as, parameters, redirectUri, codeVerifier, http) =>
    real.authorizationCodeGrantRequest(as, CLIENT, real.None(), parameters, redirectUri, codeVerifier, realHttp(http)),
  refreshGrantRequest: (as, refreshToken, http) => real.refreshTokenGrantRequest(as, CLIENT, real.None(), refreshToken, realHttp(http)),
  revocationRequest: (as, token, hint, http) =>
    real.revocationRequest(as, CLIENT, real.None(), token, realHttp(http, { additionalParameters: { token_type_hint: hint } })),
  authorizationResponseError: (error) => (error instanceof real.AuthorizationResponseError ? { error: error.error, error_description: error.error_description } : undefined),
  responseBodyError: (error) => (error instanceof real.ResponseBodyError ? { error: error.error, error_description: error.error_description } : undefined),
};

function tinyHttp(http: Http, extra?: { additionalParameters: Record<string, string> }): Parameters<typeof tiny.revocationRequest>[4] {
  return { [tiny.customFetch]: http.fetch as unknown as typeof fetch, [tiny.allowInsecureRequests]: http.insecure, ...extra };
}

const TINY: Lib = {
  name: 'tiny-oauth',
  validateAuthResponse: (as, parameters) => tiny.validateAuthResponse(as, CLIENT, parameters, STATE),
  processCodeResponse: (as, response) => tiny.processAuthorizationCodeResponse(as, CLIENT, response, { requireIdToken: true }),
  processRefreshResponse: (as, response) => tiny.processRefreshTokenResponse(as, CLIENT, response),
  processRevocationResponse: (response) => tiny.processRevocationResponse(response),
  idTokenClaims: (result) => tiny.getValidatedIdTokenClaims(result),
  processDiscoveryResponse: (expected, response) => tiny.processDiscoveryResponse(expected, response),
  discoveryRequest: (issuer, http) => tiny.discoveryRequest(issuer, tinyHttp(http)),
  codeGrantRequest: (as, parameters, redirectUri, codeVerifier, http) =>
    tiny.authorizationCodeGrantRequest(as, CLIENT, tiny.None(), parameters, redirectUri, codeVerifier, tinyHttp(http)),
  refreshGrantRequest: (as, refreshToken, http) => tiny.refreshTokenGrantRequest(as, CLIENT, tiny.None(), refreshToken, tinyHttp(http)),
  revocationRequest: (as, token, hint, http) =>
    tiny.revocationRequest(as, CLIENT, tiny.None(), token, tinyHttp(http, { additionalParameters: { token_type_hint: hint } })),
  authorizationResponseError: (error) => (error instanceof tiny.AuthorizationResponseError ? { error: error.error, error_description: error.error_description } : undefined),
  responseBodyError: (error) => (error instanceof tiny.ResponseBodyError ? { error: error.error, error_description: error.error_description } : undefined),
};

// ---------------------------------------------------------------------------------------------
// Outcomes, and the comparison

type Outcome =
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'AuthorizationResponseError' | 'ResponseBodyError'; readonly error: unknown; readonly error_description: unknown }
  | { readonly kind: 'refused' }
  /** Reading an accepted result failed (getValidatedIdTokenClaims threw, say): never equal across libraries. */
  | { readonly kind: 'view threw'; readonly lib: string; readonly message: string };

/** Runs `run` (sync or async) and classifies how it ended; `view` is what an accepted result is compared by. */
async function outcomeOf<T>(lib: Lib, run: () => T | Promise<T>, view: (value: T) => unknown): Promise<Outcome> {
  let value: T;
  try {
    value = await run();
  } catch (error) {
    const authorization = lib.authorizationResponseError(error);
    if (authorization) return { kind: 'AuthorizationResponseError', error: authorization.error, error_description: authorization.error_description };
    const body = lib.responseBodyError(error);
    if (body) return { kind: 'ResponseBodyError', error: body.error, error_description: body.error_description };
    return { kind: 'refused' };
  }
  try {
    return { kind: 'ok', value: view(value) };
  } catch (error) {
    return { kind: 'view threw', lib: lib.name, message: String(error) };
  }
}

/** How often each outcome kind came up in a section, to show the inputs reach every branch. */
class Tally {
  readonly counts = new Map<string, number>();
  cases = 0;
  add(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }
  of(kind: Outcome['kind']): number {
    return this.counts.get(kind) ?? 0;
  }
  toString(): string {
    return [...this.counts].map(([kind, count]) => `${kind} ${count}`).join(', ');
  }
}

function show(value: unknown): string {
  return inspect(value, { depth: 10, breakLength: 140, maxStringLength: 2_000 });
}

/** An outcome, with (for requests) what the library's fetch was asked. */
type Compared = Outcome & { readonly requests?: readonly Recorded[] };

/** Both libraries on the same input: the same outcome, or the test fails with the seed and the input. */
async function same(section: string, index: number, input: unknown, tally: Tally, run: (lib: Lib) => Promise<Compared>): Promise<Compared> {
  const expected = await run(REAL);
  const actual = await run(TINY);
  tally.cases += 1;
  tally.add(expected.kind);
  const where = `${section}, case ${index}, seed ${SEED} (TINY_OAUTH_FUZZ_SEED=${SEED})`;
  if (expected.kind === 'view threw') throw new Error(`${where}: oauth4webapi's result could not be read: ${expected.message}\non ${show(input)}`);
  if (!isDeepStrictEqual(actual, expected)) {
    expect(actual, `${where}: tiny-oauth (actual) differs from oauth4webapi (expected) on\n${show(input)}`).toStrictEqual(expected);
    throw new Error(`${where}: tiny-oauth differs from oauth4webapi on\n${show(input)}\nexpected ${show(expected)}\nactual ${show(actual)}`);
  }
  return expected;
}

// ---------------------------------------------------------------------------------------------
// 4. Requests: the recording fetch

interface Recorded {
  readonly url: string;
  readonly method: unknown;
  readonly redirect: unknown;
  /** The body's entries, sorted; a body that is not a URLSearchParams as it is. */
  readonly form: unknown;
  /** The media type of the content-type header (only it: the headers may otherwise differ). */
  readonly mediaType: string | undefined;
}

function entriesSorted(body: URLSearchParams): [string, string][] {
  return [...body].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
}

/** A fetch that records what it was asked and answers a response of its own. */
function recorder(): { fetch: FakeFetch; calls: Recorded[]; response: Response } {
  const calls: Recorded[] = [];
  const response = new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  const fake: FakeFetch = (url, init) => {
    const contentType = new Headers(init.headers as HeadersInit | undefined).get('content-type');
    calls.push({
      url,
      method: init.method,
      redirect: init.redirect,
      form: init.body instanceof URLSearchParams ? entriesSorted(init.body) : init.body ?? null,
      mediaType: contentType?.split(';')[0]?.trim().toLowerCase(),
    });
    return Promise.resolve(response);
  };
  return { fetch: fake, calls, response };
}

/** A request by each library with its own recording fetch: the same request sent (once), or both refused. */
async function sameRequest(section: string, index: number, input: unknown, tally: Tally, send: (lib: Lib, http: Http) => Promise<Response>, insecure: boolean): Promise<void> {
  await same(section, index, input, tally, async (lib) => {
    const fake = recorder();
    const outcome = await outcomeOf(lib, () => send(lib, { fetch: fake.fetch, insecure }), (response) => ({
      requests: fake.calls,
      returnsTheFetchResponse: response === fake.response,
    }));
    // A refused request must have been refused alike before it was sent (or after, alike).
    return outcome.kind === 'ok' ? outcome : { ...outcome, requests: fake.calls };
  });
}

describe('tiny-oauth against oauth4webapi', () => {
  it('should compare with the real package (a project that aliases it to tiny-oauth would compare tiny-oauth with itself)', () => {
    expect(real).not.toBe(tiny);
    expect(typeof (real as Record<string, unknown>)['UnsupportedOperationError']).toBe('function');
    expect('UnsupportedOperationError' in tiny).toBe(false);
  });

  // -------------------------------------------------------------------------------------------
  // 1. validateAuthResponse

  it(`validateAuthResponse: the same callbacks accepted, denied or refused (${CASES} cases)`, async () => {
    const tally = new Tally();
    for (let i = 0; i < CASES; i += 1) {
      const rng = caseRng(SEED, 1, i);
      const as = rng.pick(CALLBACK_AS);
      const entries = callbackEntries(rng, rng.weighted([[0, 2], [1, 4], [2, 3], [3, 2], [4, 1]]));
      await same('validateAuthResponse', i, { as, entries, expectedState: STATE }, tally, (lib) =>
        outcomeOf(lib, () => lib.validateAuthResponse(as, new URLSearchParams(entries)), (result) => result.toString()));
    }
    expect(tally.cases, `${tally}`).toBe(CASES);
    expect(tally.of('ok'), `${tally}`).toBeGreaterThan(CASES / 10);
    expect(tally.of('AuthorizationResponseError'), `${tally}`).toBeGreaterThan(CASES / 20);
    expect(tally.of('refused'), `${tally}`).toBeGreaterThan(CASES / 10);
  }, TIMEOUT_MS);

  // -------------------------------------------------------------------------------------------
  // 2. Token responses (and the revocation response, which shares their error handling)

  it(`processAuthorizationCodeResponse, processRefreshTokenResponse, processRevocationResponse: the same token responses and ID tokens (${CASES} responses each)`, async () => {
    const code = new Tally();
    const refresh = new Tally();
    const revocation = new Tally();
    let codeWithClaims = 0;
    let refreshWithClaims = 0;
    for (let i = 0; i < CASES; i += 1) {
      const rng = caseRng(SEED, 2, i);
      const input = tokenResponseCase(rng);
      const { as, response } = input;
      const view = (lib: Lib) => (result: TokenEndpointResponse) => ({ json: result, claims: lib.idTokenClaims(result) });
      const codeOutcome = await same('processAuthorizationCodeResponse', i, input, code, (lib) =>
        outcomeOf(lib, () => lib.processCodeResponse(as, toResponse(response)), view(lib)));
      const refreshOutcome = await same('processRefreshTokenResponse', i, input, refresh, (lib) =>
        outcomeOf(lib, () => lib.processRefreshResponse(as, toResponse(response)), view(lib)));
      await same('processRevocationResponse', i, input, revocation, (lib) =>
        outcomeOf(lib, () => lib.processRevocationResponse(toResponse(response)), (result) => result));
      if (codeOutcome.kind === 'ok') codeWithClaims += 1;
      if (refreshOutcome.kind === 'ok' && (refreshOutcome.value as { claims: unknown }).claims) refreshWithClaims += 1;
    }
    for (const tally of [code, refresh, revocation]) {
      expect(tally.cases).toBe(CASES);
      expect(tally.of('ok'), `${tally}`).toBeGreaterThan(CASES / 10);
      expect(tally.of('ResponseBodyError'), `${tally}`).toBeGreaterThan(CASES / 40);
      expect(tally.of('refused'), `${tally}`).toBeGreaterThan(CASES / 10);
    }
    // Accepted ID tokens, not only refused ones (a code response is accepted only with one).
    expect(codeWithClaims).toBeGreaterThan(CASES / 10);
    expect(refreshWithClaims).toBeGreaterThan(CASES / 10);
  }, TIMEOUT_MS);

  // -------------------------------------------------------------------------------------------
  // 3. processDiscoveryResponse

  it(`processDiscoveryResponse: the same metadata accepted or refused (${CASES} cases)`, async () => {
    const tally = new Tally();
    for (let i = 0; i < CASES; i += 1) {
      const rng = caseRng(SEED, 3, i);
      const input = discoveryCase(rng);
      await same('processDiscoveryResponse', i, input, tally, (lib) =>
        outcomeOf(lib, () => lib.processDiscoveryResponse(new URL(input.expected), toResponse(input.response)), (result) => result));
    }
    expect(tally.cases).toBe(CASES);
    expect(tally.of('ok'), `${tally}`).toBeGreaterThan(CASES / 5);
    expect(tally.of('refused'), `${tally}`).toBeGreaterThan(CASES / 5);
  }, TIMEOUT_MS);

  // -------------------------------------------------------------------------------------------
  // 4. Requests

  it(`authorizationCodeGrantRequest, refreshTokenGrantRequest, revocationRequest, discoveryRequest: the same requests sent or refused (${CASES} cases each)`, async () => {
    const tallies = { code: new Tally(), refresh: new Tally(), revocation: new Tally(), discovery: new Tally(), callback: new Tally() };
    for (let i = 0; i < CASES; i += 1) {
      const rng = caseRng(SEED, 4, i);
      const insecure = rng.chance(0.5);
      const as = { issuer: ISSUER } as Record<string, unknown>;
      const tokenEndpoint = rng.weighted(ENDPOINTS);
      const revocationEndpoint = rng.weighted(ENDPOINTS);
      if (tokenEndpoint !== MISSING) as['token_endpoint'] = tokenEndpoint;
      if (revocationEndpoint !== MISSING) as['revocation_endpoint'] = revocationEndpoint;
      const metadata = as as unknown as AuthorizationServer;

      // The callback goes through each library's own validateAuthResponse first, as in the flow.
      const callback: [string, string][] = [['state', STATE], ['iss', ISSUER]];
      for (const value of rng.weighted(CODES)) callback.splice(rng.int(callback.length + 1), 0, ['code', value]);
      const redirectUri = rng.pick(REDIRECT_URIS);
      const codeVerifier = rng.string(UNRESERVED, 43, 128);
      const validated = new Map<Lib, URLSearchParams>();
      const callbackOutcome = await same('validateAuthResponse before a code grant', i, { as, callback }, tallies.callback, (lib) =>
        outcomeOf(lib, () => lib.validateAuthResponse(metadata, new URLSearchParams(callback)), (result) => {
          validated.set(lib, result);
          return result.toString();
        }));
      if (callbackOutcome.kind === 'ok') {
        await sameRequest('authorizationCodeGrantRequest', i, { as, insecure, callback, redirectUri, codeVerifier }, tallies.code, (lib, http) =>
          lib.codeGrantRequest(metadata, validated.get(lib) as URLSearchParams, redirectUri, codeVerifier, http), insecure);
      }

      const refreshToken = rng.pick(TOKENS);
      await sameRequest('refreshTokenGrantRequest', i, { as, insecure, refreshToken }, tallies.refresh, (lib, http) =>
        lib.refreshGrantRequest(metadata, refreshToken, http), insecure);

      const token = rng.pick(TOKENS);
      const hint = rng.pick(['refresh_token', 'access_token']);
      await sameRequest('revocationRequest', i, { as, insecure, token, hint }, tallies.revocation, (lib, http) =>
        lib.revocationRequest(metadata, token, hint, http), insecure);

      const issuer = rng.pick(DISCOVERY_ISSUERS);
      await sameRequest('discoveryRequest', i, { issuer, insecure }, tallies.discovery, (lib, http) =>
        lib.discoveryRequest(new URL(issuer), http), insecure);
    }
    for (const tally of [tallies.code, tallies.refresh, tallies.revocation, tallies.discovery]) {
      expect(tally.cases, `${tally}`).toBeGreaterThanOrEqual(CASES * 0.8);
      expect(tally.of('ok'), `${tally}`).toBeGreaterThan(CASES / 5);
      expect(tally.of('refused'), `${tally}`).toBeGreaterThan(CASES / 10);
    }
  }, TIMEOUT_MS);
});
