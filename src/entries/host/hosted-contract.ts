/**
 * The host's side of the hosted popup as types: what `openHosted` takes, the handle it returns, and
 * what it needs of the host's window and the popup. Apart from the code, so that the npm opener
 * (open-hosted.ts), the script-tag stand-in (open-hosted.script.ts) and what they share
 * (hosted-popup.ts) all depend on it and not on each other.
 */
import type { KeyValueStorage, OpenTarget, WidgetEvent, WidgetEventOf, WidgetEventType } from '../../core/index.ts';
import type { HostedAuthorizationParams } from '../shared/hosted-authorization.ts';

export interface OpenHostedOptions {
  clientId: string;
  /** The service's origin, e.g. `http://localhost:4010`; the page is `${serviceOrigin}/hosted/`. */
  serviceOrigin?: string;
  /** The hosted page's URL, when it is not `/hosted/` on the service origin. Events must come from its origin. */
  hostedUrl?: string;
  /** Which variant of the service interface the widget speaks. @default 'B' */
  variant?: 'A' | 'B';
  /** BCP 47 tag for the widget's language. @default the popup's navigator.language */
  locale?: string;
  /** How often `popup.closed` is checked, in milliseconds. @default 250 */
  closedPollMs?: number;
  /** Where the widget opens: a retailer, the repair of its connection, or the connections (`OpenTarget`). */
  target?: OpenTarget;
  /**
   * Not for hosted mode: the hosted page asks for the service's own API, which the service
   * configures (docs/providers.md, "In hosted mode"). Given, `openHosted` throws a TypeError;
   * `create()` takes it.
   */
  resource?: never;
  /**
   * Parameters for the hosted page's sign-in, e.g. `{ login_hint: 'ada@example.com' }`: only those
   * that shape the provider's sign-in page, since they travel in the hosted page's URL. Another, or
   * `prompt: 'none'`, throws a TypeError naming it (docs/providers.md, "In hosted mode").
   */
  authorizationParams?: HostedAuthorizationParams;
  /**
   * Where the popup cannot open (a webview, an in-app browser, a blocker), send the whole page to the
   * hosted widget instead, as `startHostedRedirect` does, coming back to `returnTo` (registered for
   * the client) with a signed result that `readHostedResult` reads. The handle then says
   * `redirecting: true` and the page is leaving. Off unless given: leaving the page must be the host's
   * choice (docs/hosted-mode.md, "By redirect").
   */
  redirectWhenBlocked?: { returnTo: string };
}

/**
 * `startHostedRedirect`'s options: those of `openHosted` that shape the hosted page, and where it
 * sends the browser back.
 */
export interface HostedRedirectOptions extends Omit<OpenHostedOptions, 'closedPollMs' | 'redirectWhenBlocked'> {
  /**
   * The absolute URL the hosted page sends the browser back to, with the signed result in its
   * fragment. It must be registered for the client, exactly (as redirect URIs are), and have no
   * fragment of its own; the service refuses any other.
   */
  returnTo: string;
}

/** The popup as the host sees it: a cross-origin WindowProxy exposes little more than this. */
export interface HostedPopup {
  readonly closed: boolean;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

/** A `message` event as the handle reads it. */
export interface HostedMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** What `openHosted` needs of the host's window (the real `window` by default; a fake in tests). */
export interface HostWindow {
  /** `assign` for `redirectWhenBlocked`: the page leaves for the hosted widget. */
  readonly location: { readonly origin: string; assign(url: string): void };
  /** Where `startHostedRedirect` keeps its one-time value until `readHostedResult` takes it. */
  readonly sessionStorage: KeyValueStorage;
  open(url: string, target: string, features: string): HostedPopup | null;
  addEventListener(type: 'message', listener: (event: HostedMessage) => void): void;
  removeEventListener(type: 'message', listener: (event: HostedMessage) => void): void;
  setInterval(callback: () => void, milliseconds: number): number;
  clearInterval(handle: number): void;
}

export interface HostedWidget {
  /**
   * False when the browser blocked the popup (call `openHosted` from a click): nothing was opened,
   * `closed` is true and no event will ever come. Not an exception, so the click handler goes on.
   */
  readonly opened: boolean;
  /**
   * True when the popup was blocked and, as `redirectWhenBlocked` allowed, the page is leaving for
   * the hosted widget by full-page redirect: nothing more happens on this page.
   */
  readonly redirecting: boolean;
  /** True once the popup is gone (closed by the user, by the widget, or by `close()`). */
  readonly closed: boolean;
  /** Listens to one event type; returns the unsubscribe. */
  on<T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void): () => void;
  /** Listens to every event; returns the unsubscribe. */
  onAny(listener: (event: WidgetEvent) => void): () => void;
  /**
   * Asks the hosted page to close (a `close` message to the service origin only) and closes the
   * popup. The host's own action: listeners are removed and hear nothing more, not even `exit`.
   */
  close(): void;
}
