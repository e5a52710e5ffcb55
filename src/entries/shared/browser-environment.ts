import type { KeyValueStorage, MessageTarget, Observable, PopupWindow, WidgetEnvironment } from '../../core/index.ts';

/** `sessionStorage` throws in some privacy modes and sandboxed frames; the core then skips the fallback. */
function sessionStorageOf(win: Window): KeyValueStorage | null {
  try {
    const storage = win.sessionStorage;
    storage.setItem('retail-sync:probe', '1');
    storage.removeItem('retail-sync:probe');
    return storage;
  } catch {
    return null;
  }
}

/** A value read from the page, told again to subscribers whenever one of `events` fires on `target`. */
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
  return { handle: target, postMessage: target.postMessage.bind(target) };
}

/** The real browser behind the core's environment interface: this page's window. */
export function browserEnvironment(): WidgetEnvironment {
  return windowEnvironment(window);
}

/** `browserEnvironment()` on the window given: this page's for hosts, a stand-in in its tests. */
export function windowEnvironment(win: Window): WidgetEnvironment {
  const { document, location, history, navigator } = win;
  return {
    fetch: win.fetch.bind(win),
    openPopup(name): PopupWindow | null {
      const opened = win.open('about:blank', name, 'popup=yes,width=480,height=680');
      if (!opened) return null;
      return {
        handle: opened,
        get closed() {
          return opened.closed;
        },
        navigate(url) {
          opened.location.href = url;
        },
        // A closed window's close() does nothing (HTML: its navigable is gone), so no check first.
        close() {
          opened.close();
        },
      };
    },
    onMessage(listener) {
      // Reduced to what the core checks: it never holds the event itself.
      const handler = ({ origin, source, data }: MessageEvent): void => listener({ origin, source, data });
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    // Looked up on each call, not bound once: a page (or its test tools) may install fake timers
    // after the widget exists, and the widget's timers should follow them.
    setTimeout: (callback, milliseconds) => win.setTimeout(callback, milliseconds),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    now: Date.now,
    random: Math.random,
    storage: sessionStorageOf(win),
    visibility: observable(() => document.visibilityState === 'visible', document, ['visibilitychange']),
    online: observable(() => navigator.onLine, win, ['online', 'offline']),
    location: {
      href: () => location.href,
      assign: location.assign.bind(location),
      replace: (url) => history.replaceState(history.state, '', url),
    },
    self: Object.assign(messageTarget(win), { origin: location.origin }),
    opener: () => (win.opener ? messageTarget(win.opener as Window) : null),
  };
}
