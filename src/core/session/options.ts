import type { ApiVariant } from '../domain.ts';
import type { PollIntervalOptions } from '../sync/poll-interval.ts';
import type { WidgetEvent } from '../events/catalogue.ts';

/** The variant of the service's API the widget speaks when told none: the one place that says so. */
export const DEFAULT_VARIANT: ApiVariant = 'B';

/**
 * Where events go besides `on()` listeners: `inline` posts to the widget's own window at its own
 * origin (a script on the host page listens there); `hosted` posts to `window.opener` at the host
 * origin registered for the client (only the events `tells` answers true for, if given: the hosted
 * page drops what its popup already told); `none` keeps them to callbacks.
 */
export type Messaging =
  | { readonly mode: 'inline' }
  | { readonly mode: 'hosted'; readonly hostOrigin: string; readonly tells?: (event: WidgetEvent) => boolean }
  | { readonly mode: 'none' };

/**
 * How the session signs in, retries and polls: the options `createWidgetSession()` and the widget's
 * `create()` (and so the React hook) take alike. Every one is optional.
 */
export interface CommonSessionOptions {
  /**
   * The API as the tokens' audience (RFC 8707 resource indicator): an absolute URI without a
   * fragment, or several. Sent on the authorization request and repeated on the code and refresh
   * token requests. For a provider that issues tokens for itself unless told. @default none
   */
  resource?: string | readonly string[];
  /**
   * Further parameters of the authorization request, e.g. `{ audience: 'https://api.example' }`
   * (a provider's own way to name the API), `prompt`, `login_hint` or `ui_locales`. The protocol's
   * own (`client_id`, `redirect_uri`, `response_type`, `scope`, `state`, `nonce`, `code_challenge`,
   * `code_challenge_method`, `resource`) throw a TypeError. @default none
   */
  authorizationParams?: Readonly<Record<string, string>>;
  /**
   * Redirect URI of the full-page fallback when the popup is blocked: the page itself, registered
   * for the client. `null` turns the fallback off. @default the current page without query or hash
   */
  pageRedirectUri?: string | null;
  /** Give up on the sign-in popup after this long. @default 300000 */
  signInTimeoutMs?: number;
  /** Called with the error of an event listener that threw. @default ignored */
  onListenerError?: (error: unknown) => void;
  /** Retries of the API transport after the first attempt. @default 3 */
  maxRetries?: number;
  /** Sync polling: schedule, reserve, and the maximum duration (default 10 minutes). */
  polling?: PollIntervalOptions & { maxDurationMs?: number };
}

/** What `createWidgetSession()` is told: where the provider and the API are, and how the session behaves. */
export interface WidgetSessionOptions extends CommonSessionOptions {
  /** OpenID issuer, e.g. `http://localhost:4010/oauth`; plain http only on loopback. */
  issuer: string;
  clientId: string;
  /** The popup's redirect URI: the callback page on the host's origin, registered for the client. */
  redirectUri: string;
  /** `{base_url}` of the API, e.g. `http://localhost:4010/b`. */
  apiBaseUrl: string;
  /** Which variant of the service interface `apiBaseUrl` speaks. @default 'B' (`DEFAULT_VARIANT`) */
  variant?: ApiVariant;
  /**
   * The exact OAuth scope to ask for. @default 'openid profile email', and `offline_access` too when
   * the provider lists it in `scopes_supported` (then it issues a refresh token)
   */
  scope?: string;
  /** Where events are posted besides `on()` listeners. @default { mode: 'inline' } */
  messaging?: Messaging;
  /** Called when the host asks the widget to close (a valid `close` message). */
  onHostClose?(): void;
}
