// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Variant } from '../../openapi/build.ts';
import { NO_ORDERS_CLIENT_ID } from './clients.ts';
import {
  CONNECTIONS,
  finish,
  good,
  startWorld,
  type ConnectResult,
  type OrderList,
  type Problem,
  type World,
} from './test-support/world.ts';

/**
 * docs/sandbox.md, Tokens, Permissions and Privacy: a valid bearer token from the sandbox's provider,
 * per-client permissions, per-user data.
 */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  vi.useRealTimers();
  await world.close();
});

describe.each<Variant>(['a', 'b'])('variant %s: tokens', (variant) => {
  const connections = CONNECTIONS[variant];

  it('401 without a token, with a bearer challenge', async () => {
    const { status, headers, body } = await world.anonymous(variant).get<Problem>(connections);
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer realm="retailsync"');
    expect(body.code).toBe('unauthorized');
  });

  it.each([
    ['a Basic header', 'Basic dXNlcjpwYXNz'],
    ['a bearer with no token', 'Bearer '],
    ['a token with spaces', 'Bearer not a token'],
    ['an unknown token', 'Bearer xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzx'],
  ])('401 for %s', async (_name, authorization) => {
    const { status, headers, body } = await world
      .anonymous(variant)
      .get<Problem>(connections, { headers: { authorization } });
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(body.code).toBe('invalid_token');
  });

  it('401 once the token is revoked at the provider', async () => {
    const { api, token } = await world.user(variant, 'revoked');
    expect((await api.get(connections)).status).toBe(200);
    const revoked = await fetch(`${world.sandbox.origin}/oauth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: 'retailsync-demo' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await api.get<Problem>(connections)).body).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('401 once the token has expired (access tokens live 15 minutes)', async () => {
    const { api } = await world.user(variant, 'expired');
    // Only Date is faked: the provider judges expiry by the wall clock, sockets keep working.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 14 * 60 * 1000);
      expect((await api.get(connections)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      expect((await api.get<Problem>(connections)).body).toMatchObject({ status: 401, code: 'invalid_token' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('permissions', () => {
  it('variant A: 403 tells the caller to contact the service operator', async () => {
    const { api } = await world.user('a', 'noorders', NO_ORDERS_CLIENT_ID);
    const { status, body } = await api.get<Problem>('/orders');
    expect(status).toBe(403);
    expect(body.code).toBe('permission_denied');
    expect(body.detail).toMatch(/contact the service operator/i);
    expect(body.missingPermission).toBeUndefined();
  });

  it('variant B: 403 names the missing permission', async () => {
    const { api } = await world.user('b', 'noorders', NO_ORDERS_CLIENT_ID);
    const { status, body } = await api.get<Problem>('/orders/ord_anything');
    expect(status).toBe(403);
    expect(body).toMatchObject({
      code: 'permission_denied',
      missingPermission: 'orders',
      detail: 'Missing permission: orders.',
    });
  });

  it('the same client keeps the permissions it was granted', async () => {
    const { api } = await world.user('b', 'noorders', NO_ORDERS_CLIENT_ID);
    expect((await api.get('/sync/retailers')).status).toBe(200);
  });
});

describe.each<Variant>(['a', 'b'])("variant %s: another user's data is never visible", (variant) => {
  const connections = CONNECTIONS[variant];

  it("404 for another user's connection, sync and order", async () => {
    const owner = await world.user(variant, 'owner');
    const connected = await owner.api.post<ConnectResult>(connections, { retailerId: 1004, credentials: good() });
    await finish(world, owner.api, connected.body.sync.syncId);
    const order = (await owner.api.get<OrderList>('/orders?limit=1')).body.orders[0];
    expect(order).toBeDefined();

    const other = await world.user(variant, 'other');
    expect((await other.api.get<Problem>(`${connections}/1004`)).body).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect((await other.api.get(`/sync/sessions/${connected.body.sync.syncId}`)).status).toBe(404);
    expect(
      (await other.api.post(`/sync/sessions/${connected.body.sync.syncId}/mfa`, { retailerId: 1004, code: '123456' }))
        .status,
    ).toBe(404);
    expect((await other.api.post(`${connections}/1004/sync`)).status).toBe(404);
    expect((await other.api.get(`/orders/${order?.orderId ?? ''}`)).status).toBe(404);
    expect((await other.api.get<OrderList>('/orders')).body.total).toBe(0);
    expect((await other.api.get(connections)).body).toEqual([]);
  });
});

describe('CORS', () => {
  it('lets the registered origin read the API and the limit headers; refuses others', async () => {
    const { token } = await world.user('a', 'cors');
    const url = `${world.sandbox.origin}/a/sync/connections`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Idempotency-Key, DPoP',
    );

    const allowed = await fetch(url, {
      headers: { origin: 'http://localhost:5173', authorization: `Bearer ${token}` },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-expose-headers')).toMatch(/Retry-After, RateLimit, RateLimit-Policy/);

    const foreign = await fetch(url, { headers: { origin: 'https://evil.example', authorization: `Bearer ${token}` } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the public catalog and the OpenAPI documents readable from any origin', async () => {
    for (const path of ['/a/sync/retailers', '/b/retailers/available', '/a/openapi.json', '/b/openapi.json']) {
      const response = await fetch(`${world.sandbox.origin}${path}`, {
        headers: { origin: 'https://anywhere.example' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });
});

describe.each<Variant>(['a', 'b'])('variant %s: another authorization scheme', (variant) => {
  it('is a 401 problem with a bearer challenge on every authenticated operation of the document', async () => {
    const client = world.anonymous(variant);
    const { paths } = world.contracts[variant].document;
    const refused: string[] = [];
    for (const [template, item] of Object.entries(paths)) {
      // The provider's own operations name their own server; the API's use the document's.
      if (!item || item.servers) continue;
      const path = template.replace('{retailerId}', '1001').replace(/\{\w+\}/g, 'x_1');
      for (const method of ['get', 'put', 'post'] as const) {
        const operation = item[method];
        if (!operation || operation.security?.length === 0) continue;
        const { status, headers, body } = await client.request<Problem>(method.toUpperCase(), path, {
          headers: { authorization: 'Basic dXNlcjpwYXNz' },
          ...(method === 'get' ? {} : { body: {} }),
        });
        expect(headers.get('www-authenticate'), `${method} ${path}`).toMatch(/^Bearer realm=/);
        expect(body.status, `${method} ${path}`).toBe(401);
        refused.push(`${status} ${method} ${path}`);
      }
    }
    expect(refused.length).toBeGreaterThanOrEqual(variant === 'a' ? 10 : 9);
    expect(refused.filter((line) => !line.startsWith('401 '))).toEqual([]);
  });
});

describe('the OpenID user-info endpoint', () => {
  const userinfo = () => `${world.sandbox.origin}/oauth/me`;

  /** Calls user info over HTTP and checks the answer against both variants' documents. */
  async function me(authorization?: string): Promise<{ status: number; headers: Headers; body: Problem }> {
    const response = await fetch(userinfo(), authorization === undefined ? {} : { headers: { authorization } });
    const body = (await response.json()) as Problem;
    for (const variant of ['a', 'b'] as const) {
      world.contracts[variant].check('GET', userinfo(), response.status, response.headers, body);
    }
    return { status: response.status, headers: response.headers, body };
  }

  it('answers a valid token with the claims', async () => {
    const { token } = await world.user('a', 'userinfo');
    const { status, body } = await me(`Bearer ${token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sub: expect.any(String) as unknown });
  });

  it('answers a missing token with a 401 problem and a bare bearer challenge', async () => {
    const { status, headers, body } = await me();
    expect(status).toBe(401);
    expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ status: 401, title: 'Unauthorized', code: 'unauthorized' });
    // No error code when no token was sent (RFC 6750 §3.1); the provider also offers DPoP there.
    expect(headers.get('www-authenticate')).toMatch(/^Bearer realm="[^"]+"(,|$)/);
    expect(headers.get('www-authenticate')).not.toContain('error=');
  });

  it.each([
    ['a Basic header', 'Basic dXNlcjpwYXNz'],
    ['a bearer with no token', 'Bearer '],
    ['a token with spaces', 'Bearer not a token'],
    ['an unknown token', 'Bearer xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzx'],
  ])('answers %s with a 401 invalid_token problem and challenge', async (_name, authorization) => {
    const { status, headers, body } = await me(authorization);
    expect(status).toBe(401);
    expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({
      status: 401,
      code: 'invalid_token',
      type: expect.stringMatching(/^https:/) as unknown,
    });
    expect(body).not.toHaveProperty('error');
    expect(headers.get('www-authenticate')).toMatch(/^Bearer realm="[^"]+", error="invalid_token"/);
  });

  it('answers a revoked token with the same 401 problem, while revocation keeps the OAuth format', async () => {
    const { token } = await world.user('a', 'userinfo_revoked');
    expect((await me(`Bearer ${token}`)).status).toBe(200);
    const revoke = (fields: Record<string, string>) =>
      fetch(`${world.sandbox.origin}/oauth/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await revoke({ token, client_id: 'retailsync-demo' })).status).toBe(200);
    const { status, headers, body } = await me(`Bearer ${token}`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, code: 'invalid_token' });
    expect(headers.get('www-authenticate')).toContain('error="invalid_token"');

    const refused = await revoke({ client_id: 'retailsync-demo' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('keeps the OAuth error format at the token endpoint', async () => {
    const response = await fetch(`${world.sandbox.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'nope', client_id: 'retailsync-demo' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
