/**
 * The inputs of tiny-oauth.differential.test.ts, drawn from a seeded Rng: callback parameters,
 * token responses with their ID tokens (and the mutation tables that break them), discovery
 * responses, and the endpoints, codes and tokens of the requests; with the Responses built from them.
 * What is generated, and what is deliberately not, is in the test's header.
 */
import type { AuthorizationServer } from 'oauth4webapi';
import type { Rng } from './oauth-fuzz-random.ts';

// The provider, client and state every case is built around (the test's adapters use them too).
export const ISSUER = 'https://op.example.com/tenant';
const LOOPBACK_ISSUER = 'http://localhost:4010/oauth';
export const CLIENT_ID = 'retail-sync-widget';
export const STATE = 'k2Vq7yZ0n1uT8wQ4rX6sP3mB9cD5eF_aG-hJ0iK1lM2';

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const UNRESERVED = `${B64URL}.~`;

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
export function toResponse(spec: ResponseSpec): Response {
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

/** Well-formed challenges only: see the known differences in tiny-oauth.differential.test.ts's header. */
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
// 1. validateAuthResponse: generators

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

export const CALLBACK_AS: readonly AuthorizationServer[] = [
  { issuer: ISSUER },
  { issuer: ISSUER, authorization_response_iss_parameter_supported: true },
  { issuer: ISSUER, authorization_response_iss_parameter_supported: false },
];

/** Callback parameters: a valid callback (or an error callback), then up to four random mutations. */
export function callbackEntries(rng: Rng, mutations: number): [string, string][] {
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

export function tokenResponseCase(rng: Rng): TokenResponseCase {
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

export function discoveryCase(rng: Rng): DiscoveryCase {
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
// 4. Requests: generators

export const MISSING = Symbol('missing');
export const ENDPOINTS: readonly (readonly [unknown, number])[] = [
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

export const CODES: readonly (readonly [string[], number])[] = [
  [['SplxlOBeZQQYbYS6WxSbIA'], 14], [['a b+c/d=&é'], 2], [[''], 2], [[], 2], [['c1', 'c2'], 1], [['c1', 'c1'], 1], [['', 'c1'], 1],
];
export const REDIRECT_URIS = ['https://app.example.com/callback', 'https://app.example.com/cb?x=1&y=a b', 'http://localhost:5173/', 'https://app.example.com/çb#f'];
export const TOKENS = ['rt-1', 'a b+c/d=e&f%20', 'ünïcode', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'x'];
export const DISCOVERY_ISSUERS = [
  ISSUER, `${ISSUER}/`, 'https://op.example.com/', 'https://op.example.com', LOOPBACK_ISSUER, 'http://op.example.com/x', 'ftp://op.example.com/',
  'https://op.example.com/a//b', 'https://op.example.com//', 'https://op.example.com/tenant?x=1#f', 'wss://op.example.com/',
];
