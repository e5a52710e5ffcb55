import type { IncomingMessage, PopupWindow, WidgetEnvironment } from '../core/environment.ts';

const POPUP_FEATURES = 'popup=yes,width=480,height=680';

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
  };
}
