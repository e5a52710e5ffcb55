import { compact, createWidgetSession } from '../../core/index.ts';
import { checkMessages, firstRenderSteps, mountApp, type LocaleFallback } from '../../ui/index.ts';
import { browserEnvironment } from '../shared/browser-environment.ts';
import { eachWhenIdle } from '../shared/when-idle.ts';
import { assertBrowser } from './browser-required.ts';
import type { RetailSyncWidget, WidgetHandle, WidgetWithSession } from './widget-handle.ts';
import { checkedTarget, resolveOptions, type RetailSyncOptions } from './options.ts';
import { publicHandle } from './public-handle.ts';

// Where the other files of the package have always found them.
export type { RetailSyncWidget, WidgetWithSession };

/**
 * The widget at once, with the session on the handle (`WidgetWithSession`): what the npm entries
 * load as a chunk (lazy-entries.ts), and what the script-tag bundle, the tests and the demo pages
 * call directly. Throws as `create()` does.
 */
export function createWidget(options: RetailSyncOptions): WidgetWithSession {
  assertBrowser('create()');
  // The page's own options (where and how it is shown) stay here; the rest are the session's.
  const { session: sessionOptions, locale, theme, container, messages: given } = resolveOptions(options);
  const messages = checkMessages(given);
  const session = createWidgetSession({ ...sessionOptions, onHostClose: close }, browserEnvironment());
  let host: HTMLElement | undefined;
  let unmount: (() => void) | undefined;
  let destroyed = false;
  // Hosts create the widget when their page loads and open it on a click: the idle time between
  // fetches the public catalog and readies the first render, so that open() paints the catalog
  // without waiting for the network or for work a fresh page does only once.
  // One step per idle task: together they were one long task of the host's page.
  const stopPreparing = eachWhenIdle([
    () => session.prefetchCatalog(),
    ...firstRenderSteps(compact({ locale, theme })),
  ]);

  // Also the host's close(): hides the dialog, the session stays.
  function close(): void {
    unmount?.();
    unmount = undefined;
    host?.remove();
    host = undefined;
  }

  const widget: WidgetWithSession = {
    session,
    open(target) {
      // Checked first, so a bad target throws however the widget is.
      const checked = checkedTarget(target);
      if (host || destroyed) return;
      stopPreparing();
      // Ask for the catalog now rather than when the screen mounts: the request then overlaps
      // loading the locale and the first render, and starts right after open() (`npm run bench` measures it).
      if (session.catalog.peek().status === 'idle') void session.loadCatalog();
      host = document.createElement('div');
      host.setAttribute('data-retail-sync', session.sessionId);
      container().append(host);
      unmount = mountApp(
        host,
        session,
        compact({
          locale,
          theme,
          messages,
          onLocaleFallback: (fallback: LocaleFallback) => session.warn({ code: 'locale_unsupported', ...fallback }),
          // The user closed it (close button, Escape, "Done"): the dialog already unmounted itself.
          onClose: () => {
            close();
            session.exit();
          },
        }),
      );
      session.open(checked);
    },
    close,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopPreparing();
      close();
      session.destroy();
    },
    on: (type, listener) => session.on(type, listener),
    onAny: (listener) => session.onAny(listener),
  };
  // Back from the full-page sign-in: the widget shows itself where the shopper was (the session set
  // the screen), so the host's page need do nothing for it, whether or not it calls open() on load.
  session.on('resumed', () => widget.open());
  return widget;
}

/** The widget at once, as the element's handle (custom-element.ts): the script-tag bundle's element. */
export function createWidgetHandle(options: RetailSyncOptions): WidgetHandle {
  const widget = createWidget(options);
  return { ...publicHandle(widget), whenCreated: (callback) => callback(widget) };
}
