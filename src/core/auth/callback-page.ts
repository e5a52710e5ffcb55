import { CALLBACK_MESSAGE_TYPE, type CallbackMessage } from './callback-message.ts';

/** The parts of the callback page's `window` the helper uses; a real `Window` fits. */
export interface CallbackPageWindow {
  readonly location: { readonly search: string; readonly pathname: string; readonly origin: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  readonly opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  close(): void;
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/**
 * The widget closes the popup once it has the message. Closing at once would race it: the opener
 * could see `closed` before the message is dispatched and report a cancelled sign-in. So the page
 * closes itself only after this, for an opener that never answers.
 */
export const CALLBACK_PAGE_CLOSE_FALLBACK_MS = 3000;

/** What `completeCallbackPage` did: handed the response to its opener, or found no opener to hand it to. */
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
