import type { WidgetEvent, WidgetEventOf } from '../../core/index.ts';
import type { RetailSyncOptions } from '../host/options.ts';

/**
 * The hook's event callbacks. Each is called with the event in its typed envelope; the hook keeps
 * the latest ones in a ref, so passing new functions on every render never re-creates the widget.
 */
export interface RetailSyncCallbacks {
  /** A retailer was connected and its orders fetched: the `sync.completed` event. */
  onSuccess?: (event: WidgetEventOf<'sync.completed'>) => void;
  /** The user left the journey (the widget's close button, Escape, "Done"): the `exit` event. */
  onExit?: (event: WidgetEventOf<'exit'>) => void;
  /** An action failed and the widget shows it: the `error` event. */
  onError?: (event: WidgetEventOf<'error'>) => void;
  /** Every event, `ready` first, after the callback named for it above. */
  onEvent?: (event: WidgetEvent) => void;
}

/** What `useRetailSync()` takes: the options of `create()`, and the callbacks. */
export interface UseRetailSyncOptions extends RetailSyncOptions, RetailSyncCallbacks {}

/** The options `create()` is given: the hook's, less the callbacks it calls itself. */
export function widgetOptions(options: UseRetailSyncOptions): RetailSyncOptions {
  const { onSuccess: _onSuccess, onExit: _onExit, onError: _onError, onEvent: _onEvent, ...widget } = options;
  return widget;
}

/** Calls the callback named for `event` (if any), then `onEvent`. */
export function routeEvent(event: WidgetEvent, callbacks: RetailSyncCallbacks): void {
  switch (event.type) {
    case 'sync.completed':
      callbacks.onSuccess?.(event);
      break;
    case 'exit':
      callbacks.onExit?.(event);
      break;
    case 'error':
      callbacks.onError?.(event);
      break;
    default:
      break;
  }
  callbacks.onEvent?.(event);
}
