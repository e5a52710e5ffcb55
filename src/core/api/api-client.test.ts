import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_API_BASE, FAKE_API_BASE_A, problemResponse, RETAILERS } from '../test-support/fake-api.ts';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import type { ApiVariant } from '../domain.ts';
import { createApiClient } from './api-client.ts';
import { HttpClient } from './http-client.ts';
import { ITEMS_PER_STEP } from './in-steps.ts';

const CREDENTIALS = { username: 'user_good', password: 'pass_good' };

function setup(variant: ApiVariant = 'B') {
  const api = createFakeApi(variant);
  api.validTokens.add('access-1');
  const env = createFakeEnvironment((input, init) => api.fetch(input, init));
  const http = new HttpClient({
    baseUrl: variant === 'A' ? FAKE_API_BASE_A : FAKE_API_BASE,
    env,
    tokens: { accessToken: async () => 'access-1', refreshAfterRejection: async () => 'access-1' },
  });
  /** The userinfo reader the client is given (the session's is its sign-in's): records the signals it gets. */
  const signals: (AbortSignal | undefined)[] = [];
  const userInfo = async (signal?: AbortSignal) => {
    signals.push(signal);
    return { sub: 'user-1', name: 'Ada' };
  };
  const client = createApiClient({ variant, http, userInfo });
  return { api, client, http, signals };
}

describe('createApiClient()', () => {
  describe.each([
    ['A', '/sync/retailers', '/sync/connections'],
    ['B', '/retailers/available', '/sync/retailers'],
  ] as const)('variant %s', (variant, catalogPath, collection) => {
    it("should read the public catalog at its variant's path, without a token", async () => {
      const { api, client } = setup(variant);
      const catalog = await client.listCatalog();
      expect(catalog).toEqual(
        RETAILERS.map(({ syncConfig, ...rest }) => ({ ...rest, serverSide: syncConfig.serverSide })),
      );
      expect(api.requests[0]).toMatchObject({ method: 'GET', path: catalogPath });
      expect(api.requests[0]!.headers.has('authorization')).toBe(false);
    });

    it("should connect, list, get, sync one and sync all at its variant's paths", async () => {
      const { api, client } = setup(variant);
      const connected = await client.connect(1, CREDENTIALS);
      expect(connected.connection).toMatchObject({ retailerId: 1, status: 'pending' });
      expect(connected.sync).toMatchObject({
        status: 'queued',
        retailers: [{ retailerId: 1, status: 'queued', ordersFetched: 0 }],
      });
      expect(await client.listConnections({ status: 'pending', limit: 10 })).toHaveLength(1);
      expect(await client.getConnection(1)).toMatchObject({ retailerId: 1 });
      expect((await client.syncOne(1)).syncId).toMatch(/^sync_/);
      expect((await client.syncAll()).retailers).toHaveLength(1);
      const skipped = [
        { retailerId: 2, reason: 'sync_rate_limited', retryAfterSeconds: 3490 },
        { retailerId: 3, reason: 'sync_in_progress' },
      ];
      api.script.push({
        method: 'POST',
        path: `${collection}/sync`,
        respond: () =>
          Response.json(
            { ...connected.sync, syncId: 'sync_2', createdAt: 'x', updatedAt: 'x', retailers: [], skipped },
            { status: 202 },
          ),
      });
      expect((await client.syncAll()).skipped).toEqual(skipped);
      api.script.push({
        method: 'POST',
        path: `${collection}/sync`,
        respond: () =>
          Response.json(
            {
              syncId: 'sync_3',
              status: 'queued',
              createdAt: 'x',
              updatedAt: 'x',
              retailers: [],
              skipped: [{ reason: 'x' }],
            },
            { status: 202 },
          ),
      });
      await expect(client.syncAll()).rejects.toMatchObject({ code: 'invalid_response' });

      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `POST ${collection}`,
        `GET ${collection}`,
        `GET ${collection}/1`,
        `POST ${collection}/1/sync`,
        `POST ${collection}/sync`,
        `POST ${collection}/sync`,
        `POST ${collection}/sync`,
      ]);
      expect(api.requests[0]!.body).toEqual({ retailerId: 1, credentials: CREDENTIALS });
      expect(api.requests[1]!.query.get('status')).toBe('pending');
      expect(api.requests[1]!.query.get('limit')).toBe('10');
      expect(api.requests[1]!.query.has('offset')).toBe(false);
    });
  });

  describe('reauthenticate()', () => {
    it('should use Update Connection (PUT) in variant A', async () => {
      const { api, client } = setup('A');
      await client.connect(1, CREDENTIALS);
      const result = await client.reauthenticate(1, { ...CREDENTIALS, extra: 'dropped' } as typeof CREDENTIALS);
      expect(result.connection.retailerId).toBe(1);
      expect(api.requests[1]).toMatchObject({
        method: 'PUT',
        path: '/sync/connections/1',
        body: { credentials: CREDENTIALS },
      });
    });

    it('should connect again (POST) in variant B', async () => {
      const { api, client } = setup('B');
      await client.connect(1, CREDENTIALS);
      await client.reauthenticate(1, CREDENTIALS);
      expect(api.requests[1]).toMatchObject({
        method: 'POST',
        path: '/sync/retailers',
        body: { retailerId: 1, credentials: CREDENTIALS },
      });
    });
  });

  it('should submit an MFA code and read syncs by id and the latest', async () => {
    const { api, client } = setup();
    const { sync } = await client.connect(1, CREDENTIALS);
    api.setStatus(sync.syncId, 1, 'userintervention', { mfa: { prompt: 'Code from SMS' } });

    expect(await client.getSync(sync.syncId)).toMatchObject({
      status: 'userintervention',
      retailers: [{ mfaPrompt: 'Code from SMS' }],
    });
    expect(await client.submitMfa(sync.syncId, 1, '123456')).toMatchObject({ status: 'scanning' });
    expect((await client.latestSync())?.syncId).toBe(sync.syncId);
    expect(api.requests.at(-2)).toMatchObject({
      method: 'POST',
      path: `/sync/sessions/${sync.syncId}/mfa`,
      body: { retailerId: 1, code: '123456' },
    });
    expect(api.requests.at(-2)!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should answer null for the latest sync when there is none (204, no body)', async () => {
    const { api, client } = setup();
    expect(await client.latestSync()).toBeNull();
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /sync/sessions/latest']);
  });

  it('should refuse a latest sync answered 200 with no body, and take a 404 as the error it is', async () => {
    const { api, client } = setup();
    api.script.push({
      method: 'GET',
      path: '/sync/sessions/latest',
      respond: () => new Response(null, { status: 200 }),
    });
    await expect(client.latestSync()).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
    api.script.push({
      method: 'GET',
      path: '/sync/sessions/latest',
      respond: () => problemResponse(404, 'not_found', 'No such path.'),
    });
    await expect(client.latestSync()).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it("should list orders with the spec's query names and read one", async () => {
    const { api, client } = setup();
    const list = await client.listOrders({ retailerId: 1, limit: 100, offset: 0 });
    expect(list).toMatchObject({ total: 1, orders: [{ orderId: 'ord_1' }] });
    expect(await client.getOrder('ord_1')).toMatchObject({ items: [{ sku: 'L-1' }] });
    expect(Object.fromEntries(api.requests[0]!.query)).toEqual({ retailer_id: '1', limit: '100', offset: '0' });
  });

  it('should refuse an order page size above 100 without a request', async () => {
    const { api, client } = setup();
    await expect(client.listOrders({ limit: 101 })).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'listOrders: limit must be an integer from 1 to 100, not 101; no request was sent.',
      detail: 'limit: 1 to 100',
    });
    expect(api.requests).toHaveLength(0);
  });

  it("should read the user profile through the userinfo reader it is given, with the call's signal, and nothing else", async () => {
    const { api, client, signals } = setup();
    const { signal } = new AbortController();
    expect(await client.userInfo({ signal })).toEqual({ sub: 'user-1', name: 'Ada' });
    expect(signals).toEqual([signal]);
    expect(api.requests).toHaveLength(0);
  });

  it('should remember the RateLimit state of the last answer', async () => {
    const { api, client } = setup();
    api.rateLimitRemaining = 7;
    await client.listConnections();
    expect(client.rateLimit()).toEqual({ remaining: 7, resetSeconds: 60 });
  });

  it.each([
    [
      'a connection with an unknown status',
      '/sync/retailers',
      [{ retailerId: 1, displayName: 'x', status: 'broken', lastSyncAt: 'x' }],
      'listConnections',
    ],
    ['a catalog that is an object', '/retailers/available', { retailers: [] }, 'listCatalog'],
    [
      'a sync without retailers',
      '/sync/sessions/latest',
      { syncId: 'sync_1', status: 'queued', createdAt: 'x', updatedAt: 'x' },
      'latestSync',
    ],
    ['an order list with a string total', '/orders', { orders: [], limit: 50, offset: 0, total: '1' }, 'listOrders'],
    ['null', '/sync/retailers', null, 'listConnections'],
  ] as const)('should answer invalid_response for %s, never crash', async (_label, path, body, method) => {
    const { api, client } = setup();
    api.script.push({ method: 'GET', path, respond: () => Response.json(body) });
    await expect(client[method]()).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
      message: `The service's answer to GET ${path} does not have the expected shape (HTTP 200).`,
    });
  });

  it('should check and map a large catalog in steps, with a task of the page between them', async () => {
    const { api, http } = setup();
    const size = 2 * ITEMS_PER_STEP + 1;
    const body = Array.from({ length: size }, (_, index) => ({
      retailerId: index + 1,
      displayName: `Shop ${index + 1}`,
      logo: '',
      syncConfig: { serverSide: false },
    }));
    api.script.push({ method: 'GET', path: '/retailers/available', respond: () => Response.json(body) });
    let tasks = 0;
    const nextTask = async () => void (tasks += 1);
    const client = createApiClient({
      variant: 'B',
      http,
      userInfo: () => Promise.reject(new Error('unused')),
      nextTask,
    });
    const catalog = await client.listCatalog();
    expect(catalog).toHaveLength(size);
    expect(catalog.at(-1)).toEqual({ retailerId: size, displayName: `Shop ${size}`, logo: '', serverSide: false });
    // One after the body's first BYTES_PER_STEP (its 1.4 MB come as one chunk here), three for the items.
    expect(tasks).toBe(4);

    // A bad item in a later step fails the whole catalog, as one in the first does.
    body[ITEMS_PER_STEP + 1] = { ...body[0]!, retailerId: 'one' as unknown as number };
    api.script.push({ method: 'GET', path: '/retailers/available', respond: () => Response.json(body) });
    await expect(client.listCatalog()).rejects.toMatchObject({
      code: 'invalid_response',
      message: "The service's answer to GET /retailers/available does not have the expected shape (HTTP 200).",
    });
  });

  it('should answer a catalog body that is not JSON, or cut off, with a code, never crash', async () => {
    const { api, client } = setup();
    const answer = (body: ReadableStream<Uint8Array> | string) =>
      api.script.push({
        method: 'GET',
        path: '/retailers/available',
        respond: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
      });
    answer('[{"retailerId": 1,');
    await expect(client.listCatalog()).rejects.toMatchObject({
      code: 'invalid_response',
      message: 'The service answered GET /retailers/available with a body that is not JSON.',
    });
    answer(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"retailerId": 1,'));
          controller.error(new TypeError('network error'));
        },
      }),
    );
    await expect(client.listCatalog()).rejects.toMatchObject({
      code: 'network',
      message: 'The connection was lost while the answer to GET /retailers/available arrived.',
    });
  });

  it("should answer a problem body's error with its code and detail", async () => {
    const { client } = setup();
    await expect(client.getConnection(99)).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      detail: 'No such connection.',
      message:
        'The service has no such resource (HTTP 404). The service said: "No such connection." (problem code not_found).',
    });
  });
});
