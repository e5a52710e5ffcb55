import type { WidgetErrorCode } from '../session-contract.ts';

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
  detail?: string;
  /** The problem body's own `code`, e.g. `sync_limit_reached`. */
  problemCode?: string;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * One class with a stable `code` (jose-style). `AnyApiError` is the union over codes, so
 * `switch (error.code)` narrows. Switch on `code`, never on `name`: minifiers shorten class names.
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  override readonly name = 'ApiError';
  readonly code: C;
  readonly status?: number;
  readonly detail?: string;
  readonly problemCode?: string;
  readonly retryAfterSeconds?: number;

  constructor(code: C, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.detail !== undefined) this.detail = details.detail;
    if (details.problemCode !== undefined) this.problemCode = details.problemCode;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export type AnyApiError = { [C in ApiErrorCode]: ApiError<C> }[ApiErrorCode];

export function isApiError(error: unknown): error is AnyApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'invalid_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict',
  422: 'invalid_request', 429: 'rate_limited', 502: 'upstream', 503: 'upstream', 504: 'upstream',
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'upstream' : status >= 400 ? 'invalid_request' : 'invalid_response');
}

const MESSAGES: Readonly<Record<ApiErrorCode, string>> = {
  unauthorized: 'The access token was refused.',
  forbidden: 'This client lacks the permission for the request.',
  not_found: 'The resource does not exist.',
  rate_limited: 'Too many requests; wait before trying again.',
  upstream: 'The service or the retailer is unavailable.',
  network: 'The service could not be reached.',
  invalid_response: 'The service answered in an unexpected format.',
  invalid_request: 'The service refused the request.',
  conflict: 'The request conflicts with the current state.',
  session_expired: 'The session has ended; sign in again.',
  aborted: 'The request was cancelled.',
};

function stringField(record: Record<string, unknown>, key: string, maxLength = 2000): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/**
 * Builds the error of a non-2xx answer from its RFC 9457 problem body. The HTTP status decides the
 * code (a body cannot upgrade a 500 into something else); a body that is not a problem only loses
 * the `detail`.
 */
export async function errorFromResponse(response: Response, retryAfterSeconds?: number): Promise<AnyApiError> {
  const code = codeForStatus(response.status);
  const details: ApiErrorDetails = { status: response.status };
  if (retryAfterSeconds !== undefined) details.retryAfterSeconds = retryAfterSeconds;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const record = body as Record<string, unknown>;
        const detail = stringField(record, 'detail') ?? stringField(record, 'title');
        const problemCode = stringField(record, 'code', 100);
        if (detail !== undefined) details.detail = detail;
        if (problemCode !== undefined) details.problemCode = problemCode;
      }
    } catch {
      // Not JSON after all: the status alone still gives a stable code.
    }
  }
  return new ApiError(code, MESSAGES[code], details) as AnyApiError;
}

export function apiError<C extends ApiErrorCode>(code: C, details: ApiErrorDetails = {}): ApiError<C> {
  return new ApiError(code, MESSAGES[code], details);
}
