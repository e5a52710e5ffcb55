import type { ApiVariant, WidgetError, WidgetErrorCode } from '../core/session-contract.ts';
import type { ErrorAction, Messages } from './i18n/messages.ts';

/**
 * What each error code offers the user. One table, so a new code is a compile error here until
 * someone decides what the user can do about it (the MX connect widget keeps the same kind of map).
 */
const ACTIONS: Readonly<Record<WidgetErrorCode, ErrorAction>> = {
  unauthorized: 'sign_in',
  session_expired: 'sign_in',
  forbidden: 'catalog',
  not_found: 'catalog',
  rate_limited: 'retry',
  upstream: 'retry',
  network: 'retry',
  invalid_response: 'retry',
  invalid_request: 'catalog',
  conflict: 'connections',
  sync_failed: 'retry',
  popup_blocked: 'sign_in',
  popup_closed: 'sign_in',
  timeout: 'sign_in',
  state_mismatch: 'sign_in',
  issuer_mismatch: 'sign_in',
  authorization_denied: 'sign_in',
  token_exchange_failed: 'sign_in',
  userinfo_failed: 'sign_in',
  discovery_failed: 'sign_in',
  // A misconfigured host: nothing the user can do but leave.
  insecure_issuer: 'close',
};

export interface ErrorCopy {
  readonly message: string;
  readonly action: ErrorAction;
}

/** The localised message for an error; never the English `error.message`, which is for developers. */
export function errorMessage(error: WidgetError, variant: ApiVariant, t: Messages): string {
  if (error.code === 'forbidden' && variant === 'B' && error.detail) return t.forbiddenMissing(error.detail);
  if (error.code === 'sync_failed' && error.retailerErrorCode) {
    return t.retailerErrors[error.retailerErrorCode] ?? t.errors.sync_failed;
  }
  return t.errors[error.code];
}

export function errorCopy(error: WidgetError, variant: ApiVariant, canRetry: boolean, t: Messages): ErrorCopy {
  let action = ACTIONS[error.code];
  // Wrong credentials will fail again on retry; the fix is Reconnect, on the connections screen.
  if (error.code === 'sync_failed' && error.retailerErrorCode === 'invalid_credentials') action = 'connections';
  if (action === 'retry' && !canRetry) action = 'catalog';
  return { message: errorMessage(error, variant, t), action };
}
