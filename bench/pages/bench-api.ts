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
  }
}
