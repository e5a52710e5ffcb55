/**
 * `window.RetailSync`, as the script-tag bundle (script-tag.ts) and the loader (loader.ts) define it.
 * Types only, and apart from both, since each names the other's global: the bundle hands itself to
 * the loader's, the loader stands in for the bundle's.
 */
import type { createWidget, WidgetWithSession } from './create-widget.ts';
import type { HostedWidget, OpenHostedOptions } from './hosted-contract.ts';
import type { RetailSyncOptions } from './options.ts';

/** The `window.RetailSync` global. Its handles carry the session, for the demo pages (not documented). */
export interface RetailSyncGlobal {
  readonly create: typeof createWidget;
  /** Opens the hosted widget in a popup on the service's origin; call it in a click handler. */
  readonly openHosted: (options: OpenHostedOptions) => HostedWidget;
  readonly version: string;
}

declare global {
  interface Window {
    RetailSync?: RetailSyncGlobal;
  }
}

/** The handle `RetailSync.create()` returns through the loader; `session` exists once the widget has loaded. */
export interface LoadedLaterWidget extends Omit<WidgetWithSession, 'session'> {
  readonly session: WidgetWithSession['session'] | undefined;
}

/** `window.RetailSync` while only the loader is there; the bundle hands itself over through `register`. */
export interface RetailSyncLoaderGlobal {
  readonly create: (options: RetailSyncOptions) => LoadedLaterWidget;
  /** As the bundle's: opens the hosted popup; call it in a click handler. */
  readonly openHosted: (options: OpenHostedOptions) => HostedWidget;
  readonly version: string;
  /** Called by dist/retail-sync.js when it runs after the loader (src/entries/host/script-tag.ts); the first copy is kept. */
  readonly register: (bundle: RetailSyncGlobal) => void;
}
