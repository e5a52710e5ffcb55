/**
 * The handle hosts get, from `create()` and as `element.widget`: the members of `RetailSyncWidget`
 * and nothing else. The package's own handles carry more (`whenCreated`, `session`: widget-handle.ts),
 * which would let a host reach the session and skip the widget's own teardown.
 */
import type { RetailSyncWidget } from './widget-handle.ts';

/** `widget`'s public members, passed on. */
export function publicHandle(widget: RetailSyncWidget): RetailSyncWidget {
  return {
    open: (target) => widget.open(target),
    close: () => widget.close(),
    destroy: () => widget.destroy(),
    on: (type, listener) => widget.on(type, listener),
    onAny: (listener) => widget.onAny(listener),
  };
}
