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

export type TimerHandle = unknown;

export interface WidgetEnvironment {
  fetch: typeof fetch;
  /**
   * Opens an empty popup. Must be called synchronously inside the user's click, or browsers block
   * it; the caller navigates it once the authorization URL is ready. Returns null when blocked.
   */
  openPopup(): PopupWindow | null;
  /** Subscribes to `message` events of the widget's window; returns the unsubscribe. */
  onMessage(listener: (message: IncomingMessage) => void): () => void;
  setTimeout(callback: () => void, milliseconds: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
