import type { WidgetWithSession } from '../../src/entries/host/create-widget.ts';

/** What bench-page.ts puts on `window.retailSyncBench` for the bench script to drive. */
export interface BenchApi {
  readonly sandbox: string;
  /** Creates a widget for the page's sandbox and variant (and remembers it as `current`). */
  create(): WidgetWithSession;
  current: WidgetWithSession | undefined;
  /**
   * `performance.now()` just after the next frame: a `user-blocking` task posted from its rAF
   * callback, which runs right after that frame, ahead of tasks queued before it (such as the
   * loading of logos), which a MessageChannel message would wait behind.
   */
  afterNextFrame(): Promise<number>;
  /**
   * `afterNextFrame()` once the current widget's catalog list has an item (seen by a
   * MutationObserver, in the microtask after it goes in): the frame with the list has been
   * produced. Rejects after 15 s, naming what the widget shows instead.
   */
  catalogPainted(): Promise<number>;
}

declare global {
  interface Window {
    retailSyncBench?: BenchApi;
    /** The Prioritized Task Scheduling API (Chromium 94+), not yet in TypeScript's DOM types. */
    scheduler: {
      postTask(
        callback: () => void,
        options: { priority: 'user-blocking' | 'user-visible' | 'background' },
      ): Promise<void>;
    };
  }
}
