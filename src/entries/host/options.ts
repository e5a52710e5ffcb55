/**
 * The widget's options, and the one step that checks them (option-rules.ts) and applies their
 * defaults (shared/defaults.ts). `create()`, and so the custom element and the script tag, runs
 * `resolveOptions`; the loader runs it too, so that a bad option throws in `create()` there as well
 * and not later, when the bundle has loaded; `openHosted` runs `resolveHostedOptions`
 * (hosted-options.ts), which checks the options it shares the same way. The session is given
 * options already resolved.
 */
import {
  checkAuthorizationOptions,
  type CommonSessionOptions,
  type OpenTarget,
  type WidgetSessionOptions,
} from '../../core/index.ts';
import type { MessageOverrides, ThemeOptions } from '../../ui/index.ts';
import { DEFAULTS, type DefaultsPage } from '../shared/defaults.ts';
import { assertObject, checked, optional } from './option-rules.ts';

export type { OptionError, OptionErrorCode } from './option-rules.ts';

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
