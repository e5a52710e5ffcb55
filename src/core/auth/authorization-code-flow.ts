import * as oauth from 'oauth4webapi';
import type { UserProfile } from '../domain.ts';
import { AuthError } from './auth-error.ts';
import { checkAuthorizationOptions, type AuthorizationOptions } from './authorization-options.ts';
import { authorizationParameters, resourceParameters, withQuery } from './authorization-request.ts';
import { checkAuthorizationResponse } from './authorization-response.ts';
import type { AuthenticatedCall } from '../api/http-client.ts';
import { newProofKey, sendWithProof, withNonceRetry } from './dpop.ts';
import { isSecureUrl } from './loopback.ts';
import { fetchDiscovery, providerHttp, type OAuthFetch, type ProviderHttp } from './provider-http.ts';
import { pushedAuthorizationUrl } from './pushed-authorization.ts';
import {
  describeOAuthError,
  providerReasonOf,
  tokenEndpointCause,
  tokenEndpointFailure,
} from './token-endpoint-errors.ts';
import { profileFromIdToken, withUserInfo } from './user-profile.ts';
import { newAttempt, type AttemptOptions, type AuthorizationAttempt } from './authorization-attempt.ts';
import type { TokenSet } from './token-set.ts';

// Where the session and the sign-in modes have always found them.
export { newAttempt, type AttemptOptions, type AuthorizationAttempt } from './authorization-attempt.ts';
export type { TokenSet } from './token-set.ts';

/** The provider, the client, and what the host adds to the authorization request (authorization-request.ts). */
export interface AuthConfig extends AuthorizationOptions {
  /** Issuer identifier of the OpenID provider, e.g. `http://localhost:4010/oauth`. */
  issuer: string;
  clientId: string;
  /** Registered redirect URI: the callback page on the host's origin. */
  redirectUri: string;
}

/**
 * OAuth 2.0 authorization code + PKCE (S256) for a public browser client, built on oauth4webapi.
 * Stateless apart from the cached discovery document: attempts are values the caller holds.
 */
export class AuthorizationCodeFlow {
  readonly #config: AuthConfig;
  readonly #issuer: URL;
  readonly #client: oauth.Client;
  readonly #http: ProviderHttp;
  readonly #now: () => number;
  #discovery: Promise<oauth.AuthorizationServer> | undefined;

  /** `now` is the injected clock, used for `expiresAt`. */
  constructor(config: AuthConfig, fetchImpl: typeof fetch, now: () => number = Date.now) {
    const issuer = new URL(config.issuer);
    // Plain http only for a provider on this machine (the sandbox); anything else must be https.
    if (!isSecureUrl(issuer)) {
      throw new AuthError(
        'insecure_issuer',
        `The issuer ${issuer.href} is not https; plain http is allowed only on this machine (localhost, 127.0.0.1 or [::1]).`,
      );
    }
    checkAuthorizationOptions(config);
    // A copy: the caller's options object (a session's, say) may change after this; the flow's may not.
    const { resource, authorizationParams } = config;
    this.#config = {
      ...config,
      resource: typeof resource === 'object' ? [...resource] : resource,
      authorizationParams: authorizationParams && { ...authorizationParams },
    };
    this.#issuer = issuer;
    this.#now = now;
    this.#client = { client_id: config.clientId };
    this.#http = providerHttp(fetchImpl, issuer);
  }

  /**
   * The provider's metadata, fetched once; the issuer in it must equal the configured one exactly,
   * and every endpoint the widget uses must be https (or, for a loopback issuer, on loopback).
   */
  discover(): Promise<oauth.AuthorizationServer> {
    this.#discovery ??= this.#fetchDiscovery();
    return this.#discovery;
  }

  async #fetchDiscovery(): Promise<oauth.AuthorizationServer> {
    try {
      return await fetchDiscovery(this.#issuer, this.#http);
    } catch (error) {
      this.#discovery = undefined; // let the next attempt try again: the provider may be back, or corrected
      throw error;
    }
  }

  /**
   * `redirectUri` overrides the configured one, e.g. the page itself for the full-page fallback. The
   * request is pushed first when the provider announces a PAR endpoint (RFC 9126): the URL then
   * carries only `client_id` and `request_uri`. With DPoP, the code is bound to the attempt's key.
   */
  async createAttempt(
    redirectUri = this.#config.redirectUri,
    { completedHere = true }: AttemptOptions = {},
  ): Promise<AuthorizationAttempt> {
    const as = await this.discover();
    const { authorization_endpoint } = as;
    if (!authorization_endpoint) {
      throw new AuthError(
        'discovery_failed',
        `The discovery document of ${this.#issuer.href} names no authorization_endpoint.`,
      );
    }
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const proofKey = completedHere ? await newProofKey(as, this.#client) : undefined;
    const parameters = authorizationParameters(as, this.#config, {
      clientId: this.#config.clientId,
      redirectUri,
      state,
      codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    });
    // The popup or the page goes there: discover() has checked it is https (or loopback, as the issuer).
    let url: string;
    if (as.pushed_authorization_request_endpoint) {
      // The push's own proof binds the code to the key (RFC 9449 §10.1).
      url = await pushedAuthorizationUrl(authorization_endpoint, parameters, {
        as,
        client: this.#client,
        http: this.#http,
        proofKey,
      });
    } else {
      if (proofKey) parameters.set('dpop_jkt', await proofKey.calculateThumbprint());
      url = withQuery(authorization_endpoint, parameters);
    }
    return newAttempt(state, codeVerifier, redirectUri, url, proofKey);
  }

  /**
   * Checks the callback of `attempt` (exact state, RFC 9207 `iss`) and only then exchanges the code.
   * The attempt is used up whatever the outcome.
   */
  async complete(attempt: AuthorizationAttempt, callback: URLSearchParams): Promise<TokenSet> {
    if (attempt.consumed) {
      throw new AuthError(
        'state_mismatch',
        'This sign-in attempt was already completed once; a replayed callback is refused and no code was exchanged.',
      );
    }
    attempt.consumed = true;
    const as = await this.discover();
    const client = this.#client;
    const params = checkAuthorizationResponse(as, client, attempt.state, callback);
    try {
      const proofKey = attempt.proofKey ?? (await newProofKey(as, client));
      const result = await withNonceRetry(proofKey, async () => {
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          oauth.None(),
          params,
          attempt.redirectUri,
          attempt.codeVerifier,
          // RFC 8707 §2.2: the resource again, so the token is issued for it.
          {
            ...this.#http,
            additionalParameters: resourceParameters(this.#config.resource),
            ...(proofKey ? { DPoP: proofKey } : {}),
          },
        );
        // requireIdToken: an answer without an ID token is refused, and the ID token's claims are validated.
        return oauth.processAuthorizationCodeResponse(as, client, response, { requireIdToken: true });
      });
      const claims = oauth.getValidatedIdTokenClaims(result);
      // requireIdToken above makes this unreachable; the check keeps the type honest.
      if (!claims) throw new Error('the token response has no validated ID token');
      return this.#tokenSet(result, profileFromIdToken(claims), proofKey);
    } catch (cause) {
      throw new AuthError(
        'token_exchange_failed',
        `Exchanging the authorization code for tokens failed: ${tokenEndpointFailure(cause)}.`,
        { cause: tokenEndpointCause(cause), providerReason: providerReasonOf(cause) },
      );
    }
  }

  /** `proofKey`: the key the request was made with; the tokens keep it only when the provider bound them. */
  #tokenSet(
    { access_token, refresh_token, expires_in, token_type }: oauth.TokenEndpointResponse,
    user: UserProfile,
    proofKey: oauth.DPoPHandle | undefined,
    previousRefreshToken?: string,
  ): TokenSet {
    return {
      accessToken: access_token,
      // Rotation: the provider may answer a new refresh token; the old one is then dead.
      refreshToken: refresh_token ?? previousRefreshToken,
      expiresAt: expires_in === undefined ? undefined : this.#now() + expires_in * 1000,
      subject: user.sub,
      user,
      // oauth4webapi lower-cases token_type. A provider that announced DPoP but issued bearer tokens
      // gets them back as bearer tokens.
      ...(proofKey && token_type === 'dpop' ? { proofKey } : {}),
    };
  }

  /**
   * Refresh token grant (RFC 6749 §6). Never retried here: a rotated refresh token is single use, so
   * repeating a request whose answer was lost would sign the user out. `invalid_grant` means the
   * grant is gone (expired, revoked, or reused): `session_expired`.
   */
  async refresh({ refreshToken, subject, user, proofKey }: TokenSet): Promise<TokenSet> {
    if (!refreshToken)
      throw new AuthError(
        'session_expired',
        'There is no refresh token to renew the access token with; sign in again.',
      );
    const as = await this.discover();
    const client = this.#client;
    let response: Response | undefined;
    let result: oauth.TokenEndpointResponse;
    try {
      // A refusal for want of a DPoP nonce happens before the refresh token is looked at, so the one
      // retry with the nonce cannot reuse a spent token.
      result = await withNonceRetry(proofKey, async () => {
        response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, {
          ...this.#http,
          additionalParameters: resourceParameters(this.#config.resource),
          ...(proofKey ? { DPoP: proofKey } : {}),
        });
        return oauth.processRefreshTokenResponse(as, client, response);
      });
    } catch (cause) {
      const passedOn = { cause: tokenEndpointCause(cause) };
      if (!response) {
        // No response: the provider could not be reached, and the tokens are kept.
        throw new AuthError(
          'network',
          'The sign-in provider could not be reached to refresh the access token (see cause).',
          passedOn,
        );
      }
      if (cause instanceof oauth.ResponseBodyError && cause.error === 'invalid_grant') {
        throw new AuthError(
          'session_expired',
          `The sign-in provider refused the refresh token: ${describeOAuthError(cause.error, cause.error_description)}.` +
            ' It expired, was revoked or was already used; sign in again.',
          passedOn,
        );
      }
      throw new AuthError(
        'token_exchange_failed',
        `Refreshing the access token failed: ${tokenEndpointFailure(cause)}.`,
        passedOn,
      );
    }
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (claims && claims.sub !== subject) {
      throw new AuthError(
        'session_expired',
        'The refreshed ID token is for another user than the signed-in one; sign in again.',
      );
    }
    return this.#tokenSet(result, user, proofKey, refreshToken);
  }

  /**
   * `tokens.user` with what the provider's userinfo endpoint adds (OpenID Connect Core §5.3), asked
   * once with the access token and never refreshed for: a provider's userinfo may refuse a token
   * issued for the API, and that must not cost a refresh. Throws `userinfo_failed` when there is no
   * endpoint, no usable answer, or an answer about another user (§5.3.2, checked by oauth4webapi).
   */
  async userInfo({ accessToken, user, proofKey }: TokenSet, signal?: AbortSignal): Promise<UserProfile> {
    const as = await this.discover();
    if (!as.userinfo_endpoint) {
      throw new AuthError('userinfo_failed', "The provider's discovery document names no userinfo_endpoint.");
    }
    try {
      const claims = await withNonceRetry(proofKey, async () => {
        const response = await oauth.userInfoRequest(as, this.#client, accessToken, {
          ...this.#http,
          ...(signal ? { signal } : {}),
          ...(proofKey ? { DPoP: proofKey } : {}),
        });
        return oauth.processUserInfoResponse(as, this.#client, user.sub, response);
      });
      return withUserInfo(user, claims);
    } catch (cause) {
      throw new AuthError(
        'userinfo_failed',
        "The provider's userinfo endpoint gave no usable answer about the signed-in user (see cause).",
        { cause },
      );
    }
  }

  /**
   * Sends a request to a protected resource (the API, userinfo) with `accessToken` through
   * `fetchImpl` (the API transport's): as
   * `Authorization: DPoP` with a fresh proof of `proofKey` (RFC 9449 §7.1, one retry when the server
   * asks for a nonce), or, without a key, as `Authorization: Bearer`. The answer, a 401 included, is
   * the caller's to read.
   */
  sendWithToken(
    accessToken: string,
    proofKey: oauth.DPoPHandle | undefined,
    call: AuthenticatedCall,
    fetchImpl: typeof fetch,
  ): Promise<Response> {
    if (proofKey) return sendWithProof(proofKey, accessToken, call, fetchImpl);
    const { url, method, headers, body, signal } = call;
    return fetchImpl(url, {
      method,
      headers: { ...headers, authorization: `Bearer ${accessToken}` },
      body,
      ...(signal ? { signal } : {}),
    });
  }

  /**
   * Token revocation (RFC 7009). Best effort: signing out must succeed locally even when the
   * provider is unreachable, so this never throws; it answers whether the provider confirmed.
   * Without a revocation endpoint, oauth4webapi throws before any request. `keepalive`: the request
   * outlives the page, for a widget destroyed as its page goes away.
   */
  async revoke(token: string, hint: 'refresh_token' | 'access_token', keepalive = false): Promise<boolean> {
    try {
      const as = await this.discover();
      const send = this.#http[oauth.customFetch];
      // The options are a RequestInit at runtime (OAuthFetch), which oauth4webapi's type lacks `keepalive` of.
      const outliving: OAuthFetch = (url, options) => {
        const init = { ...options, keepalive };
        return send(url, init);
      };
      const response = await oauth.revocationRequest(as, this.#client, oauth.None(), token, {
        ...this.#http,
        ...(keepalive ? { [oauth.customFetch]: outliving } : {}),
        additionalParameters: { token_type_hint: hint },
      });
      await oauth.processRevocationResponse(response);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Revokes both tokens of a set the session no longer holds, best effort and never throwing; the
   * refresh token is sent first because it is the long-lived one.
   */
  async revokeAll({ accessToken, refreshToken }: TokenSet, keepalive = false): Promise<void> {
    await Promise.all([
      refreshToken ? this.revoke(refreshToken, 'refresh_token', keepalive) : undefined,
      this.revoke(accessToken, 'access_token', keepalive),
    ]);
  }
}
