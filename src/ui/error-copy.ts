import type { ApiVariant, WidgetError, WidgetErrorCode } from '../core/session-contract.ts';
import type { ErrorAction, Messages } from './i18n/messages.ts';

/**
 * What each code offers the user (the MX connect widget keeps such a map). Every code has a row: a
 * code added to `WidgetErrorCode` is a compile error here until someone decides what the user can
 * do about it, and a row for a removed code is one too.
 */
const ACTIONS: Readonly<Record<WidgetErrorCode, ErrorAction>> = {
  // A session or sign-in that failed: signing in again is the way on.
  unauthorized: 'signIn',
  session_expired: 'signIn',
  popup_blocked: 'signIn',
  popup_closed: 'signIn',
  timeout: 'signIn',
  state_mismatch: 'signIn',
  issuer_mismatch: 'signIn',
  authorization_denied: 'signIn',
  token_exchange_failed: 'signIn',
  userinfo_failed: 'signIn',
  discovery_failed: 'signIn',
  forbidden: 'showCatalog',
  not_found: 'showCatalog',
  invalid_request: 'showCatalog',
  rate_limited: 'retry',
  upstream: 'retry',
  network: 'retry',
  invalid_response: 'retry',
  sync_failed: 'retry',
  conflict: 'showConnections',
  // A misconfigured host: nothing the user can do but leave.
  insecure_issuer: 'close',
};

/** The localised message for an error; never the English `error.message`, which is for developers. */
export function errorMessage({ code, detail, retailerErrorCode }: WidgetError, variant: ApiVariant, t: Messages): string {
  if (code === 'forbidden' && variant === 'B' && detail) return t.forbiddenMissing(detail);
  return (code === 'sync_failed' && retailerErrorCode && t.retailerErrors[retailerErrorCode]) || t.errors[code];
}

/** What the error screen offers; `retry` only when the session can repeat what failed. */
export function errorAction({ code, retailerErrorCode }: WidgetError, canRetry: boolean): ErrorAction {
  // Wrong credentials will fail again on retry; the fix is Reconnect, on the connections screen.
  const action = code === 'sync_failed' && retailerErrorCode === 'invalid_credentials' ? 'showConnections'
    : ACTIONS[code];
  return action === 'retry' && !canRetry ? 'showCatalog' : action;
}
