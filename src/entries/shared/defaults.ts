import { DEFAULT_VARIANT } from '../../core/index.ts';

/**
 * The defaults of the widget's options, all in one place: what an option left out becomes, in
 * `create()`, the custom element, the script tag, the loader, `openHosted` and the hosted page.
 * Options are checked and these applied in one step, host/options.ts; README "Options" and
 * docs/embedding.md list them for hosts.
 *
 * A default that depends on the page is a function of it, read when the options are resolved (the
 * container: when the widget opens). The session's tuning options (`pageRedirectUri`,
 * `signInTimeoutMs`, `maxRetries`, `polling`, `onListenerError`) keep the defaults the headless core
 * documents on `WidgetSessionOptions` (src/core/session/options.ts, docs/core-sdk.md), and so do
 * the sign-in's, since they depend on the provider's discovery document, which the core reads:
 * - `scope`: 'openid profile email', plus 'offline_access' when the provider lists it in
 *   `scopes_supported` (then it issues a refresh token); a host's own scope is sent exactly;
 * - `resource` (RFC 8707) and `authorizationParams`: none (docs/providers.md says when to set them).
 * The language, left out, is the UI's choice when the widget opens: the browser's languages in
 * order, else English (src/ui/i18n/languages.ts, docs/languages.md).
 */

/** What the defaults read of the page: the real `window` fits. */
export interface DefaultsPage {
  readonly location: { readonly origin: string };
  readonly document: { readonly body: HTMLElement };
}

export const DEFAULTS = {
  /**
   * Which variant of the service's API `apiBaseUrl` speaks (and the hosted page's, for `openHosted`):
   * the core's default.
   * @default 'B'
   */
  variant: DEFAULT_VARIANT,

  /**
   * The sign-in popup's redirect URI: the callback page (`public/callback.html`) on the host's own
   * origin, registered for the client.
   * @default `${location.origin}/callback.html`
   */
  redirectUri: (page: DefaultsPage): string => `${page.location.origin}/callback.html`,

  /** The element the widget's dialog is attached to, read on each `open()`. @default document.body */
  container: (page: DefaultsPage): HTMLElement => page.document.body,

  /** `openHosted` only: how often `popup.closed` is checked, in milliseconds. @default 250 */
  closedPollMs: 250,
} as const;
