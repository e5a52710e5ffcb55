/**
 * Every stable error code of the widget, written once. `WidgetErrorCode` is its keys; `ApiErrorCode`
 * and `AuthErrorCode` are the codes each part raises, read from the same rows; the UI's copy is a
 * record keyed by `WidgetErrorCode` in each shipped language (src/ui/i18n/messages.ts), so a code
 * added here without words in every language is a compile error. README.md and docs/core-sdk.md
 * list the same codes for hosts (checked by src/core/error-codes.test.ts).
 *
 * Each row names who raises the code: `api` the API client (`ApiError`), `auth` the sign-in and
 * token operations (`AuthError`), `session` the journey itself, `hosted` the hosted popup page. Hosts may read the list at run time
 * (the package exports it); the widget itself reads it as types only, so the script tag carries none of it.
 */
export const ERROR_CODES = {
  /** 401 that a refresh of the access token did not cure: sign in again. */
  unauthorized: ['api'],
  /** 403: variant B names the missing permission in `detail`. */
  forbidden: ['api'],
  /** 404. */
  not_found: ['api'],
  /** 429 after the retries, or a Retry-After too long to wait for: `retryAfterSeconds` says how long. */
  rate_limited: ['api'],
  /** 502/503 after the retries, or another 5xx. */
  upstream: ['api'],
  /** Fetch failed after the retries (offline, DNS, TLS, CORS), or the provider was unreachable while refreshing. */
  network: ['api', 'auth'],
  /** A body that is not JSON or not the documented shape. */
  invalid_response: ['api'],
  /** 400, 422 or another 4xx from the service, or a request refused before sending. */
  invalid_request: ['api'],
  /** 409. */
  conflict: ['api'],
  /** A sync batch ended in `error` (`retailerErrorCode` says why). */
  sync_failed: ['session'],
  /** The popup was blocked and the full-page sign-in is off or impossible. */
  popup_blocked: ['auth'],
  /** The user closed the popup, or the sign-in was cancelled (sign-out, destroy). */
  popup_closed: ['auth'],
  /** The sign-in (`signInTimeoutMs`) or the sync poll (`polling.maxDurationMs`) ran out of time. */
  timeout: ['auth', 'session'],
  /** The callback belongs to no pending attempt: forged, replayed, or the attempt is gone. */
  state_mismatch: ['auth'],
  /** The callback's `iss` is missing or names another issuer (RFC 9207). */
  issuer_mismatch: ['auth'],
  /** The provider answered the authorization request with an error, e.g. `access_denied`. */
  authorization_denied: ['auth'],
  /** The token endpoint refused the authorization code or the refresh, or its answer was not usable. */
  token_exchange_failed: ['auth'],
  /** The signed-in user's profile could not be read, or it was another user's. */
  userinfo_failed: ['auth'],
  /** The provider's discovery document could not be read, names another issuer, or lacks an endpoint. */
  discovery_failed: ['auth'],
  /** The issuer, or the authorization endpoint it names, is neither https nor plain http on this machine. */
  insecure_issuer: ['auth'],
  /** The refresh token was refused (`invalid_grant`) or the user signed out: sign in again. */
  session_expired: ['api', 'auth'],
  /** `open(target)` named a retailer the catalog does not have. */
  retailer_not_found: ['session'],
  /** `open({ retailerId, reconnect: true })` named a connection that is not in status `error`. */
  connection_not_in_error: ['session'],
  /** The hosted page refused the sign-in parameters its address carries (an edited URL) and did not sign in. */
  invalid_authorization_params: ['hosted'],
} as const satisfies Readonly<Record<string, readonly ErrorSource[]>>;

/** The part of the widget that raises an error code. */
export type ErrorSource = 'api' | 'auth' | 'session' | 'hosted';

/** Stable error codes the UI maps to copy and an action, and hosts may `switch` on. */
export type WidgetErrorCode = keyof typeof ERROR_CODES;

/** The codes that `source` raises, read from the rows of `ERROR_CODES`. */
export type ErrorCodeOf<Source extends ErrorSource> = {
  [Code in WidgetErrorCode]: Source extends (typeof ERROR_CODES)[Code][number] ? Code : never;
}[WidgetErrorCode];
