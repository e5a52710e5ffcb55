import type { AuthState, OpenTarget } from '../../domain.ts';
import { compact } from '../../util/compact.ts';
import { errorEvent } from '../widget-error.ts';
import { openRetailer } from './connecting.ts';
import type { InputOf } from './inputs.ts';
import { loadConnections } from './loading.ts';
import type { MachineState } from './state.ts';
import type { Step } from './step.ts';
import { followRunning } from './syncing.ts';
import { goTo } from './targets.ts';

function started(step: Step, method?: 'popup' | 'redirect'): void {
  step.set({ auth: { status: 'signing_in' } });
  if (method) step.emit('auth.started', { method });
}

/** Opens the sign-in popup: the runner opens it synchronously, still inside the click. */
export function signIn(step: Step): void {
  const { status } = step.state.auth;
  if (status === 'signing_in' || status === 'signed_in') return;
  const operation = step.start('signIn');
  step.push({ type: 'openPopup', operation });
}

/** The popup opened, or was blocked: then the full-page sign-in, when the page allows it. */
export function popupOpened(step: Step, { operation, popup, redirect }: InputOf<'popupOpened'>): void {
  if (!step.awaits('signIn', operation)) return;
  if (popup) {
    started(step, 'popup');
    step.push({ type: 'request', operation, of: 'signIn', request: { kind: 'popupSignIn', popup } });
    return;
  }
  if (!redirect.available) {
    const message =
      redirect.reason === 'off'
        ? 'The browser blocked the sign-in popup, and the full-page sign-in is off (pageRedirectUri is null).'
        : 'The browser blocked the sign-in popup, and the full-page sign-in needs sessionStorage, which this page does not have.';
    step.finish('signIn');
    signInFailed(step, { error: { code: 'popup_blocked', message } });
    return;
  }
  started(step, 'redirect');
  // The page leaves for the provider; only a failure to get there comes back.
  step.push({
    type: 'request',
    operation,
    of: 'signIn',
    // Where the shopper is, stored with the attempt, so the page comes back to it.
    request: { kind: 'redirectSignIn', redirectUri: redirect.redirectUri, resume: placeOf(step.state) },
  });
}

/** After the full-page sign-in, the page came back with `?code&state&iss`: finishes that sign-in. */
export function redirectReturned(
  step: Step,
  { pending, callback, redirectUri, resume }: InputOf<'redirectReturned'>,
): void {
  started(step);
  // Back on the sign-in view the page left from: once signed in, it goes on as it would have after
  // the popup (latestSyncLoaded), to the retailer's form, the host's target or a sync waiting for MFA.
  if (resume?.retailerId !== undefined || resume?.target) step.enter(compact({ phase: 'sign_in' as const, ...resume }));
  step.start('signIn', { kind: 'finishRedirect', pending, callback, redirectUri });
}

export function signInSucceeded(step: Step, { tokens }: InputOf<'signInSucceeded'>): void {
  if (!tokens) {
    step.set({ auth: { status: 'signed_out' } });
    return;
  }
  step.push({ type: 'holdTokens', tokens });
  // Who signed in is the validated ID token's user; userinfo only adds to it, afterwards.
  step.set({ auth: { status: 'signed_in', user: tokens.user } });
  step.emit('auth.succeeded', {});
  step.start('userInfo', { kind: 'userInfo', tokens });
  loadConnections(step);
  // A sync may still be running from before a reload or in another tab: follow it to its end
  // rather than let the shopper start a second one (and spend the retailer's sync quota).
  step.start('latestSync', { kind: 'latestSync' });
}

/**
 * The service's latest sync, asked for once signed in (null when there is none, or asking failed:
 * nothing to resume is the safe reading). Then the journey goes on where the sign-in view said.
 */
export function latestSyncLoaded(step: Step, { latest, now }: InputOf<'latestSyncLoaded'>): void {
  const current = step.state;
  // The host's target wins over the running sync's screen: that sync is still followed (its
  // events go out), behind the screen the host asked for.
  const target = current.phase === 'sign_in' ? current.target : undefined;
  if (followRunning(step, latest, now) && !target) return;
  if (current.phase !== 'sign_in') return;
  if (target) goTo(step, target);
  else if (current.retailerId === undefined) step.enter({ phase: 'catalog' });
  else openRetailer(step, current.retailerId);
}

/** Adds the provider's userinfo claims to the signed-in user, when they are about this user. */
export function userInfoLoaded(step: Step, { user }: InputOf<'userInfoLoaded'>): void {
  const current = step.state.auth;
  if (current.status === 'signed_in' && current.user.sub === user.sub)
    step.set({ auth: { status: 'signed_in', user } });
}

export function signInFailed(step: Step, { error }: Pick<InputOf<'signInFailed'>, 'error'>): void {
  step.push({ type: 'forgetTokens', revoke: 'no' });
  step.set({ auth: { status: 'failed', error } });
  // Closing the popup is the user's choice, not a failure: the sign-in view says it without an `error`.
  if (error.code === 'popup_closed') {
    step.emit('auth.cancelled', { reason: 'popup_closed' });
    return;
  }
  step.emit('auth.failed', { code: error.code });
  step.emit('error', errorEvent(error));
}

/**
 * What signing out and an expired session share: no sync followed, no connections, the event.
 * What the signed-in user or the followed sync owned ends with them (state.ts's `OPERATION_OWNERS`).
 */
function signedOut(step: Step, auth: AuthState, reason: 'user' | 'session_expired'): void {
  step.set({ auth, connections: { status: 'idle' }, following: null, opening: null });
  step.emit('auth.signed_out', { reason });
}

/** Forgets the tokens, then revokes them (best effort, RFC 7009 §2). */
export function signOut(step: Step): void {
  // The sign-in in progress is cancelled (its popup closes); what the signed-in user started ends
  // with the account when `signedOut` signs out.
  step.abort('signIn');
  step.set({ sync: null });
  step.push({ type: 'forgetTokens', revoke: 'wait' });
  signedOut(step, { status: 'signed_out' }, 'user');
  step.enter({ phase: 'catalog' });
}

/** The TokenKeeper could not refresh: signed out, and the sign-in view asks to sign in again. */
export function sessionExpired(step: Step, { error }: InputOf<'sessionExpired'>): void {
  if (step.state.auth.status !== 'signed_in') return;
  const place = placeOf(step.state);
  signedOut(step, { status: 'failed', error }, 'session_expired');
  // Signing in again goes back where the shopper was (a running sync, an MFA prompt included, is
  // followed again from the service's latest sync once signed in).
  step.enter(compact({ phase: 'sign_in' as const, ...place }));
}

/**
 * Where a screen's journey picks up after signing in again: the retailer being connected, the
 * connections (at their retailer), or the target a sign-in view already had.
 */
function placeOf(current: MachineState): { retailerId?: number; target?: OpenTarget } {
  switch (current.phase) {
    case 'credentials':
    case 'connecting':
      return { retailerId: current.retailerId };
    case 'mfa':
      return { retailerId: current.following.mfa.retailerId };
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

/**
 * destroy(): every operation stops (`destroyed` owns none: lifetimes.ts), every token is forgotten
 * and revoked without waiting (the page may be going).
 */
export function destroy(step: Step): void {
  step.enter({ phase: 'destroyed' });
  step.push({ type: 'forgetTokens', revoke: 'keepalive' });
}
