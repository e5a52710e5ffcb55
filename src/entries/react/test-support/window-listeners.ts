import { vi } from 'vitest';

/** Listeners added to `window` since `watchWindowListeners()` and not removed since, by event type. */
export interface WindowListeners {
  /** How many listeners of `type` were added, removed or not. */
  added(type: string): number;
  live(type: string): number;
  /** Every type with a live listener, with how many: `{}` when everything added was removed. */
  liveByType(): Record<string, number>;
}

/**
 * Spies on `window.addEventListener` and `removeEventListener` (they still do their work), so a
 * test can count what a widget left behind: its `message` listener (the postMessage bridge) and its
 * `online`/`offline` ones (the browser environment).
 */
export function watchWindowListeners(): WindowListeners {
  const adds = vi.spyOn(window, 'addEventListener');
  const removes = vi.spyOn(window, 'removeEventListener');
  const live = (type: string): number => {
    const removed = removes.mock.calls.filter(([removedType]) => removedType === type).map(([, listener]) => listener);
    return adds.mock.calls.filter(([addedType, listener]) => addedType === type && !removed.includes(listener)).length;
  };
  return {
    added: (type) => adds.mock.calls.filter(([addedType]) => addedType === type).length,
    live,
    liveByType: () =>
      Object.fromEntries(
        [...new Set(adds.mock.calls.map(([type]) => type))]
          .map((type) => [type, live(type)] as const)
          .filter(([, count]) => count > 0),
      ),
  };
}
