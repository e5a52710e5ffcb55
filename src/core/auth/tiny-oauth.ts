/**
 * The part of oauth4webapi that AuthorizationCodeFlow uses, with the same checks, for the
 * script-tag bundle only: build/script-tag.config.ts aliases the package to this file, the way it
 * swaps in tiny-signals. The npm build and the hosted page keep the real package.
 *
 * Why: oauth4webapi is 4.7 KB gzip of the widget even without its messages; this is about 1.3 KB,
 * and the 24 KB budget (issue 7) has no room for the difference. It is not a general client: one
 * public client, authorization code + PKCE S256, no DPoP, JAR, JARM, mTLS or encrypted ID tokens.
 *
 * What keeps it honest:
 * - the same signatures as oauth4webapi for what the flow calls, so the flow is one source;
 * - the flow's whole test file runs against this too (the `script-tag build` Vitest project);
 * - tiny-oauth.differential.test.ts feeds this and the real oauth4webapi the same thousands of
 *   random and mutated callbacks, discovery documents, token responses and ID tokens, and asserts
 *   that both accept the same ones with the same result and refuse the same ones the same way.
 *
 * Its errors carry no text and no `code`: what was refused is the `cause` (the response, the
 * claims), except where that could hold a token (a token response's body, an ID token, an implicit
 * callback's parameters): those refusals have no cause. The flow maps errors by class to its own
 * AuthError codes, as it does for the real library, and passes on no refused token response at all.
 * Not checked here, since the flow's own code guarantees them: the argument types, and that the
 * callback parameters a code grant takes came from validateAuthResponse.
 */
import type { AuthorizationServer, Client, IDToken, TokenEndpointResponse } from 'oauth4webapi';

export const customFetch = Symbol();
export const allowInsecureRequests = Symbol();

interface HttpOptions {
  [customFetch]?: typeof fetch;
  [allowInsecureRequests]?: boolean;
  additionalParameters?: Record<string, string>;
}

type ClientAuth = (as: AuthorizationServer, client: Client, body: URLSearchParams) => void;

/** A response, parameter or claim the checks refuse; `cause` is what was refused. */
export class OperationProcessingError extends Error {}

/** The token or revocation endpoint answered an OAuth error body (RFC 6749 §5.2), its `cause`. */
export class ResponseBodyError extends Error {
  // `declare`: set in the constructor, with no class field emitted for them.
  declare readonly error: string;
  declare readonly error_description: string | undefined;
  constructor(body: { error: string; error_description?: string }) {
    super(undefined, { cause: body });
    this.error = body.error;
    this.error_description = body.error_description;
  }
}

/** The authorization callback, its `cause`, carried `error` (RFC 6749 §4.1.2.1). */
export class AuthorizationResponseError extends Error {
  declare readonly error: string | null;
  declare readonly error_description: string | undefined;
  constructor(parameters: URLSearchParams) {
    super(undefined, { cause: parameters });
    this.error = parameters.get('error');
    this.error_description = parameters.get('error_description') ?? undefined;
  }
}

function fail(cause?: unknown): never {
  throw new OperationProcessingError(undefined, { cause });
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assertString(value: unknown): asserts value is string {
  if (typeof value !== 'string' || !value) fail(value);
}

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/=/g, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function randomValue(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export const generateRandomCodeVerifier = randomValue;
export const generateRandomState = randomValue;

export async function calculatePKCECodeChallenge(codeVerifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier)));
}

/** Plain http only where the caller allowed it (a provider on this machine); never another scheme. */
function checkProtocol(url: URL, options: HttpOptions): URL {
  if (url.protocol !== 'https:' && (url.protocol !== 'http:' || !options[allowInsecureRequests])) fail(url);
  return url;
}

function endpoint(value: unknown, options: HttpOptions): URL {
  try {
    if (typeof value === 'string') return checkProtocol(new URL(value), options);
  } catch { /* refused below */ }
  return fail(value);
}

function send(url: URL, options: HttpOptions, body?: URLSearchParams): Promise<Response> {
  const headers: Record<string, string> = { accept: JSON_TYPE };
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return (options[customFetch] ?? fetch)(url.href, { body: body ?? null, headers, method: body ? 'POST' : 'GET', redirect: 'manual' });
}

const JSON_TYPE = 'application/json';

/** A JSON object body. (Like oauth4webapi, whatever its content type says.) */
async function jsonBody(response: Response): Promise<Json> {
  const json: unknown = await response.json().catch(fail);
  return isObject(json) ? json : fail();
}

/** The media type as sent, like oauth4webapi: `Application/JSON` or `application/json ;...` is not JSON. */
function contentType(response: Response): string | undefined {
  return response.headers.get('content-type')?.split(';')[0];
}

/**
 * Anything but 200 is an error: a challenge in `WWW-Authenticate`, an OAuth error body (a 4xx with
 * JSON `{error}`), or a response that does not conform.
 */
async function expectOk(response: Response): Promise<undefined> {
  if (response.status === 200) return;
  if (response.headers.get('www-authenticate')) fail(response);
  if (response.status > 399 && response.status < 500 && contentType(response) === JSON_TYPE) {
    const json: unknown = await response.json().catch(() => undefined);
    if (isObject(json) && typeof json['error'] === 'string' && json['error']) {
      throw new ResponseBodyError(json as { error: string });
    }
  }
  fail(response);
}

/** GET {issuer}/.well-known/openid-configuration (OpenID Connect Discovery 1.0 §4). */
export async function discoveryRequest(issuer: URL, options: HttpOptions): Promise<Response> {
  const url = new URL(checkProtocol(issuer, options).href);
  url.pathname = `${url.pathname}/.well-known/openid-configuration`.replace('//', '/');
  return send(url, options);
}

/** The metadata, if its `issuer` is exactly the expected one (§4.3: no mix-up). */
export async function processDiscoveryResponse(expected: URL, response: Response): Promise<AuthorizationServer> {
  if (response.status !== 200) fail(response);
  const json = await jsonBody(response);
  assertString(json['issuer']);
  if (new URL(json['issuer']).href !== expected.href) fail(json);
  return json as unknown as AuthorizationServer;
}

/** The one value of a parameter; a repeated parameter is refused. */
function single(parameters: URLSearchParams, name: string): string | undefined {
  const values = parameters.getAll(name);
  if (values.length > 1) fail(name);
  return values[0];
}

/**
 * The authorization callback: `iss` (RFC 9207) as the metadata requires, the exact `state`, then
 * `error`. An implicit or hybrid response (`id_token`, `token`) or a JARM one (`response`) is refused.
 */
export function validateAuthResponse(as: AuthorizationServer, _client: Client, parameters: URLSearchParams, expectedState: string): URLSearchParams {
  const iss = single(parameters, 'iss');
  if (single(parameters, 'response')
    || (iss ? iss !== as.issuer : as.authorization_response_iss_parameter_supported)
    || single(parameters, 'state') !== expectedState) fail(parameters);
  if (single(parameters, 'error')) throw new AuthorizationResponseError(parameters);
  if (single(parameters, 'id_token') !== undefined || single(parameters, 'token') !== undefined) fail();
  return new URLSearchParams(parameters);
}

/** A public client: it authenticates with its `client_id` alone (RFC 6749 §2.1). */
export function None(): ClientAuth {
  return (_as, client, body) => body.set('client_id', client.client_id);
}

function tokenRequest(as: AuthorizationServer, client: Client, clientAuth: ClientAuth, grantType: string, body: URLSearchParams, options: HttpOptions): Promise<Response> {
  const url = endpoint(as.token_endpoint, options);
  body.set('grant_type', grantType);
  clientAuth(as, client, body);
  return send(url, options, body);
}

export async function authorizationCodeGrantRequest(as: AuthorizationServer, client: Client, clientAuth: ClientAuth,
  callback: URLSearchParams, redirectUri: string, codeVerifier: string, options: HttpOptions): Promise<Response> {
  const code = single(callback, 'code');
  if (!code) fail(callback);
  return tokenRequest(as, client, clientAuth, 'authorization_code',
    new URLSearchParams({ redirect_uri: redirectUri, code, code_verifier: codeVerifier }), options);
}

export async function refreshTokenGrantRequest(as: AuthorizationServer, client: Client, clientAuth: ClientAuth, refreshToken: string, options: HttpOptions): Promise<Response> {
  return tokenRequest(as, client, clientAuth, 'refresh_token', new URLSearchParams({ refresh_token: refreshToken }), options);
}

/** The ID token claims of each token response that carried one, for getValidatedIdTokenClaims. */
const idTokenClaims = new WeakMap<object, IDToken>();

export function getValidatedIdTokenClaims(response: TokenEndpointResponse): IDToken | undefined {
  return idTokenClaims.get(response);
}

/** How far a provider's clock may be off, in seconds (oauth4webapi's default). */
const CLOCK_TOLERANCE = 30;

function jwtPart(part: string | undefined): Json {
  let json: unknown;
  try {
    const binary = atob(part!.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    json = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch (cause) {
    fail(cause);
  }
  return isObject(json) ? json : fail(json);
}

/**
 * The ID token's claims (OpenID Connect Core §3.1.3.7). Its signature is not checked: it came over
 * TLS straight from the token endpoint (§3.1.3.7 item 6), which is also what oauth4webapi does. Its
 * `alg` must still be one the provider announces (RS256 when it announces none), with no `crit`.
 */
function idTokenClaimsOf(as: AuthorizationServer, client: Client, jwt: string): IDToken {
  const parts = jwt.split('.');
  if (parts.length !== 3) fail(); // five would be an encrypted one
  const header = jwtPart(parts[0]);
  const algs = as.id_token_signing_alg_values_supported;
  if (Array.isArray(algs) ? !algs.includes(header['alg'] as string) : header['alg'] !== 'RS256') fail(header);
  if (header['crit'] !== undefined) fail(header);
  const claims = jwtPart(parts[1]);
  const { exp, iat, iss, nbf, aud, sub, azp, auth_time: authTime } = claims;
  const now = Math.floor(Date.now() / 1000);
  const isNumber = (value: unknown): value is number => typeof value === 'number';
  // Required: exp (not past), iat, iss (this provider), aud (this client; other audiences only
  // with this client as the authorized party) and sub. Optional: nbf (not future), auth_time.
  if (!isNumber(exp) || exp <= now - CLOCK_TOLERANCE
    || !isNumber(iat)
    || iss !== as.issuer
    || (Array.isArray(aud) ? !aud.includes(client.client_id) || (aud.length !== 1 && azp !== client.client_id) : aud !== client.client_id)
    || typeof sub !== 'string'
    || (nbf !== undefined && (!isNumber(nbf) || nbf > now + CLOCK_TOLERANCE))
    || (authTime !== undefined && !(Number.isFinite(authTime) && (authTime as number) >= 0))) fail(claims);
  return claims as unknown as IDToken;
}

/** A 200 token response (RFC 6749 §5.1) with its ID token's claims checked if it has one. */
async function processTokenResponse(as: AuthorizationServer, client: Client, response: Response, options?: { requireIdToken?: boolean }): Promise<TokenEndpointResponse> {
  await expectOk(response);
  const json = await jsonBody(response);
  assertString(json['access_token']);
  assertString(json['token_type']);
  const tokenType = json['token_type'] = json['token_type'].toLowerCase();
  let expiresIn = json['expires_in'];
  if (expiresIn !== undefined) {
    expiresIn = json['expires_in'] = typeof expiresIn === 'number' ? expiresIn : parseFloat(expiresIn as string);
    if (!(Number.isFinite(expiresIn) && (expiresIn as number) >= 0)) fail();
  }
  if (json['refresh_token'] !== undefined) assertString(json['refresh_token']);
  if (json['scope'] !== undefined && typeof json['scope'] !== 'string') fail();
  const idToken = json['id_token'];
  if (idToken !== undefined) {
    assertString(idToken);
    idTokenClaims.set(json, idTokenClaimsOf(as, client, idToken));
  }
  if (tokenType !== 'bearer' && tokenType !== 'dpop') fail();
  if (options?.requireIdToken) assertString(idToken);
  return json as unknown as TokenEndpointResponse;
}

export async function processAuthorizationCodeResponse(as: AuthorizationServer, client: Client, response: Response, options?: { requireIdToken?: boolean }): Promise<TokenEndpointResponse> {
  const result = await processTokenResponse(as, client, response, options);
  // No nonce was sent (PKCE protects the code), so none may come back. (A refreshed ID token may
  // repeat the first one's, so only here.)
  if (getValidatedIdTokenClaims(result)?.nonce !== undefined) fail();
  return result;
}

export const processRefreshTokenResponse = processTokenResponse;

/** Token revocation (RFC 7009): POST the token to the announced endpoint. */
export async function revocationRequest(as: AuthorizationServer, client: Client, clientAuth: ClientAuth, token: string, options: HttpOptions): Promise<Response> {
  const url = endpoint(as.revocation_endpoint, options);
  const body = new URLSearchParams(options.additionalParameters);
  body.set('token', token);
  clientAuth(as, client, body);
  return send(url, options, body);
}

export const processRevocationResponse = expectOk;
