/**
 * `window.RetailSync`, as the script-tag bundle (script-tag.ts) and the loader (loader.ts) define it.
 * Types only, and apart from both, since each names the other's global: the bundle hands itself to
 * the loader's, the loader stands in for the bundle's.
 */
import type { createWidget, WidgetWithSession } from './create-widget.ts';
import type { HostedWidget, OpenHostedOptions } from './hosted-contract.ts';
import type { startHostedRedirect } from './hosted-redirect.ts';
import type { readHostedResult } from './hosted-result.ts';
import type { RetailSyncOptions } from './options.ts';

/** The `window.RetailSync` global. Its handles carry the session, for the demo pages (not documented). */
export interface RetailSyncGlobal {
  readonly create: typeof createWidget;
  /** Opens the hosted widget in a popup on the service's origin; call it in a click handler. */
  readonly openHosted: (options: OpenHostedOptions) => HostedWidget;
  /**
   * Sends the whole page to the hosted widget (no popup), to come back to `options.returnTo`, which
   * must be registered for the client, with a signed result: read it there with `readHostedResult`.
   * For webviews and in-app browsers, where a popup cannot open. Throws, before leaving, a TypeError
   * for invalid options (as `openHosted` does), and a `NoStorageError` where this tab has no
   * sessionStorage to keep the one-time value the result is bound to.
   */
  readonly startHostedRedirect: typeof startHostedRedirect;
  /**
   * Reads the signed result the hosted page came back with (after `startHostedRedirect`, or
   * `openHosted` with `redirectWhenBlocked`) from `location` (by default the page's own address,
   * whose fragment it then clears). It checks the signature against the service's JWKS, the issuer,
   * that the result is for this client and for the redirect this tab started (its one-time value,
   * which it uses up: a second read of the same result is refused), and that it has not expired.
   * Never throws for a bad result: it answers `{ error }` with a stable `code`. The verifier loads
   * (dist/retail-sync.result.js) only when the address holds a result.
   */
  readonly readHostedResult: typeof readHostedResult;
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
  /** As the bundle's: sends the whole page to the hosted widget. */
  readonly startHostedRedirect: typeof startHostedRedirect;
  /** As the bundle's: reads and verifies the hosted result, loading the verifier's file only then. */
  readonly readHostedResult: typeof readHostedResult;
  readonly version: string;
  /** Called by dist/retail-sync.js when it runs after the loader (src/entries/host/script-tag.ts); the first copy is kept. */
  readonly register: (bundle: RetailSyncGlobal) => void;
}
