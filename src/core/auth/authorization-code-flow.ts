import * as oauth from 'oauth4webapi';
import { AuthError } from './auth-error.ts';
import { isLoopback } from './loopback.ts';

export interface AuthConfig {
  /** Issuer identifier of the OpenID provider, e.g. `http://localhost:4010/oauth`. */
  issuer: string;
  clientId: string;
  /** Registered redirect URI: the callback page on the host's origin. */
  redirectUri: string;
  /** @default 'openid profile email' */
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

const DEFAULT_SCOPE = 'openid profile email';

type OAuthFetch = (url: string, options: oauth.CustomFetchOptions<string, URLSearchParams | undefined>) => Promise<Response>;

/** oauth4webapi calls fetch with its own options shape; the injected fetch takes a RequestInit. */
function adaptFetch(fetchImpl: typeof fetch): OAuthFetch {
  return (url, options) => fetchImpl(url, {
    method: options.method,
    headers: options.headers,
    body: options.body ?? null,
    redirect: options.redirect,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * OAuth 2.0 authorization code + PKCE (S256) for a public browser client, built on oauth4webapi.
 * Stateless apart from the cached discovery document: attempts are values the caller holds.
 */
export class AuthorizationCodeFlow {
  readonly #config: AuthConfig;
  readonly #issuer: URL;
  readonly #client: oauth.Client;
  readonly #requestOptions: { [oauth.customFetch]: OAuthFetch; [oauth.allowInsecureRequests]: boolean };
  #discovery: Promise<oauth.AuthorizationServer> | undefined;

  readonly #now: () => number;

  /** `now` is the injected clock, used for `expiresAt`. */
  constructor(config: AuthConfig, fetchImpl: typeof fetch, now: () => number = Date.now) {
    this.#config = config;
    this.#now = now;
    this.#issuer = new URL(config.issuer);
    // Plain http only for a provider on this machine (the sandbox); anything else must be https.
    const insecure = this.#issuer.protocol === 'http:';
    if ((insecure && !isLoopback(this.#issuer)) || (!insecure && this.#issuer.protocol !== 'https:')) {
      throw new AuthError('insecure_issuer', `The issuer must use https (http is allowed on loopback only): ${config.issuer}`);
    }
    this.#client = { client_id: config.clientId };
    this.#requestOptions = { [oauth.customFetch]: adaptFetch(fetchImpl), [oauth.allowInsecureRequests]: insecure };
  }

  /** The provider's metadata, fetched once; the issuer in it must equal the configured one exactly. */
  discover(): Promise<oauth.AuthorizationServer> {
    this.#discovery ??= (async () => {
      try {
        const response = await oauth.discoveryRequest(this.#issuer, { algorithm: 'oidc', ...this.#requestOptions });
        return await oauth.processDiscoveryResponse(this.#issuer, response);
      } catch (cause) {
        this.#discovery = undefined; // let the next attempt try again
        throw new AuthError('discovery_failed', 'Could not read the sign-in provider\'s configuration.', { cause });
      }
    })();
    return this.#discovery;
  }

  /** `redirectUri` overrides the configured one, e.g. the page itself for the full-page fallback. */
  async createAttempt(redirectUri = this.#config.redirectUri): Promise<AuthorizationAttempt> {
    const as = await this.discover();
    if (!as.authorization_endpoint) throw new AuthError('discovery_failed', 'The provider has no authorization endpoint.');
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.#config.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.#config.scope ?? DEFAULT_SCOPE,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    }).toString();
    return { url: url.href, state, codeVerifier, redirectUri, consumed: false };
  }

  /** Rebuilds an attempt after the full-page redirect, from the verifier and state kept in storage. */
  restoreAttempt(state: string, codeVerifier: string, redirectUri: string): AuthorizationAttempt {
    return { url: '', state, codeVerifier, redirectUri, consumed: false };
  }

  /**
   * Checks the callback of `attempt` (exact state, RFC 9207 `iss`) and only then exchanges the code.
   * The attempt is used up whatever the outcome.
   */
  async complete(attempt: AuthorizationAttempt, callback: URLSearchParams): Promise<TokenSet> {
    if (attempt.consumed) throw new AuthError('state_mismatch', 'This sign-in attempt was already used.');
    attempt.consumed = true;
    const as = await this.discover();
    if (callback.get('state') !== attempt.state) {
      throw new AuthError('state_mismatch', 'The sign-in response does not belong to this attempt.');
    }
    if (callback.get('iss') !== as.issuer) {
      throw new AuthError('issuer_mismatch', 'The sign-in response did not come from the expected provider.');
    }
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, this.#client, callback, attempt.state);
    } catch (cause) {
      const denied = cause instanceof oauth.AuthorizationResponseError;
      throw new AuthError(denied ? 'authorization_denied' : 'state_mismatch',
        denied ? (cause.error_description ?? 'Sign-in was not completed.') : 'The sign-in response was not valid.', { cause });
    }
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as, this.#client, oauth.None(), params, attempt.redirectUri, attempt.codeVerifier, this.#requestOptions);
      const result = await oauth.processAuthorizationCodeResponse(as, this.#client, response);
      const claims = oauth.getValidatedIdTokenClaims(result);
      if (!claims) throw new AuthError('token_exchange_failed', 'The provider returned no ID token.');
      return this.#tokenSet(result, claims.sub, undefined);
    } catch (cause) {
      if (cause instanceof AuthError) throw cause;
      throw new AuthError('token_exchange_failed', 'Could not finish signing in.', { cause });
    }
  }

  #tokenSet(result: oauth.TokenEndpointResponse, subject: string, previousRefreshToken: string | undefined): TokenSet {
    return {
      accessToken: result.access_token,
      // Rotation: the provider may answer a new refresh token; the old one is then dead.
      refreshToken: result.refresh_token ?? previousRefreshToken,
      expiresAt: result.expires_in === undefined ? undefined : this.#now() + result.expires_in * 1000,
      subject,
    };
  }

  /**
   * Refresh token grant (RFC 6749 §6). Never retried here: a rotated refresh token is single use, so
   * repeating a request whose answer was lost would sign the user out. `invalid_grant` means the
   * grant is gone (expired, revoked, or reused): `session_expired`.
   */
  async refresh(tokens: TokenSet): Promise<TokenSet> {
    if (!tokens.refreshToken) throw new AuthError('session_expired', 'There is no refresh token; sign in again.');
    const as = await this.discover();
    let response: Response;
    try {
      response = await oauth.refreshTokenGrantRequest(as, this.#client, oauth.None(), tokens.refreshToken, this.#requestOptions);
    } catch (cause) {
      throw new AuthError('network', 'Could not reach the sign-in provider.', { cause });
    }
    try {
      const result = await oauth.processRefreshTokenResponse(as, this.#client, response);
      const claims = oauth.getValidatedIdTokenClaims(result);
      if (claims && claims.sub !== tokens.subject) throw new AuthError('session_expired', 'The refreshed session belongs to another user.');
      return this.#tokenSet(result, tokens.subject, tokens.refreshToken);
    } catch (cause) {
      if (cause instanceof AuthError) throw cause;
      const expired = cause instanceof oauth.ResponseBodyError && cause.error === 'invalid_grant';
      throw new AuthError(expired ? 'session_expired' : 'token_exchange_failed',
        expired ? 'The session has ended; sign in again.' : 'Could not refresh the session.', { cause });
    }
  }

  /**
   * Token revocation (RFC 7009). Best effort: signing out must succeed locally even when the
   * provider is unreachable, so this never throws; it answers whether the provider confirmed.
   */
  async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean> {
    try {
      const as = await this.discover();
      if (!as.revocation_endpoint) return false;
      const response = await oauth.revocationRequest(as, this.#client, oauth.None(), token, {
        ...this.#requestOptions, additionalParameters: { token_type_hint: hint },
      });
      await oauth.processRevocationResponse(response);
      return true;
    } catch {
      return false;
    }
  }
}
