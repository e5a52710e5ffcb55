import { CALLBACK_MESSAGE_TYPE, type CallbackMessage } from './callback-message.ts';

/** The parts of the callback page's `window` the helper uses; a real `Window` fits. */
export interface CallbackPageWindow {
  /** The page's address: the response is its query; the message goes to its origin only. */
  readonly location: { readonly search: string; readonly pathname: string; readonly origin: string };
  /** Rewrites the address without the query, so the code stays in neither the address bar nor history. */
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  /** The window that opened the popup (the widget's page), or `null`. */
  readonly opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  /** Closes the popup, if the widget has not closed it after a while. */
  close(): void;
  /** Schedules that fallback. */
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/**
 * The widget closes the popup once it has the message. Closing at once would race it: the opener
 * could see `closed` before the message is dispatched and report a cancelled sign-in. So the page
 * closes itself only after this, for an opener that never answers.
 */
export const CALLBACK_PAGE_CLOSE_FALLBACK_MS = 3000;

/**
 * What the callback page did: `'posted'`, the response went to the window that opened the popup;
 * `'no_opener'`, the page has none (opened on its own, or its opener is gone), so nothing was sent.
 */
export type CallbackPageOutcome = 'posted' | 'no_opener';

/**
 * The OAuth redirect page's whole job (public/callback.js does the same in plain JS): drop the code
 * from the address bar and history, hand the response to the opener on this same origin only (the
 * widget checks origin and source again, then closes the popup), and close itself only as a
 * fallback. It never exchanges the code itself.
 */
export function completeCallbackPage(page: CallbackPageWindow): CallbackPageOutcome {
  const search = page.location.search;
  page.history.replaceState(null, '', page.location.pathname);
  if (!page.opener || page.opener === (page as unknown)) return 'no_opener';
  const message: CallbackMessage = { type: CALLBACK_MESSAGE_TYPE, search };
  page.opener.postMessage(message, page.location.origin);
  page.setTimeout(() => page.close(), CALLBACK_PAGE_CLOSE_FALLBACK_MS);
  return 'posted';
}
