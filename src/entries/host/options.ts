/**
 * The widget's options, and the one step that checks them and applies their defaults
 * (shared/defaults.ts). `create()`, and so the custom element and the script tag, runs
 * `resolveOptions`; the loader runs it too, so that a bad option throws in `create()` there as well
 * and not later, when the bundle has loaded; `openHosted` runs `resolveHostedOptions`, which checks
 * the options it shares the same way. The session is given options already resolved.
 *
 * A bad option throws a TypeError whose message names it and says what was expected, with a stable
 * `code` as oauth4webapi gives its argument errors: `ERR_INVALID_ARG_TYPE` for a value of the wrong
 * type (or none), `ERR_INVALID_ARG_VALUE` for one of the right type that is not acceptable.
 */
import {
  checkAuthorizationOptions,
  isSecureUrl,
  type CommonSessionOptions,
  type OpenTarget,
  type WidgetSessionOptions,
} from '../../core/index.ts';
import type { MessageOverrides, ThemeOptions } from '../../ui/index.ts';
import { DEFAULTS, type DefaultsPage } from '../shared/defaults.ts';
import { checkHostedAuthorizationParams, type HostedAuthorizationParams } from '../shared/hosted-authorization.ts';
import type { HostedRedirectOptions, OpenHostedOptions } from './hosted-contract.ts';

/**
 * The session's options that are the package's own business, never the host's: where events are
 * posted (the hosted page's) and what a host's `close` message does (the widget's own close).
 */
type InternalSessionOption = 'messaging' | 'onHostClose';

/**
 * The options of `create()`, the React hook and (as attributes) the custom element: where the
 * provider and the API are, how the widget looks, and the session's own (`CommonSessionOptions`).
 */
export interface RetailSyncOptions extends CommonSessionOptions {
  /** The OpenID issuer, e.g. `https://id.example.com/oauth`: https, or plain http on loopback only. */
  issuer: string;
  /** The OAuth client, registered with the service. */
  clientId: string;
  /** The API's `{base_url}`, e.g. `https://api.example.com/b`: https, or plain http on loopback only. */
  apiBaseUrl: string;
  /** Which variant of the service's API `apiBaseUrl` speaks. @default 'B' */
  variant?: 'A' | 'B';
  /**
   * The exact OAuth scope. @default 'openid profile email', with `offline_access` when the provider
   * lists it in `scopes_supported`
   */
  scope?: string;
  /**
   * The popup's redirect URI: the callback page (`public/callback.html`) on the host's origin,
   * registered for the client. @default `${location.origin}/callback.html`
   */
  redirectUri?: string;
  /**
   * Any BCP 47 tag (`de`, `pt-BR`, `ar-EG`): its language when the widget ships it, in any region
   * (docs/languages.md). A language the widget does not ship, or a tag that is not BCP 47, never
   * throws: the widget speaks the browser's language instead (`navigator.languages` in order, each
   * falling back to its base language, else English) and tells the host with a `warning` event
   * (`code: 'locale_unsupported'`) when it opens.
   * @default navigator.languages, the first the widget ships, else 'en'
   */
  locale?: string;
  /**
   * The host's own words: any message overridden, per language (`{ de: { catalogTitle: '...' } }`),
   * as text with the message's placeholders (`'{retailer} verknüpfen'`), never HTML
   * (docs/languages.md, "The host's own words"). `defineMessages()` type-checks the placeholders.
   * `create()` checks that it is an object; the words are checked when the widget's code is there
   * (at once with the script tag; when the widget loads, from the npm package or the loader).
   */
  messages?: MessageOverrides;
  /** Colour scheme and custom properties (docs/theming.md). @default follows the system */
  theme?: ThemeOptions;
  /** Element the widget's dialog is attached to. @default document.body */
  container?: HTMLElement;
}

/** The options with their defaults applied, as `create()` uses them. */
export interface ResolvedOptions {
  /** The session's: everything but where and how the widget is shown. */
  readonly session: WidgetSessionOptions;
  /** As given; none leaves the choice to the UI, which reads the browser's languages when it opens. */
  readonly locale: string | undefined;
  readonly theme: ThemeOptions | undefined;
  /** As given, checked as an object only: createWidget() checks the words (ui's `checkMessages`). */
  readonly messages: MessageOverrides | undefined;
  /** The dialog's parent; the default is read when the widget opens, when the page has a body. */
  readonly container: () => HTMLElement;
}

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

function invalid(what: string, expected: string, value: unknown, code: OptionErrorCode): OptionError {
  return Object.assign(new TypeError(`RetailSync: ${what} must be ${expected}, got ${shown(value)}`), { code });
}

/**
 * `value` when it passes the option's rule; else the OptionError that names the option (`within`
 * what: the options, or `open()`'s own argument).
 */
function checked<T>(name: keyof typeof RULES, value: T, within = 'options.'): T {
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
function optional<T>(name: keyof typeof RULES, value: T | undefined, fallback: () => T): T {
  return value === undefined ? fallback() : checked(name, value);
}

function assertObject(value: unknown): void {
  if (typeof value !== 'object' || value === null) throw invalid('options', 'an object', value, 'ERR_INVALID_ARG_TYPE');
}

/**
 * Checks the widget's options, in the order of RULES, and applies the defaults; throws an
 * `OptionError` for the first bad one. `page` is where the defaults are read (a fake in tests).
 */
export function resolveOptions(options: RetailSyncOptions, page: DefaultsPage = window): ResolvedOptions {
  assertObject(options);
  // The internal ones are dropped, not passed on, should a page give them anyway (plain JS).
  const {
    locale,
    theme,
    messages,
    container,
    messaging: _messaging,
    onHostClose: _onHostClose,
    ...session
  } = options as RetailSyncOptions & Pick<WidgetSessionOptions, InternalSessionOption>;
  const { pageRedirectUri, signInTimeoutMs, maxRetries, polling, onListenerError } = options;
  if (pageRedirectUri !== undefined && pageRedirectUri !== null) checked('pageRedirectUri', pageRedirectUri);
  if (signInTimeoutMs !== undefined) checked('signInTimeoutMs', signInTimeoutMs);
  if (maxRetries !== undefined) checked('maxRetries', maxRetries);
  if (polling !== undefined) {
    const { schedule, reserve, maxDurationMs } = checked('polling', polling);
    if (schedule !== undefined) checked('polling.schedule', schedule);
    if (reserve !== undefined) checked('polling.reserve', reserve);
    if (maxDurationMs !== undefined) checked('polling.maxDurationMs', maxDurationMs);
  }
  if (onListenerError !== undefined) checked('onListenerError', onListenerError);
  const resolved: WidgetSessionOptions = {
    ...session,
    clientId: checked('clientId', options.clientId),
    issuer: checked('issuer', options.issuer),
    apiBaseUrl: checked('apiBaseUrl', options.apiBaseUrl),
    variant: optional('variant', options.variant, () => DEFAULTS.variant),
    redirectUri: optional('redirectUri', options.redirectUri, () => DEFAULTS.redirectUri(page)),
  };
  // Left out, the scope is the core's choice: it reads the provider's scopes_supported (defaults.ts).
  if (options.scope === undefined) delete resolved.scope;
  else checked('scope', options.scope);
  checkAuthorizationOptions(resolved);
  const resolvedLocale = locale === undefined ? undefined : checked('locale', locale);
  if (theme !== undefined) {
    const { colorScheme } = checked('theme', theme);
    if (colorScheme !== undefined) checked('theme.colorScheme', colorScheme);
  }
  if (container !== undefined) checked('container', container);
  if (messages !== undefined) checked('messages', messages);
  return {
    session: resolved,
    locale: resolvedLocale,
    theme,
    messages,
    container: container ? () => container : () => DEFAULTS.container(page),
  };
}

/**
 * Checks `open()`'s target, or `openHosted`'s `options.target` (`within` names which in the error),
 * and answers it; none stays none.
 */
export function checkedTarget(target: OpenTarget | undefined, within = ''): OpenTarget | undefined {
  return target === undefined ? target : checked('target', target, within);
}

/** `openHosted`'s options once checked, with their defaults. */
export interface ResolvedHostedOptions {
  readonly clientId: string;
  /** The hosted page, before its query: `${serviceOrigin}/hosted/`, or `hostedUrl`. */
  readonly pageUrl: URL;
  readonly variant: 'A' | 'B';
  /** Only when given: the popup's own browser language is the default, read by the hosted page. */
  readonly locale: string | undefined;
  readonly closedPollMs: number;
  /** Where the popup opens (`options.target`), if anywhere. */
  readonly target: OpenTarget | undefined;
  /** The hosted page's sign-in parameters, if any: those hosted mode takes (hosted-authorization.ts). */
  readonly authorizationParams: HostedAuthorizationParams | undefined;
  /** Where the hosted page goes back when it runs by redirect: `returnTo` or `redirectWhenBlocked.returnTo`. */
  readonly returnTo: string | undefined;
}

/** Checks `openHosted`'s options, with the same rules as `create()`'s for those they share. */
export function resolveHostedOptions(options: OpenHostedOptions | HostedRedirectOptions): ResolvedHostedOptions {
  assertObject(options);
  // The hosted page asks for the service's own API (RFC 8707), which the service configures: a
  // host's value would only get tokens that API refuses (docs/providers.md, "In hosted mode").
  const resource: unknown = options.resource;
  if (resource !== undefined) {
    throw invalid(
      'options.resource',
      "left out: the hosted page asks for the service's own API. To name another resource, embed with create()",
      resource,
      'ERR_INVALID_ARG_VALUE',
    );
  }
  const { hostedUrl, serviceOrigin, locale } = options;
  return {
    clientId: checked('clientId', options.clientId),
    pageUrl: new URL(
      hostedUrl === undefined ? `${checked('serviceOrigin', serviceOrigin)}/hosted/` : checked('hostedUrl', hostedUrl),
    ),
    variant: optional('variant', options.variant, () => DEFAULTS.variant),
    locale: locale === undefined ? undefined : checked('locale', locale),
    closedPollMs: ('closedPollMs' in options ? options.closedPollMs : undefined) ?? DEFAULTS.closedPollMs,
    target: checkedTarget(options.target, 'options.'),
    authorizationParams: checkHostedAuthorizationParams(options.authorizationParams),
    returnTo: returnToOf(options),
  };
}

/** `startHostedRedirect`'s `returnTo`, or `openHosted`'s `redirectWhenBlocked.returnTo`, checked. */
function returnToOf(options: OpenHostedOptions | HostedRedirectOptions): string | undefined {
  if ('returnTo' in options) return checked('returnTo', options.returnTo);
  const fallback: unknown = 'redirectWhenBlocked' in options ? options.redirectWhenBlocked : undefined;
  if (fallback === undefined) return undefined;
  if (typeof fallback !== 'object' || fallback === null) {
    throw invalid('options.redirectWhenBlocked', '{ returnTo }', fallback, 'ERR_INVALID_ARG_TYPE');
  }
  return checked('returnTo', (fallback as { returnTo?: unknown }).returnTo, 'options.redirectWhenBlocked.') as string;
}
