import { AuthError } from '../auth/auth-error.ts';
import type { TokenSet } from '../auth/authorization-code-flow.ts';
import { authorizeInPopup, popupWindowName } from '../auth/popup-authorization.ts';
import {
  resumeRedirectAuthorization,
  startRedirectAuthorization,
  takeAuthorizationResponse,
  takePendingRedirect,
} from '../auth/redirect-authorization.ts';
import type { AuthState, OpenTarget, UserProfile, ViewState } from '../domain.ts';
import { compact } from '../util/compact.ts';
import type { Connecting } from './connecting.ts';
import type { SessionContext } from './context.ts';
import { loadConnections } from './loading.ts';
import type { Syncing } from './syncing.ts';
import type { Targets } from './targets.ts';
import { errorEvent, toWidgetError } from './widget-error.ts';

/** Signing in (popup, or the full-page redirect when the popup is blocked), signing out, and an expired session. */
export interface SigningIn {
  /** Opens the sign-in popup; must run synchronously in the click. */
  readonly signIn: () => void;
  /** Forgets the tokens, then revokes them. */
  readonly signOut: () => Promise<void>;
  /** The TokenKeeper's `onSessionExpired`: signed out, and the sign-in view asks to sign in again. */
  readonly expire: (error: AuthError) => void;
  /** destroy(): cancels the sign-in in progress, forgets every token and revokes them without waiting (the page may be going). */
  readonly forgetAndRevoke: () => void;
  /** After the full-page fallback, the page reloads with `?code&state&iss`: finishes that sign-in. */
  readonly resumeAfterRedirect: () => void;
}

export function createSigningIn(
  context: SessionContext,
  {
    connecting,
    syncing,
    targets,
    sessionId,
  }: {
    connecting: Pick<Connecting, 'openRetailer' | 'forgetUnanswered'>;
    syncing: Pick<Syncing, 'followRunning' | 'stopFollowing'>;
    targets: Pick<Targets, 'goTo'>;
    /** Names the session's own sign-in popup. */
    sessionId: string;
  },
): SigningIn {
  const { api, auth, call, connections, emit, env, flow, gone, options, setView, sync, tokens, view } = context;
  const { clientId } = options;
  /** Bumped by every sign-in and sign-out, so a sign-in that finishes after a sign-out is dropped. */
  let generation = 0;
  /** Cancels the popup sign-in in progress (sign-out, destroy): the popup closes, no code is exchanged. */
  let popupAborter: AbortController | undefined;
  const isCurrent = (signInId: number): boolean => !gone() && signInId === generation;

  function pageRedirectUri(): string | null {
    if (options.pageRedirectUri !== undefined) return options.pageRedirectUri;
    const url = new URL(env.location.href());
    return url.origin + url.pathname;
  }

  function started(method?: 'popup' | 'redirect'): void {
    auth.value = { status: 'signing_in' };
    if (method) emit('auth.started', { method });
  }

  /** A new sign-in's id: the sign-ins before it, and their outcomes, no longer count. */
  function nextSignIn(): number {
    generation += 1;
    return generation;
  }

  /**
   * Waits for sign-in `signInId` and takes its outcome: the tokens it came back with, `null` when
   * the page came back without an authorization response (nobody signed in), or its failure.
   */
  async function completeSignIn(signInId: number, signingIn: Promise<TokenSet | null>): Promise<void> {
    try {
      await finishSignIn(signInId, await signingIn);
    } catch (error) {
      signInFailed(signInId, error);
    }
  }

  /** Takes the tokens of sign-in `signInId` (or null: signed out); ignored once another sign-in or a sign-out came. */
  async function finishSignIn(signInId: number, signedIn: TokenSet | null): Promise<void> {
    if (!isCurrent(signInId)) {
      // A sign-out or destroy came first: nobody will hold these tokens, so they are revoked.
      if (signedIn) void flow.revokeAll(signedIn, gone());
      return;
    }
    if (!signedIn) {
      auth.value = { status: 'signed_out' };
      return;
    }
    tokens.set(signedIn);
    // Who signed in is the validated ID token's user; userinfo only adds to it, afterwards.
    auth.value = { status: 'signed_in', user: signedIn.user };
    emit('auth.succeeded', {});
    void addUserInfo(signInId, signedIn);
    void loadConnections(context);
    // A sync may still be running from before a reload or in another tab: follow it to its end
    // rather than let the shopper start a second one (and spend the retailer's sync quota).
    // Nothing to resume is the safe reading of a failure: the journey goes on as usual.
    const latest = await api.latestSync(call).catch(() => null);
    const current = view.value;
    // The host's target wins over the running sync's screen: that sync is still followed (its
    // events go out), behind the screen the host asked for.
    const target = current.name === 'sign_in' ? current.target : undefined;
    if (isCurrent(signInId) && syncing.followRunning(latest) && !target) return;
    if (current.name === 'sign_in') {
      if (target) targets.goTo(target);
      else if (current.retailerId === undefined) setView({ name: 'catalog' });
      else connecting.openRetailer(current.retailerId);
    }
  }

  /**
   * Adds the provider's userinfo claims to the signed-in user, when the provider has the endpoint
   * and answers about this user. Its failure leaves the sign-in as it is: the ID token named the user.
   */
  async function addUserInfo(signInId: number, signedIn: TokenSet): Promise<void> {
    let user: UserProfile;
    try {
      user = await flow.userInfo(signedIn, call.signal);
    } catch {
      return;
    }
    const current = auth.value;
    if (isCurrent(signInId) && current.status === 'signed_in' && current.user.sub === user.sub) {
      auth.value = { status: 'signed_in', user };
    }
  }

  /** The failure of sign-in `signInId`, ignored once another sign-in or a sign-out came. */
  function signInFailed(signInId: number, error: unknown): void {
    if (!isCurrent(signInId)) return;
    tokens.clear();
    const widgetError = toWidgetError(error, 'token_exchange_failed');
    const { code } = widgetError;
    auth.value = { status: 'failed', error: widgetError };
    // Closing the popup is the user's choice, not a failure: the sign-in view says it without an `error`.
    if (code === 'popup_closed') {
      emit('auth.cancelled', { reason: code });
      return;
    }
    emit('auth.failed', { code });
    emit('error', errorEvent(widgetError));
  }

  function signIn(): void {
    const { status } = auth.value;
    if (gone() || status === 'signing_in' || status === 'signed_in') return;
    // Synchronously, inside the click: anything awaited first would let the browser block the popup.
    const popup = env.openPopup(popupWindowName(sessionId));
    const signInId = nextSignIn();
    if (popup) {
      popupAborter = new AbortController();
      started('popup');
      const signingIn = authorizeInPopup(env, flow, popup, {
        callbackOrigin: new URL(options.redirectUri).origin,
        signal: popupAborter.signal,
        timeoutMs: options.signInTimeoutMs,
      });
      void completeSignIn(signInId, signingIn);
      return;
    }
    const redirectUri = pageRedirectUri();
    if (redirectUri === null) {
      signInFailed(
        signInId,
        new AuthError(
          'popup_blocked',
          'The browser blocked the sign-in popup, and the full-page sign-in is off (pageRedirectUri is null).',
        ),
      );
      return;
    }
    if (!env.storage) {
      signInFailed(
        signInId,
        new AuthError(
          'popup_blocked',
          'The browser blocked the sign-in popup, and the full-page sign-in needs sessionStorage, which this page does not have.',
        ),
      );
      return;
    }
    started('redirect');
    // The page leaves for the provider; only a failure to get there comes back.
    void startRedirectAuthorization(env, flow, clientId, redirectUri).catch((error: unknown) =>
      signInFailed(signInId, error),
    );
  }

  /** Cancels the sign-in in progress and forgets every token; answers them, to revoke. */
  function forget(): TokenSet | undefined {
    generation += 1;
    popupAborter?.abort();
    connecting.forgetUnanswered();
    return tokens.clear();
  }

  async function signOut(): Promise<void> {
    const held = forget();
    sync.value = null;
    signedOut({ status: 'signed_out' }, 'user');
    setView({ name: 'catalog' });
    // Forgotten locally first; revoking is best effort (RFC 7009 §2).
    if (held) await flow.revokeAll(held);
  }

  function expire(error: AuthError): void {
    const place = placeOf(view.value);
    signedOut({ status: 'failed', error: toWidgetError(error) }, 'session_expired');
    // Signing in again goes back where the shopper was (a running sync, an MFA prompt included, is
    // followed again from the service's latest sync once signed in).
    setView(compact({ name: 'sign_in', ...place }));
  }

  /**
   * Where a screen's journey picks up after signing in again: the retailer being connected, the
   * connections (at their retailer), or the target a sign-in view already had.
   */
  function placeOf(current: ViewState): { retailerId?: number; target?: OpenTarget } {
    switch (current.name) {
      case 'credentials':
      case 'mfa':
        return { retailerId: current.retailerId };
      case 'connections':
        return {
          target: current.retailerId === undefined ? { view: 'connections' } : { retailerId: current.retailerId },
        };
      case 'sign_in':
        return compact({ retailerId: current.retailerId, target: current.target });
      default:
        return {};
    }
  }

  /** What signing out and an expired session share: no sync followed, no connections, the event. */
  function signedOut(state: AuthState, reason: 'user' | 'session_expired'): void {
    syncing.stopFollowing();
    auth.value = state;
    connections.value = { status: 'idle' };
    emit('auth.signed_out', { reason });
  }

  function resumeAfterRedirect(): void {
    // Only a page that started a redirect has a pending attempt; other query strings are not ours.
    // Taken (and removed) on every page load, so an abandoned sign-in's verifier does not linger.
    const pending = takePendingRedirect(env, clientId);
    const redirectUri = pageRedirectUri();
    if (redirectUri === null) return;
    // A page that receives callbacks drops any authorization response from its address at once,
    // asked for or not (a code issued silently for another party's request included).
    const callback = pending !== undefined || isThisPage(redirectUri) ? takeAuthorizationResponse(env) : null;
    if (pending === undefined) return;
    started();
    void completeSignIn(nextSignIn(), resumeRedirectAuthorization(flow, pending, callback, redirectUri));
  }

  /** Whether `redirectUri` is this page (query and hash aside): then the provider may send callbacks here. */
  function isThisPage(redirectUri: string): boolean {
    const here = new URL(env.location.href());
    const target = new URL(redirectUri);
    return here.origin === target.origin && here.pathname === target.pathname;
  }

  function forgetAndRevoke(): void {
    const held = forget();
    if (held) void flow.revokeAll(held, true);
  }

  return { signIn, signOut, expire, forgetAndRevoke, resumeAfterRedirect };
}
