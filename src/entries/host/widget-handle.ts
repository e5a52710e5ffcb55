/**
 * The widget's handles, as types: the public one `create()` returns, the one with the session the
 * package's own entries use, and the one the element and the React hook hold, whose widget may
 * still be loading (lazy-widget.ts). Apart from the code, so that the thin handles and the widget
 * they load name the same types without importing each other.
 */
import type {
  HeadlessWidgetSession,
  OpenTarget,
  WidgetEvent,
  WidgetEventOf,
  WidgetEventType,
} from '../../core/index.ts';

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
  /**
   * Listens to one event type (docs/embedding.md, "Events"); returns the unsubscribe. Listeners added
   * before the widget's code has loaded hear every event, `ready` first.
   */
  on<T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void): () => void;
  /**
   * Listens to every event, in the typed envelope (`WidgetEvent`: switch on `event.type`); returns the
   * unsubscribe. For hosts that pass every event on, e.g. to their analytics. Listeners added before
   * the widget's code has loaded hear every event, `ready` first.
   */
  onAny(listener: (event: WidgetEvent) => void): () => void;
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
 * The handle the element and the React hook hold: `create()`'s, with the widget once it exists (the
 * element continues a full-page sign-in with it). From the
 * npm entries its widget loads later (lazy-widget.ts); in the script-tag bundle it exists at once.
 */
export interface WidgetHandle extends RetailSyncWidget {
  /** Calls `callback` with the widget once it exists (at once if it does), before calls queued until then run. */
  whenCreated(callback: (widget: WidgetWithSession) => void): void;
}
