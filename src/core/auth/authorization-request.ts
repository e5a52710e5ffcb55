/**
 * The authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636) and what a host may add to it:
 * the scope, the API as the tokens' resource (RFC 8707) and a provider's own parameters
 * (`audience`, `prompt`, `login_hint`, `ui_locales`, ...). docs/providers.md says when a host needs
 * them.
 */
import type * as oauth from 'oauth4webapi';
import type { AuthorizationOptions } from './authorization-options.ts';

/** The scope asked for when the host sets none, before `offline_access`. */
export const BASE_SCOPE = 'openid profile email';

/** The resources as a list (none: empty). */
export function resourcesOf(resource: AuthorizationOptions['resource']): readonly string[] {
  return resource === undefined ? [] : typeof resource === 'string' ? [resource] : resource;
}

/**
 * The scope to ask for: the host's own, exactly; else `BASE_SCOPE`, with `offline_access` when the
 * provider lists it, since some providers issue a refresh token only when it is asked for
 * (OpenID Connect Core §11). Without one, the session ends at the access token's expiry.
 */
export function scopeFor(as: oauth.AuthorizationServer, scope: string | undefined): string {
  if (scope) return scope;
  return as.scopes_supported?.includes('offline_access') ? `${BASE_SCOPE} offline_access` : BASE_SCOPE;
}

/** `resource` as token request parameters, for oauth4webapi's `additionalParameters`. */
export function resourceParameters(resource: AuthorizationOptions['resource']): URLSearchParams {
  const parameters = new URLSearchParams();
  for (const item of resourcesOf(resource)) parameters.append('resource', item);
  return parameters;
}

/** What one attempt puts in its authorization request. */
export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
}

/**
 * The authorization request's parameters: the host's own parameters first, then the protocol's,
 * which `checkAuthorizationOptions` has kept apart. They go either in the authorization endpoint's
 * query, or pushed to the provider first (RFC 9126, pushed-authorization.ts).
 */
export function authorizationParameters(
  as: oauth.AuthorizationServer,
  options: AuthorizationOptions,
  request: AuthorizationRequest,
): URLSearchParams {
  const query = new URLSearchParams(options.authorizationParams);
  query.set('client_id', request.clientId);
  query.set('redirect_uri', request.redirectUri);
  query.set('response_type', 'code');
  query.set('scope', scopeFor(as, options.scope));
  query.set('code_challenge', request.codeChallenge);
  query.set('code_challenge_method', 'S256');
  query.set('state', request.state);
  for (const item of resourcesOf(options.resource)) query.append('resource', item);
  return query;
}

/** `endpoint` with `parameters` as its query. */
export function withQuery(endpoint: string, parameters: URLSearchParams): string {
  const url = new URL(endpoint);
  url.search = `${parameters}`;
  return url.href;
}

/** The authorization endpoint's URL with the whole request in its query. */
export function authorizationUrl(
  endpoint: string,
  as: oauth.AuthorizationServer,
  options: AuthorizationOptions,
  request: AuthorizationRequest,
): string {
  return withQuery(endpoint, authorizationParameters(as, options, request));
}
