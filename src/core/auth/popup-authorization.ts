import type { PopupWindow, WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import type { AuthorizationAttempt, AuthorizationCodeFlow, TokenSet } from './authorization-code-flow.ts';
import { isCallbackMessage } from './callback-message.ts';

export interface PopupAuthorizationOptions {
  /** Origin of the redirect URI: the only origin whose callback message is accepted. */
  callbackOrigin: string;
  /** Give up after this long. @default 300000 (5 minutes), also for 0 */
  timeoutMs?: number | undefined;
  /** How often to check whether the user closed the popup. @default 400 */
  closedPollMs?: number;
  /** Cancels the attempt (the session was destroyed): the popup closes and nothing is exchanged. */
  signal?: AbortSignal;
}

/**
 * The window name of a session's sign-in popup. One per session, never a constant: two widgets on
 * one page signing in at once would otherwise share (and navigate) one window, and one could take
 * the other's callback for its own.
 */
export function popupWindowName(sessionId: string): string {
  return `retail-sync-signin-${sessionId}`;
}

/**
 * The callback page may close itself right after posting its message; the message can be
 * dispatched a moment after `closed` turns true, so a closed popup is only final after this.
 */
const CLOSED_GRACE_MS = 300;

/**
 * Runs one sign-in in `popup`, which the caller opened synchronously in the user's click. Accepts
 * the callback only from the exact callback origin *and* from this popup's window. The popup is
 * closed however the attempt ends.
 */
export async function authorizeInPopup(
  env: WidgetEnvironment,
  flow: AuthorizationCodeFlow,
  popup: PopupWindow,
  options: PopupAuthorizationOptions,
): Promise<TokenSet> {
  let attempt: AuthorizationAttempt;
  let callback: URLSearchParams;
  try {
    attempt = await flow.createAttempt();
    if (options.signal?.aborted) {
      throw new AuthError(
        'popup_closed',
        'The sign-in was cancelled (a sign-out, or the session destroyed) before the popup went to the provider.',
      );
    }
    popup.navigate(attempt.url);
    callback = await waitForCallback(env, popup, options);
  } finally {
    popup.close();
  }
  return flow.complete(attempt, callback);
}

function waitForCallback(
  env: WidgetEnvironment,
  popup: PopupWindow,
  { callbackOrigin, timeoutMs, closedPollMs = 400, signal }: PopupAuthorizationOptions,
): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    // Every way out removes every listener and timer first.
    const settle = (outcome: URLSearchParams | AuthError): void => {
      signal?.removeEventListener('abort', onAbort);
      unsubscribe();
      env.clearTimeout(closedTimer);
      env.clearTimeout(deadline);
      if (outcome instanceof AuthError) reject(outcome);
      else resolve(outcome);
    };
    const onAbort = (): void => {
      settle(
        new AuthError(
          'popup_closed',
          'The sign-in was cancelled (a sign-out, or the session destroyed); the popup was closed.',
        ),
      );
    };
    const unsubscribe = env.onMessage(({ origin, source, data }) => {
      if (origin === callbackOrigin && source === popup.handle && isCallbackMessage(data))
        settle(new URLSearchParams(data.search));
    });
    const pollClosed = (): void => {
      if (!popup.closed) {
        closedTimer = env.setTimeout(pollClosed, closedPollMs);
        return;
      }
      // Closed: final only after the grace period, in which the callback's message may still arrive.
      closedTimer = env.setTimeout(() => {
        settle(new AuthError('popup_closed', 'The user closed the sign-in popup before the sign-in finished.'));
      }, CLOSED_GRACE_MS);
    };
    let closedTimer = env.setTimeout(pollClosed, closedPollMs);
    const deadlineMs = timeoutMs || 300_000;
    const deadline = env.setTimeout(() => {
      settle(
        new AuthError('timeout', `The sign-in did not finish within ${deadlineMs / 1000} s; the popup was closed.`),
      );
    }, deadlineMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
