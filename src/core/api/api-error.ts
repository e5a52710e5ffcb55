import type { WidgetErrorCode } from '../session-contract.ts';
import { compact } from '../util/compact.ts';

/**
 * The codes an API call can fail with: a subset of the contract's `WidgetErrorCode`, plus `aborted`
 * (the caller cancelled; the session swallows it, so it never reaches the UI's error copy).
 */
export type ApiErrorCode = Extract<WidgetErrorCode,
  | 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'upstream' | 'network'
  | 'invalid_response' | 'invalid_request' | 'conflict' | 'session_expired'> | 'aborted';

export interface ApiErrorDetails {
  status?: number;
  /** The problem body's `detail` (RFC 9457 §3.1.4): text for people, shown as text only. */
  detail?: string | undefined;
  /** The problem body's own `code`, e.g. `sync_limit_reached`. */
  problemCode?: string | undefined;
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/**
 * One class with a stable `code` (jose-style). `AnyApiError` is the union over codes, so
 * `switch (error.code)` narrows. Switch on `code`, never on `name`: minifiers shorten class names.
 * The details become own fields (`declare`d, so no field initialisers ship).
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  override readonly name = 'ApiError';
  declare readonly code: C;
  declare readonly status?: number;
  declare readonly detail?: string;
  declare readonly problemCode?: string;
  declare readonly retryAfterSeconds?: number;

  constructor(code: C, message: string, details: ApiErrorDetails = {}) {
    super(message, details);
    // Only the details it has: no own `status: undefined` and the like.
    Object.assign(this, compact({ ...details, code }));
  }
}

export type AnyApiError = { [C in ApiErrorCode]: ApiError<C> }[ApiErrorCode];

export function isApiError(error: unknown): error is AnyApiError {
  return error instanceof ApiError;
}

/** The statuses whose code the ranges below would not give. */
const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 429: 'rate_limited',
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'upstream' : status >= 400 ? 'invalid_request' : 'invalid_response');
}

/** A string field of a problem body, or undefined when it is missing, not text or implausibly long. */
const text = (value: unknown, maxLength = 2000): string | undefined =>
  typeof value === 'string' && value.length <= maxLength ? value : undefined;

/**
 * Builds the error of a non-2xx answer from its RFC 9457 problem body. The HTTP status decides the
 * code (a body cannot upgrade a 500 into something else); a body that is not a problem only loses
 * the `detail`.
 */
export async function errorFromResponse(response: Response, retryAfterSeconds?: number): Promise<AnyApiError> {
  const { status } = response;
  // Not JSON after all: the status alone still gives a stable code. (Fields of a non-object are undefined.)
  const body = response.headers.get('content-type')?.includes('json')
    ? await response.json().catch(() => undefined) as Record<string, unknown> | null | undefined
    : undefined;
  return apiError(codeForStatus(status), {
    status, retryAfterSeconds, detail: text(body?.['detail']) ?? text(body?.['title']), problemCode: text(body?.['code'], 100),
  }) as AnyApiError;
}

/** The message is the code: terse, for developers; the UI has its own copy per code. */
export function apiError<C extends ApiErrorCode>(code: C, details?: ApiErrorDetails): ApiError<C> {
  return new ApiError(code, code, details);
}
