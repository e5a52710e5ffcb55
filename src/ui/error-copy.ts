import type { ApiVariant, WidgetError, WidgetErrorCode } from '../core/session-contract.ts';
import type { ErrorAction, Messages } from './i18n/messages.ts';

/** The codes whose fix is signing in again: every code the table below leaves out. */
type SignInAgain = 'unauthorized' | 'session_expired' | 'popup_blocked' | 'popup_closed' | 'timeout'
  | 'state_mismatch' | 'issuer_mismatch' | 'authorization_denied' | 'token_exchange_failed'
  | 'userinfo_failed' | 'discovery_failed';

/**
 * What each other code offers the user. A new code is a compile error here until someone decides
 * what the user can do about it, here or in `SignInAgain` (the MX connect widget keeps such a map).
 */
const ACTIONS: Readonly<Record<Exclude<WidgetErrorCode, SignInAgain>, ErrorAction>> = {
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
    : (ACTIONS as Partial<Record<WidgetErrorCode, ErrorAction>>)[code] ?? 'signIn';
  return action === 'retry' && !canRetry ? 'showCatalog' : action;
}
