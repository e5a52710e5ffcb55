import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, FAKE_API_BASE, problemResponse, type FakeApi } from '../test-support/fake-api.ts';
import { createFakeEnvironment, FAKE_EPOCH } from '../test-support/fake-environment.ts';
import type { AnyApiError } from './api-error.ts';
import { HttpClient, type AccessTokenSource, type HttpRequest } from './http-client.ts';

const staticTokens: AccessTokenSource = {
  accessToken: async () => 'access-1',
  refreshAfterRejection: async () => 'access-1',
};

function setup(options: { fetch?: typeof fetch; api?: FakeApi } = {}) {
  const api = options.api ?? createFakeApi();
  const env = createFakeEnvironment(options.fetch ?? api.fetch);
  const onRateLimited = vi.fn();
  const http = new HttpClient({ baseUrl: FAKE_API_BASE, env, tokens: staticTokens, onRateLimited });
  return { api, env, http, onRateLimited };
}

function status(code: number, headers: Record<string, string> = {}) {
  return () => problemResponse(code, 'x', 'scripted', headers);
}

/** Starts a request and settles it as an outcome, so fake time can be advanced meanwhile. */
function start(http: HttpClient, request: HttpRequest) {
  return http.request(request).then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as AnyApiError }),
  );
}

const GET_CONNECTIONS: HttpRequest = { method: 'GET', path: '/sync/retailers' };

describe('HttpClient.request()', () => {
  it('should send the bearer token and answer the parsed body and RateLimit state', async () => {
    const { http, api } = setup();
    const response = await http.request(GET_CONNECTIONS);
    expect(response.body).toEqual([]);
    expect(response.rateLimit).toEqual({ remaining: 99, resetSeconds: 60 });
    expect(api.requests[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('should send no token to the public catalog', async () => {
    const { http, api } = setup();
    await http.request({ method: 'GET', path: '/retailers/available', authenticated: false });
    expect(api.requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('should retry 502 and 503 with full-jitter backoff and then succeed', async () => {
    const { http, api, env } = setup();
    api.script.push(
      { method: 'GET', path: '/sync/retailers', respond: status(502) },
      { method: 'GET', path: '/sync/retailers', respond: status(503) },
    );

    const outcome = start(http, GET_CONNECTIONS);
    await env.settle();
    expect(env.pendingDelays()).toEqual([250]); // random 0.5 of the 500 ms ceiling
    await env.advance(250);
    expect(env.pendingDelays()).toEqual([500]); // the ceiling doubled
    await env.advance(500);

    expect(await outcome).toEqual({ value: expect.objectContaining({ status: 200 }) });
    expect(api.count('/sync/retailers')).toBe(3);
  });

  it('should give up after the bounded number of retries with upstream', async () => {
    const { http, api, env } = setup();
    for (let i = 0; i < 5; i += 1) api.script.push({ method: 'GET', path: '/sync/retailers', respond: status(503) });

    const outcome = start(http, GET_CONNECTIONS);
    await env.advance(60_000);

    expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'upstream', status: 503 }) });
    expect(api.count('/sync/retailers')).toBe(4); // the first attempt and 3 retries
  });

  it('should retry network errors and then answer network', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { http, env } = setup({ fetch: fetchImpl });

    const outcome = start(http, GET_CONNECTIONS);
    await env.advance(60_000);

    expect(await outcome).toEqual({
      error: expect.objectContaining({
        code: 'network',
        message: 'The service could not be reached: 4 attempts got no answer (offline, DNS, TLS or CORS failure).',
        cause: expect.objectContaining({ message: 'Failed to fetch' }),
      }),
    });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('should not retry a 500', async () => {
    const { http, api } = setup();
    api.script.push({ method: 'GET', path: '/sync/retailers', respond: status(500) });
    await expect(http.request(GET_CONNECTIONS)).rejects.toMatchObject({ code: 'upstream', status: 500 });
    expect(api.count('/sync/retailers')).toBe(1);
  });

  it.each([
    ['delta-seconds', '2', 2000],
    ['an HTTP date', new Date(FAKE_EPOCH + 3000).toUTCString(), 3000],
  ])('should wait for Retry-After given as %s on a 429', async (_label, retryAfter, waitMs) => {
    const { http, api, env, onRateLimited } = setup();
    api.script.push({ method: 'GET', path: '/sync/retailers', respond: status(429, { 'Retry-After': retryAfter }) });

    const outcome = start(http, GET_CONNECTIONS);
    await env.settle();
    expect(env.pendingDelays()).toEqual([waitMs]);
    await env.advance(waitMs - 1);
    expect(api.count('/sync/retailers')).toBe(1);
    await env.advance(1);

    expect(await outcome).toEqual({ value: expect.objectContaining({ status: 200 }) });
    expect(onRateLimited).toHaveBeenCalledWith(waitMs / 1000);
  });

  it('should fall back to backoff when Retry-After is garbage', async () => {
    const { http, api, env } = setup();
    api.script.push({
      method: 'GET',
      path: '/sync/retailers',
      respond: status(429, { 'Retry-After': 'tomorrow-ish' }),
    });

    const outcome = start(http, GET_CONNECTIONS);
    await env.settle();
    expect(env.pendingDelays()).toEqual([250]);
    await env.advance(250);

    expect(await outcome).toEqual({ value: expect.objectContaining({ status: 200 }) });
  });

  it('should answer rate_limited at once when Retry-After is longer than it waits', async () => {
    const { http, api } = setup();
    api.script.push({ method: 'GET', path: '/sync/retailers', respond: status(429, { 'Retry-After': '3600' }) });

    await expect(http.request(GET_CONNECTIONS)).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 3600,
      message:
        'The service refused the request: too many requests (HTTP 429); retry after 3600 s. The service said: "scripted" (problem code x).',
    });
    expect(api.count('/sync/retailers')).toBe(1);
  });

  it('should answer invalid_response for a 200 whose body is not JSON', async () => {
    const { http, api } = setup();
    api.script.push({ method: 'GET', path: '/sync/retailers', respond: () => new Response('<html>', { status: 200 }) });
    await expect(http.request(GET_CONNECTIONS)).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
      message: 'The service answered HTTP 200 with a body that is not JSON.',
    });
  });

  it('should start an unauthenticated request in the same task, before it returns', async () => {
    const { http, api } = setup();
    const outcome = http.request({ method: 'GET', path: '/retailers/available', authenticated: false });
    // Nothing awaited yet: the request must already be on its way.
    expect(api.requests).toHaveLength(1);
    expect((await outcome).status).toBe(200);
  });

  it('should wait while offline and send once the network is back', async () => {
    const { http, api, env } = setup();
    env.online.set(false);

    const outcome = start(http, GET_CONNECTIONS);
    await env.settle();
    expect(api.requests).toHaveLength(0);
    env.online.set(true);

    expect(await outcome).toEqual({ value: expect.objectContaining({ status: 200 }) });
    expect(env.online.subscribers()).toBe(0);
  });

  it('should stop waiting on abort, with aborted and no timer left', async () => {
    const { http, api, env } = setup();
    api.script.push({ method: 'GET', path: '/sync/retailers', respond: status(503) });
    const controller = new AbortController();

    const outcome = start(http, { ...GET_CONNECTIONS, signal: controller.signal });
    await env.settle();
    controller.abort();

    expect(await outcome).toEqual({
      error: expect.objectContaining({
        code: 'aborted',
        message: 'The request was cancelled through its AbortSignal.',
      }),
    });
    expect(env.pendingTimers()).toBe(0);
  });

  it('should stop waiting for the network on abort, with aborted and no listener left', async () => {
    const { http, api, env } = setup();
    env.online.set(false);
    const controller = new AbortController();

    const outcome = start(http, { ...GET_CONNECTIONS, signal: controller.signal });
    await env.settle();
    controller.abort();

    expect(await outcome).toMatchObject({
      error: { code: 'aborted', message: 'The request was cancelled through its AbortSignal.' },
    });
    expect(api.requests).toHaveLength(0);
    expect(env.online.subscribers()).toBe(0);
  });

  it('should answer unauthorized when there is no token source', async () => {
    const api = createFakeApi();
    const env = createFakeEnvironment(api.fetch);
    const http = new HttpClient({ baseUrl: FAKE_API_BASE, env });
    await expect(http.request(GET_CONNECTIONS)).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'The request needs an access token, but the HTTP client was given no token source.',
    });
    expect(api.requests).toHaveLength(0);
  });

  describe('Idempotency-Key', () => {
    it('should reuse the key of a work-starting POST on every retry', async () => {
      const { http, api, env } = setup();
      api.script.push({ method: 'POST', path: '/sync/retailers', respond: status(503) });

      const outcome = start(http, {
        method: 'POST',
        path: '/sync/retailers',
        body: { retailerId: 1, credentials: { username: 'u', password: 'p' } },
        startsWork: true,
      });
      await env.advance(1_000);
      await outcome;

      const keys = api.requests.map((request) => request.headers.get('idempotency-key'));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[1]).toBe(keys[0]);
    });

    it('should not start work twice when the answer of the first attempt was lost', async () => {
      const api = createFakeApi();
      let lose = true;
      const lossy: typeof fetch = async (input, init) => {
        const response = await api.fetch(input, init);
        if (lose) {
          lose = false;
          throw new TypeError('connection reset'); // the service did the work, the answer never arrived
        }
        return response;
      };
      const { http, env } = setup({ fetch: lossy, api });

      const outcome = start(http, {
        method: 'POST',
        path: '/sync/retailers',
        body: { retailerId: 1, credentials: { username: 'u', password: 'p' } },
        startsWork: true,
      });
      await env.advance(1_000);

      expect(await outcome).toEqual({ value: expect.objectContaining({ status: 201 }) });
      expect(api.requests).toHaveLength(2);
      expect(api.connections.size).toBe(1);
      expect(api.syncs.size).toBe(1); // no second sync
    });

    it('should send the key it is given, on every retry', async () => {
      const { http, api, env } = setup();
      api.script.push({ method: 'POST', path: '/sync/retailers', respond: status(503) });

      const outcome = start(http, {
        method: 'POST',
        path: '/sync/retailers',
        body: { retailerId: 1, credentials: { username: 'u', password: 'p' } },
        startsWork: true,
        idempotencyKey: 'key-of-an-earlier-call',
      });
      await env.advance(1_000);
      await outcome;

      expect(api.requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
        'key-of-an-earlier-call',
        'key-of-an-earlier-call',
      ]);
    });

    it('should use a new key for a new call, and none for reads', async () => {
      const { http, api } = setup();
      api.connections.set(1, { retailerId: 1, displayName: 'A', status: 'active', lastSyncAt: '2026-11-21T13:00:00Z' });
      await http.request({ method: 'POST', path: '/sync/retailers/1/sync', startsWork: true });
      await http.request({ method: 'POST', path: '/sync/retailers/1/sync', startsWork: true });
      await http.request(GET_CONNECTIONS);

      const [first, second, read] = api.requests.map((request) => request.headers.get('idempotency-key'));
      expect(first).not.toBe(second);
      expect(read).toBeNull();
      expect(api.syncs.size).toBe(2);
    });
  });
});
