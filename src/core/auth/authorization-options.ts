/**
 * The options a host may give the authorization request (the scope, `resource`, a provider's own
 * parameters) and their check, which `create()` runs before the widget's code has loaded: a module
 * of its own, importing nothing, so the npm entries' thin handles carry only this
 * (src/entries/host/lazy-widget.ts). The request itself is authorization-request.ts.
 */

/** What the host may say about the authorization request; all optional. */
export interface AuthorizationOptions {
  /**
   * The exact scope to ask for. Left out: `openid profile email`, and `offline_access` too when the
   * provider lists it in `scopes_supported` (so it issues a refresh token).
   */
  scope?: string | undefined;
  /**
   * The API as the tokens' audience (RFC 8707): an absolute URI without a fragment, or several.
   * Sent on the authorization request and repeated on the code and refresh token requests.
   */
  resource?: string | readonly string[] | undefined;
  /**
   * Further parameters of the authorization request only, e.g. `{ audience: 'https://api.example' }`
   * or `{ prompt: 'login' }`. The protocol's own (`PROTOCOL_PARAMETERS`) cannot be set.
   */
  authorizationParams?: Readonly<Record<string, string>> | undefined;
}

/**
 * The parameters the widget sets itself: a host's value would weaken the request (a fixed `state`
 * or `code_challenge`) or break it (another `redirect_uri` or `client_id`). `scope` has its own
 * option, and so has `resource`, which the token requests must repeat.
 */
export const PROTOCOL_PARAMETERS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'resource',
] as const;

/** A TypeError with a stable `code`, as oauth4webapi (and the widget's options) give their argument errors. */
function invalidOption(message: string, code: 'ERR_INVALID_ARG_TYPE' | 'ERR_INVALID_ARG_VALUE'): TypeError {
  return Object.assign(new TypeError(`RetailSync: ${message}`), { code });
}

function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
}

/** RFC 8707 §2: an absolute URI, with no fragment. */
function isResourceIndicator(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new URL(value); // absolute: a relative reference does not parse without a base
    return !value.includes('#');
  } catch {
    return false;
  }
}

/**
 * Checks `resource` and `authorizationParams`; throws a TypeError naming the bad option (or the bad
 * parameter) with `code` `ERR_INVALID_ARG_TYPE` for a wrong type and `ERR_INVALID_ARG_VALUE` for a
 * value of the right type that is not acceptable, such as a protocol parameter.
 */
export function checkAuthorizationOptions(options: AuthorizationOptions): void {
  // Checked as what they may be at runtime: a script-tag host's options have no types.
  const { resource, authorizationParams }: { resource?: unknown; authorizationParams?: unknown } = options;
  if (resource !== undefined) {
    const list: readonly unknown[] | undefined =
      typeof resource === 'string' ? [resource] : Array.isArray(resource) ? resource : undefined;
    const expected = 'an absolute URI without a fragment (RFC 8707), or a non-empty array of them';
    if (!list)
      throw invalidOption(`options.resource must be ${expected}, got ${shown(resource)}`, 'ERR_INVALID_ARG_TYPE');
    const bad = list.find((item) => !isResourceIndicator(item));
    if (list.length === 0 || bad !== undefined) {
      const got = list.length === 0 ? 'an empty array' : shown(bad);
      throw invalidOption(
        `options.resource must be ${expected}, got ${got}`,
        typeof bad === 'string' || list.length === 0 ? 'ERR_INVALID_ARG_VALUE' : 'ERR_INVALID_ARG_TYPE',
      );
    }
  }
  if (authorizationParams === undefined) return;
  if (typeof authorizationParams !== 'object' || authorizationParams === null || Array.isArray(authorizationParams)) {
    throw invalidOption(
      `options.authorizationParams must be an object of string values, got ${Array.isArray(authorizationParams) ? 'an array' : shown(authorizationParams)}`,
      'ERR_INVALID_ARG_TYPE',
    );
  }
  for (const [name, value] of Object.entries(authorizationParams)) {
    if ((PROTOCOL_PARAMETERS as readonly string[]).includes(name)) {
      const instead = name === 'scope' ? 'options.scope' : name === 'resource' ? 'options.resource' : undefined;
      throw invalidOption(
        `options.authorizationParams.${name} cannot be set: ${name} is the widget's own authorization parameter` +
          (instead ? `; use ${instead}` : ` (the protocol's own: ${PROTOCOL_PARAMETERS.join(', ')})`),
        'ERR_INVALID_ARG_VALUE',
      );
    }
    if (typeof value !== 'string') {
      throw invalidOption(
        `options.authorizationParams.${name} must be a string, got ${shown(value)}`,
        'ERR_INVALID_ARG_TYPE',
      );
    }
  }
}
