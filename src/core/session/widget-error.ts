import { isApiError } from '../api/api-error.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { WidgetError, WidgetErrorCode } from '../domain.ts';
import { compact } from '../util/compact.ts';

/**
 * Any failure as the contract's plain `WidgetError` (what signals and views hold). An ApiError or
 * AuthError keeps its message, which is written for developers and holds no secret. The message of
 * an unknown error is not passed on: it could carry anything, so the UI gets a stable code only.
 */
export function toWidgetError(error: unknown, fallback: WidgetErrorCode = 'invalid_response'): WidgetError {
  if (isApiError(error)) {
    const { code, message, status, detail, retryAfterSeconds } = error;
    return compact({ code: code === 'aborted' ? fallback : code, message, status, detail, retryAfterSeconds });
  }
  if (error instanceof AuthError) {
    return compact({ code: error.code, message: error.message, detail: error.providerReason });
  }
  return {
    code: fallback,
    message:
      'An unexpected error (neither an ApiError nor an AuthError) ended the operation; its own message is withheld, since it could hold anything.',
  };
}

/** A sync batch that ended in `error`; `retailerErrorCode` is the first failing retailer's reason, if it gave one. */
export function syncFailedError(syncId: string, retailerErrorCode: string | undefined): WidgetError {
  if (retailerErrorCode === undefined) {
    return { code: 'sync_failed', message: `The sync ${syncId} ended in error; no retailer gave a reason.` };
  }
  return {
    code: 'sync_failed',
    message: `The sync ${syncId} ended in error; the first failing retailer gave the reason ${retailerErrorCode}.`,
    retailerErrorCode,
  };
}

/** A sync batch that had not ended when the session stopped following it. */
export function syncTimedOutError(syncId: string, maxDurationMs: number): WidgetError {
  return {
    code: 'timeout',
    message: `Stopped following the sync ${syncId}: it had not ended after ${maxDurationMs / 1000} s of polling (polling.maxDurationMs).`,
  };
}

/**
 * The `error` event's payload for a failure the user is shown: its stable code and HTTP status only
 * (never its message or detail, which the host does not need).
 */
export const errorEvent = (error: WidgetError): { code: WidgetErrorCode; status?: number } =>
  compact({ code: error.code, status: error.status });

/** An expired session is handled once, by the sign-in (`expire`): other failures leave it alone. */
export const isExpired = (error: WidgetError): boolean => error.code === 'session_expired';
