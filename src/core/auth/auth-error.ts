import type { ErrorCodeOf } from '../error-codes.ts';

/**
 * Why a sign-in or a token operation failed, stable across versions so hosts can `switch` on it:
 * the rows of `ERROR_CODES` (src/core/error-codes.ts) raised by `auth`, each with its meaning.
 */
export type AuthErrorCode = ErrorCodeOf<'auth'>;

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
