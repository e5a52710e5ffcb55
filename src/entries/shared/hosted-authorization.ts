/**
 * The host's `authorizationParams` in hosted mode. The hosted page signs in on the service's origin
 * with parameters it reads from its URL, which any page can write, so it takes only those that shape
 * the shopper's sign-in page, never the tokens: docs/providers.md, "In hosted mode", says why these.
 * `openHosted` checks them here and writes them in the hosted URL (hosted-popup.ts); the hosted page
 * reads them back (hosted-params.ts) and checks them again here, the same way.
 */
import { checkAuthorizationOptions } from '../../core/index.ts';

/**
 * The authorization request parameters a host may give the hosted page's sign-in. A type, not an
 * interface, so that it is a `Record<string, string>` as the session's `authorizationParams` is.
 */
export type HostedAuthorizationParams = {
  /**
   * The shopper's login name or email, for the provider's sign-in page to fill in (OpenID Connect
   * Core §3.1.2.1): 1 to 256 characters.
   */
  readonly login_hint?: string;
  /** The languages of the provider's pages, as BCP 47 tags separated by spaces, preferred first. */
  readonly ui_locales?: string;
  /** `login`, `consent` or `select_account`, or several separated by spaces; never `none`. */
  readonly prompt?: string;
};

/** Each value's bound, so that the hosted URL stays short whatever the host passes. */
export const HOSTED_PARAM_MAX_LENGTH = 256;

/** How each parameter travels in the hosted page's query: `auth.login_hint=...`. */
const QUERY_PREFIX = 'auth.';

const PROMPTS = ['login', 'consent', 'select_account'];

/** What each value must be, in words for the error, and the test. */
const RULES: Record<keyof HostedAuthorizationParams, readonly [expected: string, valid: (value: string) => boolean]> = {
  login_hint: ['a login name or email', (value) => value !== ''],
  ui_locales: [
    'BCP 47 language tags separated by spaces',
    (value) => value.split(' ').every((tag) => /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)),
  ],
  // Not `none`: it asks the provider to fail rather than show its sign-in page, and the hosted
  // page's sign-in is the shopper's own, interactive one.
  prompt: [
    "'login', 'consent' or 'select_account', or several separated by spaces (not 'none')",
    (value) => value.split(' ').every((prompt) => PROMPTS.includes(prompt)),
  ],
};

function refused(message: string): TypeError {
  return Object.assign(new TypeError(`RetailSync: options.authorizationParams.${message}`), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
}

/**
 * `authorizationParams` when hosted mode can use them (none stays none), else a TypeError naming
 * the parameter, with `code` `ERR_INVALID_ARG_TYPE` or `ERR_INVALID_ARG_VALUE`: first the check
 * `create()` runs (the protocol's own parameters, string values), then the hosted page's own rules.
 */
export function checkHostedAuthorizationParams(value: unknown): HostedAuthorizationParams | undefined {
  if (value === undefined) return undefined;
  checkAuthorizationOptions({ authorizationParams: value as Record<string, string> });
  for (const [name, text] of Object.entries(value as Record<string, string>)) {
    if (!Object.hasOwn(RULES, name)) {
      throw refused(
        `${name} cannot be set with openHosted: the hosted page takes only ${Object.keys(RULES).join(', ')}. ` +
          'Leave it out (the service sets its own sign-in), or embed with create() to set it yourself',
      );
    }
    const [expected, valid] = RULES[name as keyof HostedAuthorizationParams];
    if (text.length > HOSTED_PARAM_MAX_LENGTH || !valid(text)) {
      const got = text.length > HOSTED_PARAM_MAX_LENGTH ? `${text.length} characters` : JSON.stringify(text);
      throw refused(`${name} must be ${expected}, at most ${HOSTED_PARAM_MAX_LENGTH} characters, got ${got}`);
    }
  }
  return value as HostedAuthorizationParams;
}

/** Puts the (checked) parameters in the hosted page's query, one each, replacing any it had. */
export function writeAuthorizationParams(query: URLSearchParams, params: HostedAuthorizationParams | undefined): void {
  for (const [name, value] of Object.entries(params ?? {})) query.set(`${QUERY_PREFIX}${name}`, value);
}

/** The parameters in a query, unchecked (a URL can be edited by hand); none: undefined. */
export function readAuthorizationParams(query: URLSearchParams): Record<string, string> | undefined {
  const entries = [...query].filter(([name]) => name.startsWith(QUERY_PREFIX));
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([name, value]) => [name.slice(QUERY_PREFIX.length), value]));
}
