import { errors, type Configuration } from 'oidc-provider';

type ResourceIndicators = NonNullable<NonNullable<Configuration['features']>['resourceIndicators']>;

/**
 * The API (both variants, `/a` and `/b`) as one OAuth resource server (RFC 8707): the `aud` of its
 * access tokens and the resource indicator a client may send. The sandbox's origin with a trailing
 * slash: an absolute URI, as RFC 8707 requires, that names the service a backend talks to.
 */
export function apiAudience(origin: string): string {
  return `${origin}/`;
}

/**
 * The scopes an API access token may carry. The API has no scopes of its own (permissions are per
 * client, docs/sandbox.md), so its tokens carry the OpenID scopes the user granted: the widget asks for
 * these and nothing else, and the user-info endpoint needs them (see userinfo-bridge.ts).
 */
export const API_SCOPE = 'openid profile email';

/**
 * Makes the provider issue RFC 9068 JWT access tokens for the API by default. A client that sends no
 * `resource` (the widget sends none) gets the API as its resource at authorization
 * (`defaultResource`) and a token for it at the token endpoint, for the code and the refresh grant
 * alike (`useGrantedResource`). Any other resource indicator is refused (`invalid_target`).
 */
export function apiResourceIndicators(audience: string): ResourceIndicators {
  return {
    enabled: true,
    defaultResource: (_ctx, _client, oneOf) => {
      if (oneOf === undefined) return audience;
      // Several candidates are left unresolved, which the provider refuses: only the API exists.
      return oneOf.includes(audience) ? audience : oneOf;
    },
    useGrantedResource: () => true,
    getResourceServerInfo: (_ctx, indicator) => {
      if (indicator !== audience) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
      return { audience, scope: API_SCOPE, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'ES256' } } };
    },
  };
}
