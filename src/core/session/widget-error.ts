import { isApiError } from '../api/api-error.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { WidgetError, WidgetErrorCode } from '../session-contract.ts';

/**
 * Any failure as the contract's plain `WidgetError` (what signals and views hold). A message from an
 * unknown error is not passed on: it could carry anything, so the UI gets a stable code only.
 */
export function toWidgetError(error: unknown, fallback: WidgetErrorCode = 'invalid_response'): WidgetError {
  if (isApiError(error)) {
    return {
      code: error.code === 'aborted' ? fallback : error.code,
      message: error.message,
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.detail === undefined ? {} : { detail: error.detail }),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (error instanceof AuthError) return { code: error.code, message: error.message };
  return { code: fallback, message: 'Something unexpected went wrong.' };
}

export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.code === 'aborted';
}
