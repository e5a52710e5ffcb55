import { AuthError } from '../auth/auth-error.ts';
import type { TokenSet } from '../auth/authorization-code-flow.ts';
import { authorizeInPopup } from '../auth/popup-authorization.ts';
import { pendingRedirectKey, resumeRedirectAuthorization, startRedirectAuthorization } from '../auth/redirect-authorization.ts';
import type { HeadlessWidgetSession, UserProfile } from '../session-contract.ts';
import { compact } from './compact.ts';
import type { Connecting } from './connecting.ts';
import type { SessionContext } from './context.ts';
import type { DataLoading } from './data.ts';
import type { SyncFollowing } from './sync-following.ts';
import { toWidgetError } from './widget-error.ts';

/** The session's actions for signing in and out. */
export type SignInActions = Pick<HeadlessWidgetSession, 'signIn' | 'signOut'>;

/** What the session itself uses. */
export interface SignIn {
  /** The TokenKeeper's `onSessionExpired`: signed out, and the sign-in view asks to sign in again. */
  expire(error: AuthError): void;
  /** Cancels the sign-in in progress and forgets the tokens (destroy). */
  forget(): TokenSet | undefined;
}

/**
 * Signing in (popup, or the full-page redirect when the popup is blocked), out, and the session's
 * expiry. Finishes a redirect sign-in the page was reloaded with.
 */
export function createSignIn(
  { api, tokens, emit, call, gone, view, setView, connections, sync, auth, options, env, flow }: SessionContext,
  { loadConnections }: DataLoading,
  { followRunning, stopPoller }: SyncFollowing,
  { openRetailer }: Connecting,
): [SignInActions, SignIn] {
  const { clientId } = options;
  /** Bumped by every sign-in and sign-out, so a sign-in that finishes after a sign-out is dropped. */
  let generation = 0;
  /** Cancels the popup sign-in in progress (sign-out, destroy): the popup closes, no code is exchanged. */
  let popupAborter: AbortController | undefined;

  const isCurrent = (attempt: number): boolean => !gone() && attempt === generation;

  function pageRedirectUri(): string | null {
    if (options.pageRedirectUri !== undefined) return options.pageRedirectUri;
    const url = new URL(env.location.href());
    return url.origin + url.pathname;
  }

  function started(method?: 'popup' | 'redirect'): void {
    auth.value = { status: 'signing_in' };
    if (method) emit('auth.started', { method });
  }

  async function finish(attempt: number, signedIn: TokenSet): Promise<void> {
    if (!isCurrent(attempt)) return;
    tokens.set(signedIn);
    let user: UserProfile | undefined;
    let cause: unknown;
    try {
      user = await api.userInfo(call);
    } catch (error) {
      if (gone()) return;
      cause = error;
    }
    // The profile must be the token's own user (OIDC Core §5.3.2): no substituted userinfo answer.
    if (user?.sub !== signedIn.subject) {
      tokens.clear();
      throw new AuthError('userinfo_failed', 'Not the signed-in user', { cause });
    }
    if (!isCurrent(attempt)) return;
    auth.value = { status: 'signed_in', user };
    emit('auth.succeeded', {});
    void loadConnections();
    // A sync may still be running from before a reload or in another tab: follow it to its end
    // rather than let the shopper start a second one (and spend the retailer's sync quota).
    // Nothing to resume is the safe reading of a failure: the journey goes on as usual.
    const latest = await api.latestSync(call).catch(() => null);
    if (isCurrent(attempt) && followRunning(latest)) return;
    const current = view.value;
    if (current.name === 'sign_in') {
      if (current.retailerId === undefined) setView({ name: 'catalog' });
      else openRetailer(current.retailerId);
    }
  }

  function failed(attempt: number, error: unknown): void {
    if (!isCurrent(attempt)) return;
    tokens.clear();
    const widgetError = toWidgetError(error, 'token_exchange_failed');
    const { code } = widgetError;
    auth.value = { status: 'failed', error: widgetError };
    if (code === 'popup_closed') emit('auth.cancelled', { reason: code });
    else emit('auth.failed', { code });
  }

  function forget(): TokenSet | undefined {
    generation += 1;
    popupAborter?.abort();
    return tokens.clear();
  }

  // After the full-page fallback, the page reloads with `?code&state&iss`: finish that sign-in.
  // Only a page that started a redirect has a pending attempt; other query strings are not ours.
  const redirectUri = pageRedirectUri();
  if (redirectUri !== null && env.storage?.getItem(pendingRedirectKey(clientId)) != null) {
    started();
    const attempt = ++generation;
    void resumeRedirectAuthorization(env, flow, clientId, redirectUri)
      .then((signedIn) => (signedIn ? finish(attempt, signedIn) : void (auth.value = { status: 'signed_out' })))
      .catch((error: unknown) => failed(attempt, error));
  }

  return [{
    signIn() {
      const { status } = auth.value;
      if (gone() || status === 'signing_in' || status === 'signed_in') return;
      // Synchronously, inside the click: anything awaited first would let the browser block the popup.
      const popup = env.openPopup();
      const attempt = ++generation;
      const fail = (error: unknown): void => failed(attempt, error);
      if (popup) {
        const aborter = popupAborter = new AbortController();
        started('popup');
        void authorizeInPopup(env, flow, popup, compact({
          callbackOrigin: new URL(options.redirectUri).origin, signal: aborter.signal, timeoutMs: options.signInTimeoutMs || undefined,
        })).then((signedIn) => finish(attempt, signedIn)).catch(fail);
        return;
      }
      const redirectUri = pageRedirectUri();
      if (redirectUri === null || !env.storage) {
        fail(new AuthError('popup_blocked', 'Popup blocked'));
        return;
      }
      started('redirect');
      void startRedirectAuthorization(env, flow, clientId, redirectUri).catch(fail);
    },

    async signOut() {
      const held = forget();
      stopPoller();
      auth.value = { status: 'signed_out' };
      connections.value = { status: 'idle' };
      sync.value = null;
      emit('auth.signed_out', { reason: 'user' });
      setView({ name: 'catalog' });
      // Forgotten locally first; revoking is best effort (RFC 7009 §2), the refresh token first
      // because it is the long-lived one.
      if (held?.refreshToken) await flow.revoke(held.refreshToken, 'refresh_token');
      if (held) await flow.revoke(held.accessToken, 'access_token');
    },

  }, {
    forget,
    expire(error) {
      stopPoller();
      auth.value = { status: 'failed', error: toWidgetError(error) };
      connections.value = { status: 'idle' };
      emit('auth.signed_out', { reason: 'session_expired' });
      const current = view.value;
      setView(compact({ name: 'sign_in', retailerId: current.name === 'credentials' || current.name === 'mfa' ? current.retailerId : undefined }));
    },
  }];
}
