/**
 * The host's side of the hosted popup (DESIGN §4): opens the widget on the service's origin and
 * hears its events. It ships in the script-tag bundle, so it imports no UI and no Preact: only the
 * event catalogue's constants, the core's event emitter and the receivers' runtime check.
 */
import { EVENT_SOURCE, EVENT_VERSION, type WidgetEvent, type WidgetEventOf, type WidgetEventType } from '../core/events/catalogue.ts';
import { createEmitter } from '../core/events/emitter.ts';
import { assertExactOrigin, HOST_MESSAGE_SOURCE, type HostMessage } from '../core/events/post-message-bridge.ts';
import { isWidgetEvent } from '../core/events/validate-event.ts';

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
}

/** The popup as the host sees it: a cross-origin WindowProxy exposes little more than this. */
export interface HostedPopup {
  readonly closed: boolean;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What `openHosted` needs of the host's window (the real `window` by default; a fake in tests). */
export interface HostWindow {
  readonly location: { readonly origin: string };
  open(url: string, target: string, features: string): HostedPopup | null;
  addEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void;
  setInterval(callback: () => void, milliseconds: number): number;
  clearInterval(handle: number): void;
}

export interface HostedWidget {
  /**
   * False when the browser blocked the popup (call `openHosted` from a click): nothing was opened,
   * `closed` is true and no event will ever come. Not an exception, so the click handler goes on.
   */
  readonly opened: boolean;
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

const POPUP_FEATURES = 'popup=yes,width=480,height=720';

function serviceUrl(options: OpenHostedOptions): URL {
  if (options.hostedUrl !== undefined) return new URL(options.hostedUrl);
  if (options.serviceOrigin === undefined) throw new TypeError('openHosted needs serviceOrigin or hostedUrl.');
  assertExactOrigin(options.serviceOrigin);
  return new URL('/hosted/', options.serviceOrigin);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `hs_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Opens the hosted widget in a popup. Call it synchronously inside a click handler, or the browser
 * blocks the popup (then `opened` is false). Throws only a TypeError for invalid options, before
 * anything is opened.
 *
 * Events count only from the service's exact origin, from this popup, in a valid envelope. When the
 * popup closes without having said so, the host gets `exit` then `close` (reason `user`) once.
 */
export function openHosted(options: OpenHostedOptions, win: HostWindow = window): HostedWidget {
  if (!options.clientId) throw new TypeError('openHosted needs a clientId.');
  const url = serviceUrl(options);
  const serviceOrigin = url.origin;
  assertExactOrigin(serviceOrigin);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('host_origin', win.location.origin);
  url.searchParams.set('variant', options.variant ?? 'B');
  if (options.locale) url.searchParams.set('locale', options.locale);

  let popup: HostedPopup | null;
  try {
    popup = win.open(url.href, '_blank', POPUP_FEATURES);
  } catch {
    // Some sandboxed frames throw instead of answering null; both mean "blocked" to the host.
    popup = null;
  }
  if (!popup) {
    return { opened: false, closed: true, on: () => () => {}, onAny: () => () => {}, close: () => {} };
  }
  const opened = popup;

  // A faulty listener must not keep the others (or the closed-popup clean-up) from running; its
  // error is rethrown on its own, where the host's error reporting sees it.
  const listeners = createEmitter((error) => queueMicrotask(() => {
    throw error;
  }));
  let ended = false;
  let sessionId: string | undefined;
  let heardExit = false;
  let heardClose = false;

  function onMessage(message: { origin: string; source: unknown; data: unknown }): void {
    if (ended || message.origin !== serviceOrigin || message.source !== opened || !isWidgetEvent(message.data)) return;
    const event = message.data;
    sessionId = event.sessionId;
    if (event.type === 'exit') heardExit = true;
    if (event.type === 'close') heardClose = true;
    listeners.emit(event);
  }

  function end(): void {
    ended = true;
    win.clearInterval(poll);
    win.removeEventListener('message', onMessage);
    listeners.clear();
  }

  function synthesise(type: 'exit' | 'close'): WidgetEvent {
    const base = { source: EVENT_SOURCE, version: EVENT_VERSION, sessionId: sessionId ?? randomId(), timestamp: Date.now() } as const;
    return type === 'exit' ? { ...base, type, payload: {} } : { ...base, type, payload: { reason: 'user' } };
  }

  win.addEventListener('message', onMessage);
  // A cross-origin popup fires no event the opener can hear when it closes: polling is the only way.
  const poll = win.setInterval(() => {
    if (ended || !opened.closed) return;
    // The widget's own close (its button, Escape, "Done") already said exit/close: never twice.
    const pending = [...(heardExit ? [] : [synthesise('exit')]), ...(heardClose ? [] : [synthesise('close')])];
    for (const event of pending) listeners.emit(event);
    end();
  }, options.closedPollMs ?? 250);

  return {
    opened: true,
    get closed() {
      return ended || opened.closed;
    },
    on(type, listener) {
      return ended ? () => {} : listeners.on(type, listener);
    },
    onAny(listener) {
      return ended ? () => {} : listeners.onAny(listener);
    },
    close() {
      if (ended) return;
      end();
      if (opened.closed) return;
      const message: HostMessage = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };
      // To the service's origin only: if the popup has navigated elsewhere, the browser drops it.
      opened.postMessage(message, serviceOrigin);
      opened.close();
    },
  };
}
