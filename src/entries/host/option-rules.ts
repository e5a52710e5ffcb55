/**
 * What each option must be, and the one way a bad one is refused: a TypeError whose message names it
 * and says what was expected, with a stable `code` as oauth4webapi gives its argument errors:
 * `ERR_INVALID_ARG_TYPE` for a value of the wrong type (or none), `ERR_INVALID_ARG_VALUE` for one of
 * the right type that is not acceptable. `create()`'s options (options.ts) and `openHosted`'s
 * (hosted-options.ts) are checked with these same rules.
 */
import { isSecureUrl } from '../../core/index.ts';

export type OptionErrorCode = 'ERR_INVALID_ARG_TYPE' | 'ERR_INVALID_ARG_VALUE';

/** What a bad option throws, before anything is created or opened: a TypeError with a stable code. */
export interface OptionError extends TypeError {
  readonly code: OptionErrorCode;
}

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** For the URLs the widget sends the sign-in or the tokens to (src/core/auth/loopback.ts). */
const SECURE_URL = [
  'string',
  'an https URL (plain http only on loopback: localhost, 127.0.0.1, [::1])',
  (value: string) => {
    const url = urlOf(value);
    return url !== undefined && isSecureUrl(url);
  },
] as const;

/**
 * What each checked option must be: its `typeof`, then what a value of that type must pass, and the
 * words for it in the error. A missing required option is checked as `undefined`.
 */
const RULES = {
  clientId: ['string', 'a non-empty string', (value: string) => value !== ''],
  issuer: SECURE_URL,
  apiBaseUrl: SECURE_URL,
  variant: ['string', "'A' or 'B'", (value: string) => value === 'A' || value === 'B'],
  redirectUri: ['string', 'an absolute URL', (value: string) => urlOf(value) !== undefined],
  // Any tag: one the widget cannot speak falls back, with a `warning` event (src/ui/i18n/languages.ts).
  locale: ['string', 'a BCP 47 language tag', () => true],
  scope: ['string', 'a non-empty string', (value: string) => value !== ''],
  theme: ['object', 'an object', (value: object | null) => value !== null],
  // Its words are checked with the widget's code, which has the catalogue (create-widget.ts).
  messages: ['object', 'an object of messages by language', (value: object | null) => value !== null],
  'theme.colorScheme': ['string', "'light' or 'dark'", (value: string) => value === 'light' || value === 'dark'],
  // Any element, also another document's (an iframe's elements fail `instanceof HTMLElement`).
  container: ['object', 'an element', (value: object | null) => (value as Partial<Node> | null)?.nodeType === 1],
  // The session's tuning (docs/core-sdk.md); `null` turns the full-page fallback off.
  pageRedirectUri: ['string', 'an absolute URL, or null', (value: string) => urlOf(value) !== undefined],
  signInTimeoutMs: ['number', 'a positive number of milliseconds', (value: number) => value > 0 && value < Infinity],
  maxRetries: ['number', 'a whole number, 0 or more', (value: number) => Number.isSafeInteger(value) && value >= 0],
  polling: ['object', 'an object', (value: object | null) => value !== null],
  'polling.schedule': [
    'object',
    'a non-empty array of positive numbers of milliseconds',
    (value: object | null) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((delay) => typeof delay === 'number' && delay > 0 && delay < Infinity),
  ],
  'polling.reserve': [
    'number',
    'a whole number, 0 or more',
    (value: number) => Number.isSafeInteger(value) && value >= 0,
  ],
  'polling.maxDurationMs': [
    'number',
    'a positive number of milliseconds',
    (value: number) => value > 0 && value < Infinity,
  ],
  onListenerError: ['function', 'a function', () => true],
  // Exact: with a path, the hosted page would be under it; not "null" (no URL has that origin).
  serviceOrigin: [
    'string',
    'an origin: scheme, host and port, no path (or give options.hostedUrl)',
    (value: string) => urlOf(value)?.origin === value,
  ],
  // Events count only from the page's origin: a real one, so not a data: or blob: URL's "null".
  hostedUrl: ['string', 'an http or https URL', (value: string) => /^https?:$/.test(urlOf(value)?.protocol ?? '')],
  // The hosted page's way back (docs/hosted-mode.md, "By redirect"): the fragment is the result's.
  returnTo: [
    'string',
    'an absolute http or https URL with no fragment, registered for the client',
    (value: string) => /^https?:$/.test(urlOf(value)?.protocol ?? '') && !value.includes('#'),
  ],
  // open(target) (docs/embedding.md, "Open at a target"). One rule for the whole target, not one per
  // field: the loader carries these rules (its openHosted), within its size budget (build/budgets.ts).
  target: [
    'object',
    "{ retailerId, reconnect? } or { view: 'connections' }",
    (value: object | null) => {
      const { retailerId, reconnect, view, ...others } = { ...value } as Partial<Record<string, unknown>>;
      const retailer = Number.isSafeInteger(retailerId) && (retailerId as number) > 0;
      // A retailer (a positive integer) with or without reconnect, or the view alone; nothing else.
      return (
        Object.keys(others).length === 0 &&
        (view === undefined
          ? retailer && typeof (reconnect ?? true) === 'boolean'
          : view === 'connections' && retailerId === undefined && reconnect === undefined)
      );
    },
  ],
} as const;

type Rule = readonly [type: string, expected: string, valid: (value: never) => boolean];

/** How a bad value reads in a message: a string quoted, anything else by its type. */
function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
}

export function invalid(what: string, expected: string, value: unknown, code: OptionErrorCode): OptionError {
  return Object.assign(new TypeError(`RetailSync: ${what} must be ${expected}, got ${shown(value)}`), { code });
}

/**
 * `value` when it passes the option's rule; else the OptionError that names the option (`within`
 * what: the options, or `open()`'s own argument).
 */
export function checked<T>(name: keyof typeof RULES, value: T, within = 'options.'): T {
  const [type, expected, valid] = RULES[name] as Rule;
  if (typeof value === type && (valid as (value: unknown) => boolean)(value)) return value;
  throw invalid(
    `${within}${name}`,
    expected,
    value,
    typeof value === type ? 'ERR_INVALID_ARG_VALUE' : 'ERR_INVALID_ARG_TYPE',
  );
}

/** `value` checked, or the default when it was left out. */
export function optional<T>(name: keyof typeof RULES, value: T | undefined, fallback: () => T): T {
  return value === undefined ? fallback() : checked(name, value);
}

export function assertObject(value: unknown): void {
  if (typeof value !== 'object' || value === null) throw invalid('options', 'an object', value, 'ERR_INVALID_ARG_TYPE');
}
