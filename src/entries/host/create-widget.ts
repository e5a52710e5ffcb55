import {
  compact,
  createWidgetSession,
  type HeadlessWidgetSession,
  type OpenTarget,
  type WidgetEventOf,
  type WidgetEventType,
} from '../../core/index.ts';
import { firstRenderSteps, mountApp } from '../../ui/index.ts';
import { browserEnvironment } from '../shared/browser-environment.ts';
import { eachWhenIdle } from '../shared/when-idle.ts';
import { assertBrowser } from './browser-required.ts';
import { checkedTarget, resolveOptions, type RetailSyncOptions } from './options.ts';

/** What `create()` returns: the widget's handle. */
export interface RetailSyncWidget {
  /**
   * Shows the widget as a modal dialog, at `target` if given: a retailer (`{ retailerId }`), the
   * repair of its connection (`{ retailerId, reconnect: true }`) or the connections (`{ view:
   * 'connections' }`), signing in first when needed. Opening an open widget does nothing. A bad
   * target throws a TypeError (`code` ERR_INVALID_ARG_TYPE or ERR_INVALID_ARG_VALUE) naming it.
   */
  open(target?: OpenTarget): void;
  /** Hides the widget; the session (and a sync it follows) stays. */
  close(): void;
  /** Closes, stops every request, timer and listener, and forgets the tokens. */
  destroy(): void;
  /** Listens to one event type; returns the unsubscribe. */
  on<T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void): () => void;
}

/**
 * The handle with the session behind it, for this package's own entries (the custom element, the
 * React hook, the script tag) and demo pages, which follow every event or read the session's state.
 * Not the public handle: the session's own `destroy()` would skip the widget's teardown (its dialog,
 * its idle work), so hosts get `create()`'s handle, which has none.
 */
export interface WidgetWithSession extends RetailSyncWidget {
  readonly session: HeadlessWidgetSession;
}

/**
 * Creates a widget. Nothing touches the page before this call; the dialog is added on `open()`.
 * Throws a TypeError for a bad option (options.ts), before anything is created, and one with `code`
 * `ERR_NO_BROWSER` where there is no browser page (a server render).
 */
export function create(options: RetailSyncOptions): RetailSyncWidget {
  const widget = createWidget(options);
  return {
    open: (target) => widget.open(target),
    close: () => widget.close(),
    destroy: () => widget.destroy(),
    on: (type, listener) => widget.on(type, listener),
  };
}

/** `create()`, with the session on the handle (`WidgetWithSession`). */
export function createWidget(options: RetailSyncOptions): WidgetWithSession {
  assertBrowser('create()');
  // The page's own options (where and how it is shown) stay here; the rest are the session's.
  const { session: sessionOptions, locale, theme, container } = resolveOptions(options);
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

  return {
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
  };
}
