import * as oauth from 'oauth4webapi';
import { AuthError, authError } from './auth-error.ts';
import { isSecureUrl } from './loopback.ts';

export interface AuthConfig {
  /** Issuer identifier of the OpenID provider, e.g. `http://localhost:4010/oauth`. */
  issuer: string;
  clientId: string;
  /** Registered redirect URI: the callback page on the host's origin. */
  redirectUri: string;
  /** @default 'openid profile email' (also for an empty string) */
  scope?: string;
}

/**
 * One sign-in attempt. The verifier and state are fresh for every attempt and the attempt can be
 * completed once: a replayed or forged callback never reaches the token endpoint.
 */
export interface AuthorizationAttempt {
  readonly url: string;
  readonly state: string;
  readonly codeVerifier: string;
  /** The redirect URI the authorization request named; the token request must repeat it. */
  readonly redirectUri: string;
  consumed: boolean;
}

/** What a finished sign-in yields. Held in memory by the session only; never stored or emitted. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: number | undefined;
  subject: string;
}

/**
 * An unused attempt. Also rebuilds one after the full-page redirect, from the verifier and state
 * kept in storage (no `url`: the page has been there already).
 */
export function newAttempt(state: string, codeVerifier: string, redirectUri: string, url = ''): AuthorizationAttempt {
  return { url, state, codeVerifier, redirectUri, consumed: false };
}

/**
 * What a failed token request may pass on as an AuthError's `cause`: the provider's OAuth error
 * (`{error, error_description}`, no token in it) or a TypeError (the request could not be made).
 * Anything else is a refused token response, and both oauth4webapi and tiny-oauth keep its body,
 * live tokens included, in their error: it is dropped, so no token reaches an AuthError, the
 * ApiError that wraps it, or a host's error log.
 */
function tokenEndpointCause(cause: unknown): unknown {
  return cause instanceof oauth.ResponseBodyError || cause instanceof TypeError ? cause : undefined;
}

/** How oauth4webapi calls fetch: its options object is a valid RequestInit at runtime. */
type OAuthFetch = (url: string, options: oauth.CustomFetchOptions<string, URLSearchParams | undefined>) => Promise<Response>;

/**
 * OAuth 2.0 authorization code + PKCE (S256) for a public browser client, built on oauth4webapi.
 * Stateless apart from the cached discovery document: attempts are values the caller holds.
 */
export class AuthorizationCodeFlow {
  readonly #config: AuthConfig;
  readonly #issuer: URL;
  readonly #client: oauth.Client;
  readonly #http: { [oauth.customFetch]: OAuthFetch; [oauth.allowInsecureRequests]: boolean };
  readonly #now: () => number;
  #discovery: Promise<oauth.AuthorizationServer> | undefined;

  /** `now` is the injected clock, used for `expiresAt`. */
  constructor(config: AuthConfig, fetchImpl: typeof fetch, now: () => number = Date.now) {
    const issuer = new URL(config.issuer);
    // Plain http only for a provider on this machine (the sandbox); anything else must be https.
    if (!isSecureUrl(issuer)) throw authError('insecure_issuer');
    // A copy: the caller's options object (a session's, say) may change after this; the flow's may not.
    this.#config = { ...config };
    this.#issuer = issuer;
    this.#now = now;
    this.#client = { client_id: config.clientId };
    this.#http = { [oauth.customFetch]: fetchImpl as OAuthFetch, [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };
  }

  /** The provider's metadata, fetched once; the issuer in it must equal the configured one exactly. */
  discover(): Promise<oauth.AuthorizationServer> {
    return this.#discovery ??= oauth.discoveryRequest(this.#issuer, this.#http) // OpenID Connect discovery, the default
      .then((response) => oauth.processDiscoveryResponse(this.#issuer, response))
      .catch((cause: unknown) => {
        this.#discovery = undefined; // let the next attempt try again
        throw authError('discovery_failed', cause);
      });
  }

  /** `redirectUri` overrides the configured one, e.g. the page itself for the full-page fallback. */
  async createAttempt(redirectUri = this.#config.redirectUri): Promise<AuthorizationAttempt> {
    const { authorization_endpoint } = await this.discover();
    if (!authorization_endpoint) throw authError('discovery_failed');
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(authorization_endpoint);
    // The popup or the page goes there: never a javascript: or data: URL, nor plain http elsewhere.
    if (!isSecureUrl(url)) throw authError('insecure_issuer');
    url.search = `${new URLSearchParams({
      client_id: this.#config.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.#config.scope || 'openid profile email',
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    })}`;
    return newAttempt(state, codeVerifier, redirectUri, url.href);
  }

  /**
   * Checks the callback of `attempt` (exact state, RFC 9207 `iss`) and only then exchanges the code.
   * The attempt is used up whatever the outcome.
   */
  async complete(attempt: AuthorizationAttempt, callback: URLSearchParams): Promise<TokenSet> {
    if (attempt.consumed) throw authError('state_mismatch'); // already used
    attempt.consumed = true;
    const as = await this.discover();
    const client = this.#client;
    const { state } = attempt;
    if (callback.get('state') !== state) throw authError('state_mismatch');
    // Required even when the metadata does not announce it, which validateAuthResponse would allow.
    if (callback.get('iss') !== as.issuer) throw authError('issuer_mismatch');
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, callback, state);
    } catch (cause) {
      throw cause instanceof oauth.AuthorizationResponseError
        ? new AuthError('authorization_denied', cause.error_description ?? 'authorization_denied', { cause })
        : authError('state_mismatch', cause);
    }
    try {
      const result = await oauth.processAuthorizationCodeResponse(as, client,
        await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, attempt.redirectUri, attempt.codeVerifier, this.#http),
        { requireIdToken: true }); // and validates its claims
      return this.#tokenSet(result, oauth.getValidatedIdTokenClaims(result)!.sub);
    } catch (cause) {
      throw authError('token_exchange_failed', tokenEndpointCause(cause));
    }
  }

  #tokenSet({ access_token, refresh_token, expires_in }: oauth.TokenEndpointResponse, subject: string, previousRefreshToken?: string): TokenSet {
    return {
      accessToken: access_token,
      // Rotation: the provider may answer a new refresh token; the old one is then dead.
      refreshToken: refresh_token ?? previousRefreshToken,
      expiresAt: expires_in === undefined ? undefined : this.#now() + expires_in * 1000,
      subject,
    };
  }

  /**
   * Refresh token grant (RFC 6749 §6). Never retried here: a rotated refresh token is single use, so
   * repeating a request whose answer was lost would sign the user out. `invalid_grant` means the
   * grant is gone (expired, revoked, or reused): `session_expired`.
   */
  async refresh({ refreshToken, subject }: TokenSet): Promise<TokenSet> {
    if (!refreshToken) throw authError('session_expired'); // nothing to refresh with
    const as = await this.discover();
    const client = this.#client;
    let response: Response | undefined;
    let result: oauth.TokenEndpointResponse;
    try {
      response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, this.#http);
      result = await oauth.processRefreshTokenResponse(as, client, response);
    } catch (cause) {
      // No response: the provider could not be reached, and the tokens are kept.
      throw authError(!response ? 'network'
        : cause instanceof oauth.ResponseBodyError && cause.error === 'invalid_grant' ? 'session_expired' : 'token_exchange_failed',
      tokenEndpointCause(cause));
    }
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (claims && claims.sub !== subject) throw authError('session_expired'); // another user
    return this.#tokenSet(result, subject, refreshToken);
  }

  /**
   * Token revocation (RFC 7009). Best effort: signing out must succeed locally even when the
   * provider is unreachable, so this never throws; it answers whether the provider confirmed.
   * Without a revocation endpoint, oauth4webapi throws before any request.
   */
  async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean> {
    try {
      await oauth.processRevocationResponse(await oauth.revocationRequest(await this.discover(), this.#client, oauth.None(), token, {
        ...this.#http, additionalParameters: { token_type_hint: hint },
      }));
      return true;
    } catch {
      return false;
    }
  }
}
