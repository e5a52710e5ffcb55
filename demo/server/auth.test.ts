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

/** Spec §5: a valid bearer token from the sandbox's provider, per-client permissions, per-user data. */
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
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Idempotency-Key');

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
