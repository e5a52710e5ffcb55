import type { RetailSyncWidget } from '../../src/index.ts';

/** What bench-page.ts puts on `window.retailSyncBench` for the bench script to drive. */
export interface BenchApi {
  readonly sandbox: string;
  /** Creates a widget for the page's sandbox and variant (and remembers it as `current`). */
  create(): RetailSyncWidget;
  current: RetailSyncWidget | undefined;
}

declare global {
  interface Window {
    retailSyncBench?: BenchApi;
    /**
     * The Prioritized Task Scheduling API (Chromium 94+), not yet in TypeScript's DOM types. The
     * bench marks "painted" with a `user-blocking` task posted from the frame's rAF callback: it
     * runs right after that frame, ahead of tasks queued before it (such as the loading of logos),
     * which a MessageChannel message would wait behind.
     */
    scheduler: {
      postTask(
        callback: () => void,
        options: { priority: 'user-blocking' | 'user-visible' | 'background' },
      ): Promise<void>;
    };
  }
}
