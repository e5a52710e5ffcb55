// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../openapi/build.ts';
import { NO_ORDERS_CLIENT_ID } from './clients.ts';
import type { ApiClient } from './test-support/client.ts';
import {
  CONNECTIONS,
  finish,
  good,
  startWorld,
  type ConnectResult,
  type OrderList,
  type SyncSession,
  type World,
} from './test-support/world.ts';

/**
 * Every operation of both variants, succeeding and failing, over real HTTP. ApiClient checks each
 * answer's status, headers and body against the variant's OpenAPI document; the last test of each
 * variant fails if an operation of the document was not seen both ways.
 */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe.each<Variant>(['a', 'b'])('variant %s contract', (variant) => {
  const connections = CONNECTIONS[variant];
  let api: ApiClient;
  let token: string;
  let syncId: string;

  /** Sends a request outside the API client (OAuth endpoints) and checks it against the same document. */
  async function raw(method: string, url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, method, redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await response.clone().json() : undefined;
    world.contracts[variant].check(method, url, response.status, response.headers, body);
    return response;
  }

  beforeAll(async () => {
    ({ api, token } = await world.user(variant, `contract_${variant}`));
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1001, credentials: good() });
    expect(connected.status).toBe(201);
    syncId = (await finish(world, api, connected.body.sync.syncId)).syncId;
  });

  it('lists the public catalog without a token', async () => {
    const catalog = await world
      .anonymous(variant)
      .get<unknown[]>(variant === 'a' ? '/sync/retailers' : '/retailers/available');
    expect(catalog.status).toBe(200);
    expect(catalog.body).toHaveLength(48);
  });

  it('refuses header fields over 16 KB with 431 where the document says so', async () => {
    const padded = { headers: { 'x-padding': 'a'.repeat(20_000) } };
    const catalog = `${world.sandbox.origin}/${variant}${variant === 'a' ? '/sync/retailers' : '/retailers/available'}`;
    const issuer = `${world.sandbox.origin}/oauth`;
    for (const url of [catalog, `${issuer}/.well-known/openid-configuration`, `${issuer}/jwks`]) {
      expect((await raw('GET', url, padded)).status, url).toBe(431);
    }
  });

  it('lists connections, and refuses a bad status filter and a missing token', async () => {
    const list = await api.get<{ retailerId: number; status: string }[]>(
      `${connections}?status=active&limit=10&offset=0`,
    );
    expect(list.body).toEqual([expect.objectContaining({ retailerId: 1001, status: 'active' })]);
    expect((await api.get(`${connections}?status=foo`)).status).toBe(400);
    expect((await api.get(connections, { token: null })).status).toBe(401);
  });

  it('gets one connection, 404 for an unconnected retailer, 400 for a non-integer id', async () => {
    expect((await api.get(`${connections}/1001`)).body).toMatchObject({
      retailerId: 1001,
      displayName: 'Acorn & Ash Outfitters',
    });
    expect((await api.get(`${connections}/1002`)).status).toBe(404);
    expect((await api.get(`${connections}/abc`)).status).toBe(400);
  });

  it('connects a retailer, and refuses a bad body and an unknown retailer', async () => {
    const created = await api.post<ConnectResult>(connections, { retailerId: 1002, credentials: good('user_empty') });
    expect(created.status).toBe(201);
    expect(created.body.connection).toMatchObject({ retailerId: 1002, status: 'pending' });
    expect(created.body.sync.retailers).toEqual([expect.objectContaining({ retailerId: 1002, status: 'queued' })]);
    expect((await api.post(connections, { retailerId: '1003', credentials: good() })).status).toBe(400);
    expect((await api.post(connections, { retailerId: 999_999, credentials: good() })).status).toBe(404);
    await finish(world, api, created.body.sync.syncId);
  });

  if (variant === 'a') {
    it('refuses to connect a connected retailer (409) and updates it instead', async () => {
      expect((await api.post(connections, { retailerId: 1002, credentials: good() })).body).toMatchObject({
        code: 'connection_exists',
      });
      const updated = await api.put<ConnectResult>(`${connections}/1002`, { credentials: good() });
      expect(updated.status).toBe(200);
      expect(updated.body.connection.status).toBe('pending');
      expect((await api.put(`${connections}/1010`, { credentials: good() })).status).toBe(404);
      await finish(world, api, updated.body.sync.syncId);
    });
  } else {
    it('replaces the credentials when connecting a connected retailer (200), and has no update operation', async () => {
      const replaced = await api.post<ConnectResult>(connections, { retailerId: 1002, credentials: good() });
      expect(replaced.status).toBe(200);
      expect(replaced.body.connection.status).toBe('pending');
      await finish(world, api, replaced.body.sync.syncId);
      const put = await fetch(`${api.base}${connections}/1002`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET');
    });
  }

  it('triggers a sync of one connection, 409 while it runs, 404 for an unconnected retailer', async () => {
    const started = await api.post<SyncSession>(`${connections}/1001/sync`);
    expect(started.status).toBe(202);
    expect((await api.post(`${connections}/1001/sync`)).body).toMatchObject({ status: 409, code: 'sync_in_progress' });
    expect((await api.post(`${connections}/1020/sync`)).status).toBe(404);
    syncId = (await finish(world, api, started.body.syncId)).syncId;
  });

  it('syncs all connections, 409 when the user has none', async () => {
    const all = await api.post<SyncSession>(`${connections}/sync`);
    expect(all.status).toBe(202);
    expect(all.body.retailers.map((retailer) => retailer.retailerId)).toEqual([1001, 1002]);
    await finish(world, api, all.body.syncId);
    const { api: newcomer } = await world.user(variant, 'nobody');
    expect((await newcomer.post(`${connections}/sync`)).body).toMatchObject({ code: 'no_connections' });
  });

  it('gets the latest sync, 204 with no body before the first one', async () => {
    const latest = await api.get<SyncSession>('/sync/sessions/latest');
    expect(latest.body.status).toBe('completed');
    const { api: newcomer } = await world.user(variant, 'nobody');
    const none = await newcomer.get('/sync/sessions/latest');
    expect(none.status).toBe(204);
    expect(none.body).toBeUndefined();
    // Its documented failure: no token.
    expect((await newcomer.get('/sync/sessions/latest', { token: null })).status).toBe(401);
  });

  it('gets a sync by id, 404 for an unknown id', async () => {
    expect((await api.get<SyncSession>(`/sync/sessions/${syncId}`)).body.syncId).toBe(syncId);
    expect((await api.get('/sync/sessions/sync_000000000000000000000000')).status).toBe(404);
  });

  it('takes an MFA code for a waiting retailer, 409 when none is waiting', async () => {
    const mfa = await api.post<ConnectResult>(connections, { retailerId: 1003, credentials: good('user_mfa') });
    const waiting = await finish(world, api, mfa.body.sync.syncId);
    expect(waiting.status).toBe('userintervention');
    const resumed = await api.post<SyncSession>(`/sync/sessions/${waiting.syncId}/mfa`, {
      retailerId: 1003,
      code: '123456',
    });
    expect(resumed.body.retailers[0]?.status).toBe('scanning');
    expect((await api.post(`/sync/sessions/${waiting.syncId}/mfa`, { retailerId: 1003, code: '123456' })).status).toBe(
      409,
    );
    await finish(world, api, waiting.syncId);
  });

  it('lists orders and gets one, 400 for a limit over 100, 404 for an unknown order, 403 without the orders permission', async () => {
    const list = await api.get<OrderList>('/orders?retailer_id=1001&limit=5');
    expect(list.body.orders).toHaveLength(5);
    const [first] = list.body.orders;
    expect((await api.get(`/orders/${first?.orderId ?? ''}`)).body).toMatchObject({
      orderId: first?.orderId,
      items: expect.any(Array) as unknown,
    });
    expect((await api.get('/orders?limit=101')).status).toBe(400);
    expect((await api.get('/orders/ord_nope')).status).toBe(404);
    const { api: limited } = await world.user(variant, 'limited', NO_ORDERS_CLIENT_ID);
    expect((await limited.get('/orders')).status).toBe(403);
  });

  it('documents the OpenID provider operations as they answer', async () => {
    const issuer = `${world.sandbox.origin}/oauth`;
    expect((await raw('GET', `${issuer}/.well-known/openid-configuration`)).status).toBe(200);
    expect((await raw('GET', `${issuer}/jwks`)).status).toBe(200);
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'retailsync-demo',
      redirect_uri: `${world.sandbox.demoOrigin}/callback.html`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    expect((await raw('GET', authorize.href)).status).toBe(303);
    const unknownClient = new URL(authorize);
    unknownClient.searchParams.set('client_id', 'nobody');
    expect((await raw('GET', unknownClient.href)).status).toBe(400);
    const form = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const { accessToken, refreshToken, sessionCookie } = await world.sandbox.signIn(`oidc_${variant}_${process.pid}`);
    // Signed in and already granted: authorize answers at once, here as a page that posts the code.
    const formPost = new URL(authorize);
    formPost.searchParams.set('response_mode', 'form_post');
    const posted = await raw('GET', formPost.href, { headers: { cookie: sessionCookie } });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toMatch(/<input type="hidden" name="code"/);
    expect(
      (
        await raw(
          'POST',
          `${issuer}/token`,
          form({ grant_type: 'refresh_token', refresh_token: refreshToken ?? '', client_id: 'retailsync-demo' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await raw(
          'POST',
          `${issuer}/token`,
          form({
            grant_type: 'authorization_code',
            code: 'nope',
            redirect_uri: `${world.sandbox.demoOrigin}/callback.html`,
            client_id: 'retailsync-demo',
            code_verifier: 'x'.repeat(43),
          }),
        )
      ).status,
    ).toBe(400);
    expect((await raw('GET', `${issuer}/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(
      200,
    );
    expect(
      (await raw('POST', `${issuer}/token/revocation`, form({ token: accessToken, client_id: 'retailsync-demo' })))
        .status,
    ).toBe(200);
    expect((await raw('GET', `${issuer}/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(
      401,
    );
    expect((await raw('POST', `${issuer}/token/revocation`, form({ client_id: 'retailsync-demo' }))).status).toBe(400);
  });

  it('serves its own document at /openapi.json, naming the running sandbox', async () => {
    const served = await fetch(`${world.sandbox.origin}/${variant}/openapi.json`);
    expect(served.status).toBe(200);
    const document = (await served.json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.servers).toEqual([expect.objectContaining({ url: `${world.sandbox.origin}/${variant}` })]);
    expect(Object.keys(document.paths)).toEqual(Object.keys(world.contracts[variant].document.paths));
  });

  // Must stay last in this block: it reads what the tests above recorded.
  it('saw every operation of the document succeed, and fail where it declares failures', () => {
    const contract = world.contracts[variant];
    const missing: string[] = [];
    for (const [path, item] of Object.entries(contract.document.paths)) {
      for (const operation of [item?.get, item?.put, item?.post].filter((candidate) => candidate !== undefined)) {
        const id = operation.operationId ?? path;
        const seen = contract.seen.filter((checked) => checked.operationId === id);
        if (!seen.some((checked) => checked.status < 400)) missing.push(`${id} success`);
        const declaresFailure = Object.keys(operation.responses).some((status) => Number(status) >= 400);
        if (declaresFailure && !seen.some((checked) => checked.status >= 400)) missing.push(`${id} failure`);
      }
    }
    expect(missing).toEqual([]);
  });
});
