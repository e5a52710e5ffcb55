import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiError,
  codeForStatus,
  errorFromResponse,
  isApiError,
  type AnyApiError,
  type ApiErrorCode,
} from './api-error.ts';

describe('codeForStatus()', () => {
  it("should map the spec's statuses to stable codes", () => {
    expect([400, 401, 403, 404, 409, 422, 429, 502, 503, 500, 418].map(codeForStatus)).toEqual([
      'invalid_request',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'invalid_request',
      'rate_limited',
      'upstream',
      'upstream',
      'upstream',
      'invalid_request',
    ]);
  });
});

describe('errorFromResponse()', () => {
  it('should read detail and code from an RFC 9457 body', async () => {
    const response = new Response(
      JSON.stringify({
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'Missing permission: orders',
        code: 'permission_denied',
      }),
      { status: 403, headers: { 'content-type': 'application/problem+json' } },
    );

    const error = await errorFromResponse(response);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'forbidden',
      status: 403,
      detail: 'Missing permission: orders',
      problemCode: 'permission_denied',
    });
    expect(error.message).toBe(
      'The service refused the request: the signed-in user or this client may not do it (HTTP 403).' +
        ' The service said: "Missing permission: orders" (problem code permission_denied).',
    );
  });

  it("should fall back to the problem's title when it has no detail", async () => {
    const error = await errorFromResponse(Response.json({ title: 'Conflict' }, { status: 409 }));
    expect(error).toMatchObject({ code: 'conflict', detail: 'Conflict' });
    expect(error.message).toBe(
      'The request conflicts with the current state on the service (HTTP 409). The service said: "Conflict".',
    );
  });

  it('should keep the status code when the body is not a problem', async () => {
    const error = await errorFromResponse(
      new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(error.code).toBe('upstream');
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe(
      'The service, or the retailer behind it, is unavailable (HTTP 502); a later retry may succeed.',
    );
  });

  it('should survive a JSON content type with a broken body', async () => {
    const error = await errorFromResponse(
      new Response('{not json', { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
    expect(error.message).toBe('The service has no such resource (HTTP 404).');
  });

  it('should not let the body change the code the status gives', async () => {
    const response = Response.json({ code: 'rate_limited', detail: 'x' }, { status: 500 });
    expect((await errorFromResponse(response)).code).toBe('upstream');
  });

  it('should carry retryAfterSeconds when given', async () => {
    const error = await errorFromResponse(new Response(null, { status: 429 }), 12);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 12 });
    expect(error.message).toBe('The service refused the request: too many requests (HTTP 429); retry after 12 s.');
  });

  it('should name a problem code that comes without words', async () => {
    const error = await errorFromResponse(Response.json({ code: 'sync_limit_reached' }, { status: 422 }));
    expect(error).toMatchObject({ code: 'invalid_request', problemCode: 'sync_limit_reached' });
    expect(error.message).toBe(
      'The service refused the request as invalid (HTTP 422). Problem code: sync_limit_reached.',
    );
  });
});

describe('AnyApiError', () => {
  it('should narrow by code in a switch', () => {
    const error: unknown = new ApiError('rate_limited', 'slow down', { retryAfterSeconds: 3 });
    expect(isApiError(error)).toBe(true);
    const describe = (value: AnyApiError): string => {
      switch (value.code) {
        case 'rate_limited':
          return `wait ${value.retryAfterSeconds ?? '?'}`;
        default:
          return value.code;
      }
    };
    expect(describe(error as AnyApiError)).toBe('wait 3');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('ApiError', () => {
  it('should carry only the details it was given, with no own undefined fields', () => {
    const error = new ApiError('upstream', 'upstream', { status: 502, retryAfterSeconds: undefined });
    expect(error).toMatchObject({ code: 'upstream', status: 502 });
    expect('retryAfterSeconds' in error).toBe(false);
    expect('detail' in error).toBe(false);
  });
});

describe('apiError()', () => {
  it.each<[ApiErrorCode, ConstructorParameters<typeof ApiError>[2], string]>([
    ['unauthorized', { status: 401 }, 'The service refused the access token (HTTP 401).'],
    ['forbidden', {}, 'The service refused the request: the signed-in user or this client may not do it.'],
    ['not_found', { status: 404 }, 'The service has no such resource (HTTP 404).'],
    [
      'rate_limited',
      { status: 429, retryAfterSeconds: 42 },
      'The service refused the request: too many requests (HTTP 429); retry after 42 s.',
    ],
    [
      'rate_limited',
      { status: 429 },
      'The service refused the request: too many requests (HTTP 429); it did not say when to retry.',
    ],
    [
      'upstream',
      { status: 503 },
      'The service, or the retailer behind it, is unavailable (HTTP 503); a later retry may succeed.',
    ],
    ['network', {}, 'The service could not be reached: no answer arrived (offline, DNS, TLS or CORS failure).'],
    ['invalid_response', { status: 304 }, 'The service answered with something the client cannot use (HTTP 304).'],
    ['invalid_request', { status: 400 }, 'The service refused the request as invalid (HTTP 400).'],
    ['conflict', { status: 409 }, 'The request conflicts with the current state on the service (HTTP 409).'],
    ['session_expired', {}, 'The sign-in session has ended, so the request has no access token; sign in again.'],
    ['aborted', {}, 'The request was cancelled through its AbortSignal.'],
  ])('should describe %s in words, with the details it knows', (code, details, message) => {
    const error = apiError(code, details);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('should keep the cause it is given', () => {
    const cause = new TypeError('Failed to fetch');
    expect(apiError('network', { cause }).cause).toBe(cause);
    expect('cause' in apiError('network')).toBe(false);
  });
});
