import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpenTarget, WidgetEventOf } from '../../core/index.ts';
import type { CheckedOverrides, MessageOverrides } from '../../ui/index.ts';
import { createHandle } from '../host/lazy-entries.ts';
import type { WidgetHandle } from '../host/widget-handle.ts';
import { routeEvent, widgetOptions, type UseRetailSyncOptions } from './callbacks.ts';
import { widgetKey } from './widget-key.ts';

/** What a click hands its handler: `onClick={open}` passes it, and it is not a target. */
export interface ClickEvent {
  readonly nativeEvent: unknown;
}

export interface UseRetailSyncResult {
  /**
   * Shows the widget's dialog, at `target` if given (`OpenTarget`). Does nothing before the effect
   * has created the widget (or on a server); before the widget's code has loaded, it loads it and
   * then opens. Given straight to `onClick`, it gets the click's event, which it ignores:
   * `onClick={open}` opens without a target, as before targets existed.
   */
  readonly open: (target?: OpenTarget | ClickEvent) => void;
  /** Hides the dialog; the widget (and a sync it follows) stays. */
  readonly close: () => void;
  /**
   * True once the effect has created the widget, just after the component mounts in a browser:
   * from then on `open()` works, loading the widget's code first if it has not loaded yet, so a
   * launcher with `disabled={!ready}` is enabled at once. False during a server render and before
   * the first effect, and again while the widget is re-created. It is not the widget's `ready`
   * event (its session exists), which `onEvent` hears once the code has loaded.
   */
  readonly ready: boolean;
  /** The last `error` event of the current widget, or null. */
  readonly error: WidgetEventOf<'error'> | null;
}

/**
 * The widget as a React hook, on `create()`'s handle: its options are checked in the effect, and
 * its code (the UI and the session) loads as a chunk of its own when the page is idle, or on the
 * first `open()`. It is created in an effect, never on import or during render, so the
 * component renders on a server, and destroyed in the effect's cleanup, so StrictMode's mount,
 * unmount and mount again ends with one widget and no listener left behind. It is re-created only
 * when an option in `VALUE_OPTIONS` changes value or `container` changes element (widget-key.ts).
 * A bad option throws its TypeError from the effect, to the nearest error boundary.
 * @typeParam M - The `messages` option as written, checked as `create()` checks it.
 */
export function useRetailSync<const M extends MessageOverrides = MessageOverrides>(
  options: UseRetailSyncOptions & { readonly messages?: M & CheckedOverrides<M> },
): UseRetailSyncResult {
  const latest = useRef(options);
  const widget = useRef<WidgetHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<WidgetEventOf<'error'> | null>(null);
  const key = widgetKey(options);
  const { container } = options;

  // Declared before the effect that creates the widget, so that effect reads this render's options.
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const created = createHandle({
      ...widgetOptions(latest.current),
      // The latest one, like the callbacks: a new function on each render is no reason to re-create.
      onListenerError: (thrown) => latest.current.onListenerError?.(thrown),
    });
    widget.current = created;
    // Released by destroy() with every other listener. Hears the events said before the widget's
    // code loaded too: the `error` of a failed load.
    created.onAny((event) => {
      if (event.type === 'error') setError(event);
      routeEvent(event, latest.current);
    });
    // open() works from here: the handle queues it and loads the code (lazy-widget.ts). Waiting for
    // the session's own `ready` would keep the launcher disabled until the page is idle and the
    // code has loaded, about a second after load. The one render this adds after mount is the
    // point: the handle can only be made in an effect (never during render, nor on a server).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- says that the effect's handle exists
    setReady(true);
    return () => {
      created.destroy();
      widget.current = null;
      // The next widget, if any, starts afresh.
      setReady(false);
      setError(null);
    };
    // `key` stands for the value options; the rest are read from `latest` when they are needed.
  }, [key, container]);

  const open = useCallback((target?: OpenTarget | ClickEvent) => {
    widget.current?.open(target && 'nativeEvent' in target ? undefined : target);
  }, []);
  const close = useCallback(() => widget.current?.close(), []);
  return { open, close, ready, error };
}
