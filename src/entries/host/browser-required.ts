/**
 * `create()` and `openHosted()` show something on a page: where there is none (a server render,
 * a worker, a test in Node), they say so, rather than failing on the first `window` they read.
 */

/** What `create()` or `openHosted()` throws where there is no browser page: a TypeError with this code. */
export interface NoBrowserError extends TypeError {
  readonly code: 'ERR_NO_BROWSER';
}

/** Throws a `NoBrowserError` naming `call` unless this runs on a browser page (`window` and `document`). */
export function assertBrowser(call: string): void {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') return;
  const error = new TypeError(
    `RetailSync: ${call} needs a browser page, and there is no window here (a server render?); ` +
      'call it in the browser: in an effect, an event handler or a client-only module',
  );
  throw Object.assign(error, { code: 'ERR_NO_BROWSER' as const }) as NoBrowserError;
}
