import type { ApiVariant, WidgetError, WidgetErrorCode } from '../core/session-contract.ts';
import type { ErrorAction, Messages } from './i18n/messages.ts';

/** Checks, at compile time only, that each listed code is a `WidgetErrorCode`. */
type Codes<C extends WidgetErrorCode> = C;

/**
 * A session or sign-in that failed: signing in again is the way on. The most common action, so it
 * is the default and these codes cost the bundle nothing; naming them here still makes a new code
 * a compile error in `ACTIONS` until someone decides what the user can do about it.
 */
type SignInCode = Codes<
  | 'unauthorized'
  | 'session_expired'
  | 'popup_blocked'
  | 'popup_closed'
  | 'timeout'
  | 'state_mismatch'
  | 'issuer_mismatch'
  | 'authorization_denied'
  | 'token_exchange_failed'
  | 'userinfo_failed'
  | 'discovery_failed'
>;

/**
 * What every other code offers the user (the MX connect widget keeps such a map). Every one has a
 * row: a code added to `WidgetErrorCode` and not to `SignInCode` is a compile error here, and a row
 * for a removed code is one too.
 */
const ACTIONS: Readonly<Record<Exclude<WidgetErrorCode, SignInCode>, Exclude<ErrorAction, 'signIn'>>> = {
  forbidden: 'showCatalog',
  not_found: 'showCatalog',
  invalid_request: 'showCatalog',
  rate_limited: 'retry',
  upstream: 'retry',
  network: 'retry',
  invalid_response: 'retry',
  sync_failed: 'retry',
  conflict: 'showConnections',
  // open(target) to a retailer the catalog lacks, or to repair a connection that is not broken.
  retailer_not_found: 'showCatalog',
  connection_not_in_error: 'showConnections',
  // A misconfigured host: nothing the user can do but leave.
  insecure_issuer: 'close',
  invalid_authorization_params: 'close',
};

/** The localised message for an error; never the English `error.message`, which is for developers. */
export function errorMessage(
  { code, detail, retailerErrorCode }: WidgetError,
  variant: ApiVariant,
  t: Messages,
): string {
  if (code === 'forbidden' && variant === 'B' && detail) return t.forbiddenMissing(detail);
  // A refused sign-in with the provider's own reason (its error_description), which often says why.
  if (detail && (code === 'authorization_denied' || code === 'token_exchange_failed')) {
    return t.providerSaid(t.errors[code], detail);
  }
  // A reason the retailer gave, when we have words for it; any other gets the generic message.
  const reason = code === 'sync_failed' && retailerErrorCode ? t.retailerErrors[retailerErrorCode] : undefined;
  return reason || t.errors[code];
}

/** What the error screen offers; `retry` only when the session can repeat what failed. */
export function errorAction({ code, retailerErrorCode }: WidgetError, canRetry: boolean): ErrorAction {
  // Wrong credentials will fail again on retry; the fix is Reconnect, on the connections screen.
  if (code === 'sync_failed' && retailerErrorCode === 'invalid_credentials') return 'showConnections';
  // Read as a partial map: the codes without a row are the SignInCodes.
  const action = (ACTIONS as Partial<Record<WidgetErrorCode, ErrorAction>>)[code] ?? 'signIn';
  return action === 'retry' && !canRetry ? 'showCatalog' : action;
}
