/**
 * `retail-sync-widget/callback`: the sign-in callback page's handler, for a host whose bundler builds
 * that page, so it is emitted with the app's other files and served under any path
 * (docs/embedding.md, "The callback page"). It does what the package's public/callback.js does.
 * Importing it touches nothing: the page calls `completeCallbackPage()`.
 */
import {
  completeCallbackPage as completeOn,
  type CallbackPageOutcome,
  type CallbackPageWindow,
} from '../../core/index.ts';

export type { CallbackPageOutcome, CallbackPageWindow };

/**
 * Finishes a popup sign-in on the page at the widget's `redirectUri`: drops the authorization
 * response from the address bar and history, then hands it to the window that opened the popup, on
 * this same origin only. It never exchanges the code; the widget checks the message's origin and
 * source, then closes the popup. Call it once, as the page loads.
 *
 * @param page - The callback page's window; `window` unless given.
 * @returns `'posted'`, or `'no_opener'` when the page has no opener (opened on its own, or the
 * shopper closed the page that opened it): tell the shopper the sign-in finished and the window
 * can be closed.
 *
 * @example
 * ```ts
 * import { completeCallbackPage } from 'retail-sync-widget/callback';
 *
 * if (completeCallbackPage() === 'no_opener') {
 *   document.body.textContent = 'Sign-in finished. You can close this window.';
 * }
 * ```
 */
export function completeCallbackPage(page: CallbackPageWindow = window): CallbackPageOutcome {
  return completeOn(page);
}
