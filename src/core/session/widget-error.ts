import { isApiError } from '../api/api-error.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { WidgetError, WidgetErrorCode } from '../session-contract.ts';
import { compact } from '../util/compact.ts';

/**
 * Any failure as the contract's plain `WidgetError` (what signals and views hold). A message from an
 * unknown error is not passed on: it could carry anything, so the UI gets a stable code only.
 */
export function toWidgetError(error: unknown, fallback: WidgetErrorCode = 'invalid_response'): WidgetError {
  if (isApiError(error)) {
    const { code, message, status, detail, retryAfterSeconds } = error;
    return compact({ code: code === 'aborted' ? fallback : code, message, status, detail, retryAfterSeconds });
  }
  if (error instanceof AuthError) return { code: error.code, message: error.message };
  return { code: fallback, message: fallback };
}

/** An expired session is handled once, by the sign-in (`expire`): other failures leave it alone. */
export const isExpired = (error: WidgetError): boolean => error.code === 'session_expired';
