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
 */
import { inspect, isDeepStrictEqual } from 'node:util';
import * as real from 'oauth4webapi';
import type { AuthorizationServer, Client, IDToken, TokenEndpointResponse } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../test-support/fuzz.ts';
import * as tiny from './tiny-oauth.ts';

const SEED = Number(process.env['TINY_OAUTH_FUZZ_SEED'] ?? FUZZ_SEED) >>> 0;
const CASES = 2_500;
const TIMEOUT_MS = 30_000;

const ISSUER = 'https://op.example.com/tenant';
const LOOPBACK_ISSUER = 'http://localhost:4010/oauth';
const CLIENT_ID = 'retail-sync-widget';
const CLIENT: Client = { client_id: CLIENT_ID };
const STATE = 'k2Vq7yZ0n1uT8wQ4rX6sP3mB9cD5eF_aG-hJ0iK1lM2';

// ---------------------------------------------------------------------------------------------
// Seeded randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  readonly #next: () => number;
  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }
  float(): number {
    return this.#next();
  }
  int(below: number): number {
    return Math.floor(this.#next() * below);
  }
  chance(probability: number): boolean {
    return this.#next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  /** One of `[value, weight]` pairs, in proportion to the weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let roll = this.#next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of items) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }
  string(alphabet: string, min: number, max: number): string {
    let out = '';
    for (let length = min + this.int(max - min + 1); out.length < length;) out += alphabet[this.int(alphabet.length)];
    return out;
  }
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UNRESERVED = `${B64URL}.~`;

/** The PRNG of one case: the seed, the section and the case number pick it. */
function caseRng(section: number, index: number): Rng {
  return new Rng((SEED ^ Math.imul(section + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0);
}

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
// Building responses and JSON

/** A JSON number spelled as is: 1e999 (Infinity once parsed), -0... which JSON.stringify cannot write. */
class Raw {
  constructor(readonly json: string) {}
  toJSON(): string {
    return `~raw~${this.json}`;
  }
}

function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? '').replace(/"~raw~([^"]*)"/g, '$1');
}

interface ResponseSpec {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly wwwAuthenticate: string | undefined;
  readonly body: string;
}

/** A fresh Response per library call: a body can be read once. Bytes, so no content type is implied. */
function toResponse(spec: ResponseSpec): Response {
  const headers = new Headers();
  if (spec.contentType !== undefined) headers.set('content-type', spec.contentType);
  if (spec.wwwAuthenticate !== undefined) headers.set('www-authenticate', spec.wwwAuthenticate);
  return new Response(new TextEncoder().encode(spec.body), { status: spec.status, headers });
}

const CONTENT_TYPES: readonly (readonly [string | undefined, number])[] = [
  ['application/json', 45],
  ['application/json;charset=utf-8', 20],
  ['application/json; charset=UTF-8', 6],
  [undefined, 8],
  ['text/html', 8],
  ['text/plain;charset=UTF-8', 3],
  ['application/jwt', 2],
  // Spellings the two must still read alike (oauth4webapi compares the type as sent).
  ['Application/JSON', 3],
  ['application/json ;charset=utf-8', 3],
  ['application/problem+json', 2],
];

/** Well-formed challenges only: see the known differences at the top. */
const CHALLENGES = ['Bearer error="invalid_token"', 'Bearer realm="op", error="invalid_token", error_description="expired"', 'DPoP error="use_dpop_nonce", algs="ES256"', 'Basic'];

const STATUSES: readonly (readonly [number, number])[] = [
  [200, 60], [400, 12], [401, 8], [403, 3], [404, 2], [422, 1], [429, 2], [499, 1], [500, 5], [503, 2], [201, 2], [202, 1], [302, 2], [399, 1],
];

const STATUSES_4XX = [400, 400, 400, 401, 403, 404, 422, 429, 499];

function epoch(): number {
  return Math.floor(Date.now() / 1000);
}

function b64(text: string): string {
  return Buffer.from(text).toString('base64url');
}

// ---------------------------------------------------------------------------------------------
// 1. validateAuthResponse

const CALLBACK_VALUES: Readonly<Record<string, readonly string[]>> = {
  code: ['SplxlOBeZQQYbYS6WxSbIA', '', 'a b+c/d', 'x'],
  state: [STATE, STATE, '', `${STATE}x`, STATE.toUpperCase(), ` ${STATE}`, 'state'],
  iss: [ISSUER, ISSUER, `${ISSUER}/`, 'https://OP.example.com/tenant', 'https://evil.example.com/tenant', ''],
  error: ['access_denied', 'invalid_request', '', 'server_error'],
  error_description: ['The user denied access', '', 'a+b=c&d'],
  response: ['eyJhbGciOiJSUzI1NiJ9.e30.c2ln', ''],
  id_token: ['eyJhbGciOiJSUzI1NiJ9.e30.c2ln', ''],
  token: ['at-1', ''],
};
const CALLBACK_KEYS = Object.keys(CALLBACK_VALUES);
const JUNK_KEYS = ['foo', 'Code', 'STATE', 'ISS', 'Error', 'session_state', 'scope', 'code ', '', 'authuser'];

const CALLBACK_AS: readonly AuthorizationServer[] = [
  { issuer: ISSUER },
  { issuer: ISSUER, authorization_response_iss_parameter_supported: true },
  { issuer: ISSUER, authorization_response_iss_parameter_supported: false },
];

/** Callback parameters: a valid callback (or an error callback), then up to four random mutations. */
function callbackEntries(rng: Rng, mutations: number): [string, string][] {
  const entries: [string, string][] = rng.chance(0.2)
    ? [['error', 'access_denied'], ['error_description', 'The user denied access'], ['state', STATE]]
    : [['code', 'SplxlOBeZQQYbYS6WxSbIA'], ['state', STATE]];
  if (rng.chance(0.75)) entries.push(['iss', ISSUER]);
  for (let m = 0; m < mutations; m += 1) {
    const at = rng.int(entries.length);
    const entry = entries[at];
    switch (rng.int(6)) {
      case 0: // drop a parameter
        if (entry) entries.splice(at, 1);
        break;
      case 1: // repeat a parameter, with the same or another value
        if (entry) entries.splice(rng.int(entries.length + 1), 0, [entry[0], rng.chance(0.5) ? entry[1] : rng.pick(CALLBACK_VALUES[entry[0]] ?? ['x'])]);
        break;
      case 2: // another value
        if (entry) entry[1] = rng.pick(CALLBACK_VALUES[entry[0]] ?? ['', 'x']);
        break;
      case 3: { // another known parameter
        const key = rng.pick(CALLBACK_KEYS);
        entries.splice(rng.int(entries.length + 1), 0, [key, rng.pick(CALLBACK_VALUES[key] ?? [''])]);
        break;
      }
      case 4: // a parameter neither library knows
        entries.splice(rng.int(entries.length + 1), 0, [rng.pick(JUNK_KEYS), rng.pick(['', 'x', STATE, ISSUER])]);
        break;
      default: // another order
        entries.reverse();
    }
  }
  return entries;
}

describe('tiny-oauth against oauth4webapi', () => {
  it(`validateAuthResponse: the same callbacks accepted, denied or refused (${CASES} cases)`, async () => {
    const tally = new Tally();
    for (let i = 0; i < CASES; i += 1) {
      const rng = caseRng(1, i);
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
      const rng = caseRng(2, i);
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
      const rng = caseRng(3, i);
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
      const rng = caseRng(4, i);
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

// ---------------------------------------------------------------------------------------------
// 2. Token responses: generators

const TOKEN_AS: readonly AuthorizationServer[] = [
  { issuer: ISSUER, id_token_signing_alg_values_supported: ['ES256', 'RS256'] },
  { issuer: ISSUER },
  { issuer: ISSUER, id_token_signing_alg_values_supported: ['RS256'] },
  { issuer: LOOPBACK_ISSUER, id_token_signing_alg_values_supported: ['ES256', 'RS256'] },
  { issuer: LOOPBACK_ISSUER },
  { issuer: ISSUER, id_token_signing_alg_values_supported: ['PS256', 'none'] },
  { issuer: ISSUER, id_token_signing_alg_values_supported: [] },
  // Not an array (from a provider's metadata as is): both fall back to RS256.
  { issuer: ISSUER, id_token_signing_alg_values_supported: 'ES256' as unknown as string[] },
];
const OTHER_ALGS: readonly unknown[] = ['RS256', 'ES256', 'PS256', 'EdDSA', 'HS256', 'none', 'rs256', 'RS512', '', 256, null];

type Json = Record<string, unknown>;
type Mutation = readonly [label: string, apply: (json: Json, now: number) => void];

const CLAIM_MUTATIONS: readonly Mutation[] = [
  ['iss wrong', (c) => { c['iss'] = 'https://evil.example.com/tenant'; }],
  ['iss with trailing slash', (c) => { c['iss'] = `${String(c['iss'])}/`; }],
  ['iss missing', (c) => { delete c['iss']; }],
  ['iss number', (c) => { c['iss'] = 1; }],
  ['iss null', (c) => { c['iss'] = null; }],
  ['aud [client]', (c) => { c['aud'] = [CLIENT_ID]; }],
  ['aud [client, other], azp client', (c) => { c['aud'] = [CLIENT_ID, 'other']; c['azp'] = CLIENT_ID; }],
  ['aud [other, client], azp other', (c) => { c['aud'] = ['other', CLIENT_ID]; c['azp'] = 'other'; }],
  ['aud [client, other], no azp', (c) => { c['aud'] = [CLIENT_ID, 'other']; delete c['azp']; }],
  ['aud [client, client], no azp', (c) => { c['aud'] = [CLIENT_ID, CLIENT_ID]; delete c['azp']; }],
  ['aud [a, b, client], azp client', (c) => { c['aud'] = ['a', 'b', CLIENT_ID]; c['azp'] = CLIENT_ID; }],
  ['aud [client, other], azp null', (c) => { c['aud'] = [CLIENT_ID, 'other']; c['azp'] = null; }],
  ['aud [other]', (c) => { c['aud'] = ['other']; }],
  ['aud [other, x], azp client', (c) => { c['aud'] = ['other', 'x']; c['azp'] = CLIENT_ID; }],
  ['aud []', (c) => { c['aud'] = []; }],
  ['aud other', (c) => { c['aud'] = 'other'; }],
  ['aud missing', (c) => { delete c['aud']; }],
  ['aud number', (c) => { c['aud'] = 7; }],
  ['aud object', (c) => { c['aud'] = { [CLIENT_ID]: true }; }],
  ['azp other, one aud', (c) => { c['azp'] = 'other'; }],
  ['azp client', (c) => { c['azp'] = CLIENT_ID; }],
  ['exp in a minute', (c, now) => { c['exp'] = now + 60; }],
  ['exp now', (c, now) => { c['exp'] = now; }],
  ['exp 10 s ago (tolerated)', (c, now) => { c['exp'] = now - 10; }],
  ['exp 25.5 s ago (tolerated)', (c, now) => { c['exp'] = now - 25.5; }],
  ['exp 35 s ago', (c, now) => { c['exp'] = now - 35; }],
  ['exp an hour ago', (c, now) => { c['exp'] = now - 3600; }],
  ['exp 0', (c) => { c['exp'] = 0; }],
  ['exp missing', (c) => { delete c['exp']; }],
  ['exp as string', (c, now) => { c['exp'] = String(now + 3600); }],
  ['exp null', (c) => { c['exp'] = null; }],
  ['exp 1e999', (c) => { c['exp'] = new Raw('1e999'); }],
  ['iat missing', (c) => { delete c['iat']; }],
  ['iat as string', (c, now) => { c['iat'] = String(now); }],
  ['iat in an hour', (c, now) => { c['iat'] = now + 3600; }],
  ['iat 0', (c) => { c['iat'] = 0; }],
  ['iat null', (c) => { c['iat'] = null; }],
  ['nbf an hour ago', (c, now) => { c['nbf'] = now - 3600; }],
  ['nbf in 20 s (tolerated)', (c, now) => { c['nbf'] = now + 20; }],
  ['nbf in 40 s', (c, now) => { c['nbf'] = now + 40; }],
  ['nbf in an hour', (c, now) => { c['nbf'] = now + 3600; }],
  ['nbf as string', (c, now) => { c['nbf'] = String(now - 60); }],
  ['nbf null', (c) => { c['nbf'] = null; }],
  ['sub number', (c) => { c['sub'] = 42; }],
  ['sub missing', (c) => { delete c['sub']; }],
  ['sub empty', (c) => { c['sub'] = ''; }],
  ['sub null', (c) => { c['sub'] = null; }],
  ['sub another user', (c) => { c['sub'] = 'user-2'; }],
  ['nonce', (c) => { c['nonce'] = 'n-0S6_WzA2Mj'; }],
  ['nonce empty', (c) => { c['nonce'] = ''; }],
  ['nonce null', (c) => { c['nonce'] = null; }],
  ['auth_time', (c, now) => { c['auth_time'] = now - 100; }],
  ['auth_time 0', (c) => { c['auth_time'] = 0; }],
  ['auth_time -0', (c) => { c['auth_time'] = new Raw('-0'); }],
  ['auth_time negative', (c) => { c['auth_time'] = -1; }],
  ['auth_time fraction', (c, now) => { c['auth_time'] = now - 0.5; }],
  ['auth_time as string', (c, now) => { c['auth_time'] = String(now); }],
  ['auth_time null', (c) => { c['auth_time'] = null; }],
  ['auth_time 1e999', (c) => { c['auth_time'] = new Raw('1e999'); }],
  ['extra claims', (c) => { c['email'] = 'a@example.com'; c['at_hash'] = 'x'; ownProto(c); }],
];

const HEADER_MUTATIONS: readonly Mutation[] = [
  ['typ missing', (h) => { delete h['typ']; }],
  ['typ at+jwt', (h) => { h['typ'] = 'at+jwt'; }],
  ['kid', (h) => { h['kid'] = 'key-1'; }],
  ['crit [exp]', (h) => { h['crit'] = ['exp']; }],
  ['crit []', (h) => { h['crit'] = []; }],
  ['crit null', (h) => { h['crit'] = null; }],
  ['alg missing', (h) => { delete h['alg']; }],
  ['alg other', (h) => { h['alg'] = 'HS256'; }],
  ['enc', (h) => { h['enc'] = 'A256GCM'; }],
];

/** Mutations of the compact serialization itself; characters stay within the base64url alphabet. */
const SEGMENT_MUTATIONS: readonly (readonly [string, (parts: string[], rng: Rng) => string[]])[] = [
  ['2 parts', (p) => p.slice(0, 2)],
  ['1 part', (p) => p.slice(0, 1)],
  ['4 parts', (p) => [...p, 'c2ln']],
  ['5 parts', (p) => [...p, 'aXY', 'dGFn']],
  ['empty signature', (p) => [p[0] ?? '', p[1] ?? '', '']],
  ['header not base64 (length)', (p) => ['eyJhbGciOiJSUzI1NiJ9A', ...p.slice(1)]],
  ['payload not base64 (length)', (p) => [p[0] ?? '', 'A', p[2] ?? '']],
  ['empty header', (p) => ['', ...p.slice(1)]],
  ['empty payload', (p) => [p[0] ?? '', '', p[2] ?? '']],
  ['header not JSON', (p) => [b64('not json'), ...p.slice(1)]],
  ['payload not JSON', (p) => [p[0] ?? '', b64('{"sub":'), p[2] ?? '']],
  ['header an array', (p) => [b64('["RS256"]'), ...p.slice(1)]],
  ['header null', (p) => [b64('null'), ...p.slice(1)]],
  ['payload an array', (p) => [p[0] ?? '', b64('[{}]'), p[2] ?? '']],
  ['payload a string', (p) => [p[0] ?? '', b64('"claims"'), p[2] ?? '']],
  ['payload not UTF-8', (p) => [p[0] ?? '', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url'), p[2] ?? '']],
  ['a character of the header changed', (p, rng) => [flip(p[0] ?? '', rng), ...p.slice(1)]],
  ['a character of the payload changed', (p, rng) => [p[0] ?? '', flip(p[1] ?? '', rng), p[2] ?? '']],
  ['payload cut short', (p, rng) => [p[0] ?? '', (p[1] ?? '').slice(0, -1 - rng.int(3)), p[2] ?? '']],
  ['not a JWT at all', () => ['garbage']],
];

/** An own `__proto__` member, as JSON.parse makes one (an assignment would set the prototype). */
function ownProto(json: Json): void {
  Object.defineProperty(json, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
}

function flip(segment: string, rng: Rng): string {
  const at = rng.int(segment.length);
  return segment.slice(0, at) + rng.pick([...B64URL]) + segment.slice(at + 1);
}

interface IdTokenCase {
  readonly header: Json;
  readonly claims: Json;
  readonly mutations: readonly string[];
  readonly jwt: string;
}

function mutate(json: Json, mutations: readonly Mutation[], count: number, rng: Rng, now: number, labels: string[]): void {
  for (let m = 0; m < count; m += 1) {
    const [label, apply] = rng.pick(mutations);
    apply(json, now);
    labels.push(label);
  }
}

function idTokenCase(rng: Rng, as: AuthorizationServer): IdTokenCase {
  const now = epoch();
  const labels: string[] = [];
  const algs = as.id_token_signing_alg_values_supported;
  const listed = Array.isArray(algs) ? algs : ['RS256'];
  const header: Json = { alg: listed.length && rng.chance(0.85) ? rng.pick(listed) : rng.pick(OTHER_ALGS), typ: 'JWT' };
  const claims: Json = { iss: as.issuer, sub: 'user-1', aud: CLIENT_ID, exp: now + 3600, iat: now - 5 };
  if (rng.chance(0.4)) claims['auth_time'] = now - 300;
  if (rng.chance(0.1)) claims['azp'] = CLIENT_ID;
  if (rng.chance(0.2)) mutate(header, HEADER_MUTATIONS, 1, rng, now, labels);
  mutate(claims, CLAIM_MUTATIONS, rng.weighted([[0, 5], [1, 6], [2, 3], [3, 1]]), rng, now, labels);
  let parts = [b64(toJson(header)), b64(toJson(claims)), rng.string(B64URL, 0, 86)];
  if (rng.chance(0.12)) {
    const [label, apply] = rng.pick(SEGMENT_MUTATIONS);
    parts = apply(parts, rng);
    labels.push(label);
  }
  return { header, claims, mutations: labels, jwt: parts.join('.') };
}

const BODY_MUTATIONS: readonly Mutation[] = [
  ['access_token missing', (b) => { delete b['access_token']; }],
  ['access_token empty', (b) => { b['access_token'] = ''; }],
  ['access_token number', (b) => { b['access_token'] = 123; }],
  ['access_token null', (b) => { b['access_token'] = null; }],
  ['token_type bearer', (b) => { b['token_type'] = 'bearer'; }],
  ['token_type DPoP', (b) => { b['token_type'] = 'DPoP'; }],
  ['token_type mac', (b) => { b['token_type'] = 'mac'; }],
  ['token_type N_A', (b) => { b['token_type'] = 'N_A'; }],
  ['token_type empty', (b) => { b['token_type'] = ''; }],
  ['token_type missing', (b) => { delete b['token_type']; }],
  ['token_type number', (b) => { b['token_type'] = 1; }],
  ['expires_in "900"', (b) => { b['expires_in'] = '900'; }],
  ['expires_in -1', (b) => { b['expires_in'] = -1; }],
  ['expires_in 0', (b) => { b['expires_in'] = 0; }],
  ['expires_in -0', (b) => { b['expires_in'] = new Raw('-0'); }],
  ['expires_in "0"', (b) => { b['expires_in'] = '0'; }],
  ['expires_in "-5"', (b) => { b['expires_in'] = '-5'; }],
  ['expires_in "abc"', (b) => { b['expires_in'] = 'abc'; }],
  ['expires_in " 12abc"', (b) => { b['expires_in'] = ' 12abc'; }],
  ['expires_in "1e3"', (b) => { b['expires_in'] = '1e3'; }],
  ['expires_in "Infinity"', (b) => { b['expires_in'] = 'Infinity'; }],
  ['expires_in 1e999', (b) => { b['expires_in'] = new Raw('1e999'); }],
  ['expires_in 3.5', (b) => { b['expires_in'] = 3.5; }],
  ['expires_in null', (b) => { b['expires_in'] = null; }],
  ['expires_in true', (b) => { b['expires_in'] = true; }],
  ['expires_in [900]', (b) => { b['expires_in'] = [900]; }],
  ['expires_in missing', (b) => { delete b['expires_in']; }],
  ['refresh_token', (b) => { b['refresh_token'] = 'rt-2'; }],
  ['refresh_token empty', (b) => { b['refresh_token'] = ''; }],
  ['refresh_token number', (b) => { b['refresh_token'] = 1; }],
  ['refresh_token null', (b) => { b['refresh_token'] = null; }],
  ['scope', (b) => { b['scope'] = 'openid email'; }],
  ['scope empty', (b) => { b['scope'] = ''; }],
  ['scope number', (b) => { b['scope'] = 1; }],
  ['scope array', (b) => { b['scope'] = ['openid']; }],
  ['scope null', (b) => { b['scope'] = null; }],
  ['id_token missing', (b) => { delete b['id_token']; }],
  ['id_token number', (b) => { b['id_token'] = 1; }],
  ['id_token empty', (b) => { b['id_token'] = ''; }],
  ['id_token null', (b) => { b['id_token'] = null; }],
  ['id_token garbage', (b) => { b['id_token'] = 'garbage'; }],
  ['error in a token body', (b) => { b['error'] = 'invalid_grant'; }],
  ['extra members', (b) => { b['foo'] = { bar: [1] }; ownProto(b); }],
];

const ERROR_BODIES: readonly unknown[] = [
  { error: 'invalid_grant', error_description: 'The refresh token has expired' },
  { error: 'invalid_grant' },
  { error: 'invalid_client', error_description: 5 },
  { error: 'invalid_request', error_uri: 'https://op.example.com/errors/1', error_description: '' },
  { error: 'unsupported_token_type', error_description: null },
  { error: '' },
  { error: 1 },
  { error: null, error_description: 'x' },
  { error_description: 'no error member' },
  { error: ['invalid_grant'] },
];

const TEXT_BODIES = ['<html><body>Bad Gateway</body></html>', '', 'not json', '{"access_token":', '\uFEFF{}', ' '];
const NON_OBJECT_BODIES = ['[]', 'null', '"token"', '42', 'true', '[{"access_token":"at","token_type":"Bearer"}]'];

interface TokenResponseCase {
  readonly as: AuthorizationServer;
  readonly response: ResponseSpec;
  readonly mutations: readonly string[];
  readonly idToken?: IdTokenCase;
}

function tokenResponseCase(rng: Rng): TokenResponseCase {
  const as = rng.pick(TOKEN_AS);
  const contentType = rng.weighted(CONTENT_TYPES);
  const wwwAuthenticate = rng.chance(0.08) ? rng.pick(CHALLENGES) : undefined;
  const labels: string[] = [];
  let idToken: IdTokenCase | undefined;
  let body: string;
  const kind = rng.weighted([['token', 70], ['error', 20], ['text', 5], ['non-object', 5]] as const);
  // Mostly the status that goes with the body: 200 with tokens, 4xx with an error.
  const status = rng.chance(0.75) && kind !== 'text' ? (kind === 'error' ? rng.pick(STATUSES_4XX) : 200) : rng.weighted(STATUSES);
  switch (kind) {
    case 'token': {
      idToken = idTokenCase(rng, as);
      const json: Json = { access_token: 'at-1', token_type: 'Bearer', expires_in: 900, id_token: idToken.jwt };
      if (rng.chance(0.5)) json['refresh_token'] = 'rt-1';
      if (rng.chance(0.4)) json['scope'] = 'openid profile email';
      mutate(json, BODY_MUTATIONS, rng.weighted([[0, 6], [1, 4], [2, 2]]), rng, 0, labels);
      body = toJson(json);
      break;
    }
    case 'error':
      body = toJson(rng.pick(ERROR_BODIES));
      break;
    case 'text':
      body = rng.pick(TEXT_BODIES);
      break;
    default:
      body = rng.pick(NON_OBJECT_BODIES);
  }
  return { as, response: { status, contentType, wwwAuthenticate, body }, mutations: labels, ...(idToken ? { idToken } : {}) };
}

// ---------------------------------------------------------------------------------------------
// 3. Discovery responses: generators

const EXPECTED_ISSUERS = [ISSUER, 'https://op.example.com/', 'https://op.example.com', LOOPBACK_ISSUER, `${ISSUER}/`, 'https://op.example.com/a/b?x=1'];

const ISSUER_VARIANTS: readonly (readonly [string, (expected: string) => unknown])[] = [
  ['as configured', (e) => e],
  ['href', (e) => new URL(e).href],
  ['href', (e) => new URL(e).href],
  ['trailing slash added', (e) => `${e}/`],
  ['trailing slash removed', (e) => e.replace(/\/$/, '')],
  ['host in capitals', (e) => e.replace('op.example.com', 'OP.EXAMPLE.COM').replace('localhost', 'LOCALHOST')],
  ['default port', (e) => e.replace('op.example.com', 'op.example.com:443').replace('localhost:4010', 'localhost:80')],
  ['scheme in capitals', (e) => e.replace(/^https?/, (scheme) => scheme.toUpperCase())],
  ['path in capitals', (e) => e.replace('/tenant', '/TENANT')],
  ['other host', (e) => e.replace('op.example.com', 'evil.example.com').replace('localhost', '127.0.0.1')],
  ['http instead of https', (e) => e.replace(/^https:/, 'http:')],
  ['with query', (e) => `${e}?x=1`],
  ['with fragment', (e) => `${e}#f`],
  ['spaces around', (e) => ` ${e} `],
  ['empty', () => ''],
  ['missing', () => undefined],
  ['number', () => 1],
  ['null', () => null],
  ['array', (e) => [e]],
  ['not a URL', () => 'op.example.com/tenant'],
  ['relative', () => '/tenant'],
];

interface DiscoveryCase {
  readonly expected: string;
  /** How the body's issuer was made from the expected one. */
  readonly issuerVariant: string;
  readonly response: ResponseSpec;
}

function discoveryCase(rng: Rng): DiscoveryCase {
  const expected = rng.pick(EXPECTED_ISSUERS);
  const [label, variant] = rng.pick(ISSUER_VARIANTS);
  let body: string;
  switch (rng.weighted([['object', 85], ['non-object', 8], ['text', 7]] as const)) {
    case 'object': {
      const json: Json = {
        issuer: variant(expected),
        authorization_endpoint: `${expected}/authorize`,
        token_endpoint: `${expected}/token`,
        id_token_signing_alg_values_supported: ['RS256'],
      };
      if (json['issuer'] === undefined) delete json['issuer'];
      if (rng.chance(0.3)) json['revocation_endpoint'] = rng.pick([`${expected}/revoke`, 5, null]);
      if (rng.chance(0.3)) json['authorization_response_iss_parameter_supported'] = rng.pick([true, false, 'true']);
      if (rng.chance(0.1)) ownProto(json);
      body = toJson(json);
      break;
    }
    case 'non-object':
      body = rng.pick([...NON_OBJECT_BODIES, toJson([{ issuer: expected }])]);
      break;
    default:
      body = rng.pick(TEXT_BODIES);
  }
  const status = rng.weighted([[200, 85], [201, 2], [301, 2], [400, 2], [404, 3], [500, 3], [503, 3]]);
  return { expected, issuerVariant: label, response: { status, contentType: rng.weighted(CONTENT_TYPES), wwwAuthenticate: undefined, body } };
}

// ---------------------------------------------------------------------------------------------
// 4. Requests: generators and the recording fetch

const MISSING = Symbol('missing');
const ENDPOINTS: readonly (readonly [unknown, number])[] = [
  ['https://op.example.com/tenant/token', 20],
  ['https://op.example.com/tenant/token?x=1&y=%20', 4],
  ['https://OP.example.com:443/token', 3],
  ['https://op.example.com/t#frag', 2],
  ['HTTPS://op.example.com/tøken', 2],
  [' https://op.example.com/token ', 2],
  ['http://localhost:4010/oauth/token', 8],
  ['http://op.example.com/token', 3],
  ['http:op.example.com/token', 1],
  ['ftp://op.example.com/token', 3],
  ['wss://op.example.com/token', 1],
  ['file:///etc/passwd', 1],
  ['javascript:alert(1)', 1],
  ['data:,x', 1],
  [MISSING, 5],
  ['', 2],
  ['not a url', 2],
  ['/relative/token', 2],
  ['https://', 1],
  ['https://exa mple.com/', 1],
  [123, 1],
  [null, 1],
  [{}, 1],
  [['https://op.example.com/token'], 1],
];

const CODES: readonly (readonly [string[], number])[] = [
  [['SplxlOBeZQQYbYS6WxSbIA'], 14], [['a b+c/d=&é'], 2], [[''], 2], [[], 2], [['c1', 'c2'], 1], [['c1', 'c1'], 1], [['', 'c1'], 1],
];
const REDIRECT_URIS = ['https://app.example.com/callback', 'https://app.example.com/cb?x=1&y=a b', 'http://localhost:5173/', 'https://app.example.com/çb#f'];
const TOKENS = ['rt-1', 'a b+c/d=e&f%20', 'ünïcode', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'x'];
const DISCOVERY_ISSUERS = [
  ISSUER, `${ISSUER}/`, 'https://op.example.com/', 'https://op.example.com', LOOPBACK_ISSUER, 'http://op.example.com/x', 'ftp://op.example.com/',
  'https://op.example.com/a//b', 'https://op.example.com//', 'https://op.example.com/tenant?x=1#f', 'wss://op.example.com/',
];

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
