import type { PopupWindow, WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import type { AuthorizationCodeFlow, TokenSet } from './authorization-code-flow.ts';
import { isCallbackMessage } from './callback-message.ts';

export interface PopupAuthorizationOptions {
  /** Origin of the redirect URI: the only origin whose callback message is accepted. */
  callbackOrigin: string;
  /** Give up after this long. @default 300000 (5 minutes) */
  timeoutMs?: number;
  /** How often to check whether the user closed the popup. @default 400 */
  closedPollMs?: number;
  /** Cancels the attempt (the session was destroyed): the popup closes and nothing is exchanged. */
  signal?: AbortSignal;
}

/**
 * The callback page may close itself right after posting its message; the message can be
 * dispatched a moment after `closed` turns true, so a closed popup is only final after this.
 */
const CLOSED_GRACE_MS = 300;

/**
 * Runs one sign-in in `popup`, which the caller opened synchronously in the user's click. Accepts
 * the callback only from the exact callback origin *and* from this popup's window.
 */
export async function authorizeInPopup(
  env: WidgetEnvironment,
  flow: AuthorizationCodeFlow,
  popup: PopupWindow,
  options: PopupAuthorizationOptions,
): Promise<TokenSet> {
  let callback: URLSearchParams;
  const attempt = await flow.createAttempt().catch((error: unknown) => {
    popup.close();
    throw error;
  });
  if (options.signal?.aborted) {
    popup.close();
    throw new AuthError('popup_closed', 'Signing in was cancelled.');
  }
  try {
    popup.navigate(attempt.url);
    callback = await waitForCallback(env, popup, options);
  } finally {
    popup.close();
  }
  return flow.complete(attempt, callback);
}

function waitForCallback(env: WidgetEnvironment, popup: PopupWindow, options: PopupAuthorizationOptions): Promise<URLSearchParams> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const closedPollMs = options.closedPollMs ?? 400;
  return new Promise((resolve, reject) => {
    const timers = new Set<unknown>();
    let unsubscribe: () => void = () => {};
    const onAbort = (): void => finish(() => reject(new AuthError('popup_closed', 'Signing in was cancelled.')));
    const finish = (settle: () => void): void => {
      options.signal?.removeEventListener('abort', onAbort);
      unsubscribe();
      for (const timer of timers) env.clearTimeout(timer);
      timers.clear();
      settle();
    };
    unsubscribe = env.onMessage((message) => {
      if (message.origin !== options.callbackOrigin || message.source !== popup.handle) return;
      if (!isCallbackMessage(message.data)) return;
      const search = message.data.search;
      finish(() => resolve(new URLSearchParams(search)));
    });
    const pollClosed = (): void => {
      if (popup.closed) {
        timers.add(env.setTimeout(() => finish(() => reject(new AuthError('popup_closed', 'The sign-in window was closed.'))), CLOSED_GRACE_MS));
        return;
      }
      timers.add(env.setTimeout(pollClosed, closedPollMs));
    };
    timers.add(env.setTimeout(pollClosed, closedPollMs));
    timers.add(env.setTimeout(() => finish(() => reject(new AuthError('timeout', 'Signing in took too long.'))), timeoutMs));
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
