import type { IncomingMessage, KeyValueStorage, MessageTarget, Observable, PopupWindow, WidgetEnvironment } from '../core/environment.ts';

const POPUP_FEATURES = 'popup=yes,width=480,height=680';

/** `sessionStorage` throws in some privacy modes and sandboxed frames; the core then skips the fallback. */
function sessionStorageOf(win: Window): KeyValueStorage | null {
  try {
    const storage = win.sessionStorage;
    const probe = 'retail-sync:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function observable<T>(read: () => T, target: EventTarget, events: readonly string[]): Observable<T> {
  return {
    current: read,
    subscribe(listener) {
      const handler = (): void => listener(read());
      for (const type of events) target.addEventListener(type, handler);
      return () => {
        for (const type of events) target.removeEventListener(type, handler);
      };
    },
  };
}

function messageTarget(target: Window): MessageTarget {
  return { handle: target, postMessage: (data, targetOrigin) => target.postMessage(data, targetOrigin) };
}

/** The real browser behind the core's environment interface. */
export function browserEnvironment(win: Window = window): WidgetEnvironment {
  return {
    fetch: win.fetch.bind(win),
    openPopup(): PopupWindow | null {
      const opened = win.open('about:blank', 'retail-sync-signin', POPUP_FEATURES);
      if (!opened) return null;
      return {
        handle: opened,
        get closed() {
          return opened.closed;
        },
        navigate(url) {
          opened.location.href = url;
        },
        close() {
          if (!opened.closed) opened.close();
        },
      };
    },
    onMessage(listener) {
      const handler = (event: MessageEvent): void => {
        const message: IncomingMessage = { origin: event.origin, source: event.source, data: event.data };
        listener(message);
      };
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    setTimeout: (callback, milliseconds) => win.setTimeout(callback, milliseconds),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    now: () => Date.now(),
    random: () => Math.random(),
    storage: sessionStorageOf(win),
    visibility: observable(() => win.document.visibilityState === 'visible', win.document, ['visibilitychange']),
    online: observable(() => win.navigator.onLine, win, ['online', 'offline']),
    location: {
      href: () => win.location.href,
      assign: (url) => win.location.assign(url),
      replace: (url) => win.history.replaceState(win.history.state, '', url),
    },
    self: Object.assign(messageTarget(win), { origin: win.location.origin }),
    opener: () => (win.opener ? messageTarget(win.opener as Window) : null),
  };
}
