/**
 * Everything the core needs from the outside world. The core never reaches for `window`, `fetch` or
 * timers itself: the browser entry passes the real ones and unit tests pass fakes.
 */

/** A window the core opened for the sign-in; `handle` is the real `Window`, compared by identity. */
export interface PopupWindow {
  readonly handle: unknown;
  readonly closed: boolean;
  navigate(url: string): void;
  close(): void;
}

/** A `message` event reduced to what the core checks before trusting it. */
export interface IncomingMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** A window the core may post to (its own, or the opener in hosted mode). */
export interface MessageTarget {
  /** The real `Window`, compared by identity with `IncomingMessage.source`. */
  readonly handle: unknown;
  postMessage(data: unknown, targetOrigin: string): void;
}

export type TimerHandle = unknown;

/**
 * The subset of `sessionStorage` the core uses. It holds only the redirect fallback's PKCE verifier
 * and state between the redirect and the reload: never a token.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A boolean the browser reports and changes (page visibility, connectivity). */
export interface Observable<T> {
  current(): T;
  /** Calls `listener` with the new value on every change; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

/** The page's address, for the full-page redirect fallback of the sign-in. */
export interface PageLocation {
  /** The current URL, read when the page loads to find an authorization response. */
  href(): string;
  /** Leaves the page for `url` (the authorization endpoint). */
  assign(url: string): void;
  /** Rewrites the current URL without a reload (`history.replaceState`): drops `code` and `state`. */
  replace(url: string): void;
}

export interface WidgetEnvironment {
  fetch: typeof fetch;
  /**
   * Opens an empty popup named `name` (the window name: a session's own, so two widgets on one page
   * never share a popup). Must be called synchronously inside the user's click, or browsers block
   * it; the caller navigates it once the authorization URL is ready. Returns null when blocked.
   */
  openPopup(name: string): PopupWindow | null;
  /** Subscribes to `message` events of the widget's window; returns the unsubscribe. */
  onMessage(listener: (message: IncomingMessage) => void): () => void;
  setTimeout(callback: () => void, milliseconds: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds since the epoch (`Date.now`); injected so expiry and Retry-After dates are testable. */
  now(): number;
  /** A number in [0, 1) for retry jitter (`Math.random`); never used for secrets (those use crypto). */
  random(): number;
  /** `sessionStorage`, or null where it is unavailable (then the redirect fallback is off). */
  storage: KeyValueStorage | null;
  /** Whether the page is visible (`document.visibilityState === 'visible'`). */
  visibility: Observable<boolean>;
  /** Whether the browser reports a network (`navigator.onLine`). */
  online: Observable<boolean>;
  location: PageLocation;
  /** The widget's own window, e.g. to post events to the page that embeds it inline. */
  self: MessageTarget & { readonly origin: string };
  /** `window.opener` in hosted mode, or null. */
  opener(): MessageTarget | null;
}
