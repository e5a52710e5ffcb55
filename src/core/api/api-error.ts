import type { ErrorCodeOf } from '../error-codes.ts';

/**
 * The codes an API call can fail with: the rows of `ERROR_CODES` (src/core/error-codes.ts) raised by
 * `api`, plus `aborted` (the caller cancelled; the session swallows it, so it never reaches the UI's
 * error copy).
 */
export type ApiErrorCode = ErrorCodeOf<'api'> | 'aborted';

/** What an `ApiError` carries besides its code and message (the constructor's third argument). */
export interface ApiErrorDetails {
  status?: number | undefined;
  /** The problem body's `detail` (RFC 9457 §3.1.4): text for people, shown as text only. */
  detail?: string | undefined;
  /** The problem body's own `code`, e.g. `sync_limit_reached`. */
  problemCode?: string | undefined;
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/**
 * One class with a stable `code` (jose-style) and a `message` that tells a developer what happened.
 * `AnyApiError` is the union over codes, so `switch (error.code)` narrows. Switch on `code`, never
 * on `name` or `message`: minifiers shorten class names, and messages may be reworded.
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  override readonly name = 'ApiError';
  readonly code: C;
  // Declared rather than defined: a detail the error lacks is no own property at all (not an own
  // `undefined`), so the error shows only what is known.
  declare readonly status?: number;
  declare readonly detail?: string;
  declare readonly problemCode?: string;
  declare readonly retryAfterSeconds?: number;

  constructor(code: C, message: string, details: ApiErrorDetails = {}) {
    const { status, detail, problemCode, retryAfterSeconds, cause } = details;
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    if (status !== undefined) this.status = status;
    if (detail !== undefined) this.detail = detail;
    if (problemCode !== undefined) this.problemCode = problemCode;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type AnyApiError = { [C in ApiErrorCode]: ApiError<C> }[ApiErrorCode];

export function isApiError(error: unknown): error is AnyApiError {
  return error instanceof ApiError;
}

/** The statuses whose code the ranges below would not give. */
const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

export function codeForStatus(status: number): ApiErrorCode {
  const code = CODE_BY_STATUS[status];
  if (code) return code;
  if (status >= 500) return 'upstream';
  if (status >= 400) return 'invalid_request';
  return 'invalid_response';
}

/** ` (HTTP 503)` when the status is known, else nothing. */
function httpStatus({ status }: ApiErrorDetails): string {
  return status === undefined ? '' : ` (HTTP ${status})`;
}

/**
 * What each code means, in words, for a developer or a log (the UI has its own localised copy per
 * code, in src/ui/error-copy.ts). Throw sites that know more than the code say it themselves.
 */
const API_ERROR_MESSAGES: { readonly [C in ApiErrorCode]: (details: ApiErrorDetails) => string } = {
  unauthorized: (details) => `The service refused the access token${httpStatus(details)}.`,
  forbidden: (details) =>
    `The service refused the request: the signed-in user or this client may not do it${httpStatus(details)}.`,
  not_found: (details) => `The service has no such resource${httpStatus(details)}.`,
  rate_limited: (details) =>
    `The service refused the request: too many requests${httpStatus(details)}; ${
      details.retryAfterSeconds === undefined
        ? 'it did not say when to retry'
        : `retry after ${details.retryAfterSeconds} s`
    }.`,
  upstream: (details) =>
    `The service, or the retailer behind it, is unavailable${httpStatus(details)}; a later retry may succeed.`,
  network: () => 'The service could not be reached: no answer arrived (offline, DNS, TLS or CORS failure).',
  invalid_response: (details) => `The service answered with something the client cannot use${httpStatus(details)}.`,
  invalid_request: (details) => `The service refused the request as invalid${httpStatus(details)}.`,
  conflict: (details) => `The request conflicts with the current state on the service${httpStatus(details)}.`,
  session_expired: () => 'The sign-in session has ended, so the request has no access token; sign in again.',
  aborted: () => 'The request was cancelled through its AbortSignal.',
};

/** What the service's problem body said, as a sentence to append; nothing when it said nothing. */
function problemText({ detail, problemCode }: ApiErrorDetails): string {
  if (detail !== undefined && problemCode !== undefined)
    return ` The service said: "${detail}" (problem code ${problemCode}).`;
  if (detail !== undefined) return ` The service said: "${detail}".`;
  if (problemCode !== undefined) return ` Problem code: ${problemCode}.`;
  return '';
}

/** The developer message of `code` with what is known of it: status, retry delay, the problem body's words. */
export function apiErrorMessage(code: ApiErrorCode, details: ApiErrorDetails = {}): string {
  return API_ERROR_MESSAGES[code](details) + problemText(details);
}

/** An ApiError whose message is the standard sentence of its code and details. */
export function apiError<C extends ApiErrorCode>(code: C, details: ApiErrorDetails = {}): ApiError<C> {
  return new ApiError(code, apiErrorMessage(code, details), details);
}

/** A string field of a problem body, or undefined when it is missing, not text or implausibly long. */
function text(value: unknown, maxLength = 2000): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** The fields of a JSON object body; nothing when the body is not JSON or not an object. */
async function problemFields(response: Response): Promise<Record<string, unknown>> {
  if (!response.headers.get('content-type')?.includes('json')) return {};
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {}; // not JSON after all: the status alone still gives a stable code
  }
}

/**
 * Builds the error of a non-2xx answer from its RFC 9457 problem body. The HTTP status decides the
 * code (a body cannot upgrade a 500 into something else); a body that is not a problem only loses
 * the `detail`.
 */
export async function errorFromResponse(response: Response, retryAfterSeconds?: number): Promise<AnyApiError> {
  const { status } = response;
  const body = await problemFields(response);
  return apiError(codeForStatus(status), {
    status,
    retryAfterSeconds,
    detail: text(body['detail']) ?? text(body['title']),
    problemCode: text(body['code'], 100),
  });
}
