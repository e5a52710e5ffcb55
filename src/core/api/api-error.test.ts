import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, errorFromResponse, isApiError, type AnyApiError } from './api-error.ts';

describe('codeForStatus()', () => {
  it('should map the spec\'s statuses to stable codes', () => {
    expect([400, 401, 403, 404, 409, 422, 429, 502, 503, 500, 418].map(codeForStatus)).toEqual([
      'invalid_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'invalid_request', 'rate_limited', 'upstream', 'upstream', 'upstream', 'invalid_request',
    ]);
  });
});

describe('errorFromResponse()', () => {
  it('should read detail and code from an RFC 9457 body', async () => {
    const response = new Response(JSON.stringify({
      type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Missing permission: orders', code: 'permission_denied',
    }), { status: 403, headers: { 'content-type': 'application/problem+json' } });

    const error = await errorFromResponse(response);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'forbidden', status: 403, detail: 'Missing permission: orders', problemCode: 'permission_denied' });
  });

  it('should keep the status code when the body is not a problem', async () => {
    const error = await errorFromResponse(new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(error.code).toBe('upstream');
    expect(error.detail).toBeUndefined();
  });

  it('should survive a JSON content type with a broken body', async () => {
    const error = await errorFromResponse(new Response('{not json', { status: 404, headers: { 'content-type': 'application/json' } }));
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('should not let the body change the code the status gives', async () => {
    const response = Response.json({ code: 'rate_limited', detail: 'x' }, { status: 500 });
    expect((await errorFromResponse(response)).code).toBe('upstream');
  });

  it('should carry retryAfterSeconds when given', async () => {
    const error = await errorFromResponse(new Response(null, { status: 429 }), 12);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 12 });
  });
});

describe('AnyApiError', () => {
  it('should narrow by code in a switch', () => {
    const error: unknown = new ApiError('rate_limited', 'slow down', { retryAfterSeconds: 3 });
    expect(isApiError(error)).toBe(true);
    const describe = (value: AnyApiError): string => {
      switch (value.code) {
        case 'rate_limited': return `wait ${value.retryAfterSeconds ?? '?'}`;
        default: return value.code;
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
