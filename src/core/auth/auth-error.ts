/** Why a sign-in failed, stable across versions so hosts can `switch` on it. */
export type AuthErrorCode =
  | 'insecure_issuer'
  | 'discovery_failed'
  | 'popup_blocked'
  | 'popup_closed'
  | 'timeout'
  | 'state_mismatch'
  | 'issuer_mismatch'
  | 'authorization_denied'
  | 'token_exchange_failed'
  | 'userinfo_failed'
  /** The refresh token was refused (`invalid_grant`): the user must sign in again. */
  | 'session_expired'
  /** The provider could not be reached while refreshing; the tokens are kept. */
  | 'network';

export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

/** An AuthError whose message is its code: terse, for developers; the UI has its own copy per code. */
export function authError(code: AuthErrorCode, cause?: unknown): AuthError {
  return new AuthError(code, code, cause === undefined ? undefined : { cause });
}
