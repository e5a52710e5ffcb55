/** Why a sign-in or a token operation failed, stable across versions so hosts can `switch` on it. */
export type AuthErrorCode =
  /** The issuer, or the authorization endpoint it names, is neither https nor plain http on this machine. */
  | 'insecure_issuer'
  /** The provider's discovery document could not be read, names another issuer, or lacks an endpoint. */
  | 'discovery_failed'
  /** The popup was blocked and the full-page sign-in is off or impossible. */
  | 'popup_blocked'
  /** The user closed the popup, or the sign-in was cancelled (sign-out, destroy). */
  | 'popup_closed'
  /** The sign-in did not finish within its time limit (`signInTimeoutMs`). */
  | 'timeout'
  /** The callback belongs to no pending attempt: forged, replayed, or the attempt is gone. */
  | 'state_mismatch'
  /** The callback's `iss` is missing or names another issuer (RFC 9207). */
  | 'issuer_mismatch'
  /** The provider answered the authorization request with an error, e.g. `access_denied`. */
  | 'authorization_denied'
  /** The token endpoint refused the authorization code or the refresh, or its answer was not usable. */
  | 'token_exchange_failed'
  /** The signed-in user's profile could not be read, or it was another user's. */
  | 'userinfo_failed'
  /** The refresh token was refused (`invalid_grant`): the user must sign in again. */
  | 'session_expired'
  /** The provider could not be reached while refreshing; the tokens are kept. */
  | 'network';

/**
 * A failed sign-in or token operation: a stable `code` to switch on, and a `message` that tells a
 * developer what happened, written at the throw site, which knows which of a code's causes it was
 * (an attempt used twice, or a forged state, say). No message holds a token, an authorization code,
 * a state, or a URL that carries one. The UI has its own localised copy per code
 * (src/ui/error-copy.ts).
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  /**
   * The provider's own words for a refusal (its `error_description`, RFC 6749 §4.1.2.1 and §5.2),
   * when it gave one: the UI shows it to the user as text, never as HTML.
   */
  readonly providerReason: string | undefined;

  /** A `cause` of undefined is none: the error then has no `cause` property. */
  constructor(
    code: AuthErrorCode,
    message: string,
    options?: { cause?: unknown; providerReason?: string | undefined },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.providerReason = options?.providerReason || undefined;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}
