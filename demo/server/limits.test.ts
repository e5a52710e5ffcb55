// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../openapi/build.ts';
import {
  CONNECTIONS,
  finish,
  good,
  startWorld,
  type ConnectResult,
  type OrderList,
  type Problem,
  type SyncBatch,
  type SyncSession,
  type World,
} from './test-support/world.ts';

/** The parameter rules and limits of docs/sandbox.md. */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe('100 requests per minute per user', () => {
  it('answers the 101st request in a minute with 429, Retry-After and the RateLimit fields, then recovers', async () => {
    const { api } = await world.user('a', 'burst');
    for (let request = 1; request <= 100; request += 1) {
      const { status, headers } = await api.get('/sync/connections');
      expect(status).toBe(200);
      expect(headers.get('ratelimit')).toBe(`"requests";r=${100 - request};t=60`);
    }
    const refused = await api.get<Problem>('/orders');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"requests";r=0;t=60');
    expect(refused.headers.get('ratelimit-policy')).toBe('"requests";q=100;w=60');

    // The limit is per user, across both variants, and the window slides.
    const { api: bystander } = await world.user('b', 'bystander');
    expect((await bystander.get('/sync/retailers')).status).toBe(200);
    world.sandbox.advance(60_000);
    expect((await api.get('/sync/connections')).status).toBe(200);
  });
});

describe.each<Variant>(['a', 'b'])('variant %s: 10 syncs per hour per user and retailer', (variant) => {
  const connections = CONNECTIONS[variant];

  it('refuses the 11th sync of a retailer within an hour with 429, but not another retailer', async () => {
    const { api } = await world.user(variant, 'syncs');
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1005, credentials: good('user_empty') });
    await finish(world, api, connected.body.sync.syncId, 10_000);
    for (let sync = 2; sync <= 10; sync += 1) {
      const started = await api.post<SyncSession>(`${connections}/1005/sync`);
      expect(started.status, `sync ${sync}`).toBe(202);
      await finish(world, api, started.body.syncId, 10_000);
    }
    const refused = await api.post<Problem>(`${connections}/1005/sync`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('sync_rate_limited');
    // The first sync started 100 s of sandbox time ago: it leaves the window in 3500 s.
    expect(refused.headers.get('retry-after')).toBe('3500');
    expect(refused.headers.get('ratelimit')).toBe('"syncs";r=0;t=3500');
    expect(refused.headers.get('ratelimit-policy')).toContain('"syncs";q=10;w=3600');
    // Sync all has nothing under its limit either.
    expect((await api.post(`${connections}/sync`)).status).toBe(429);

    const other = await api.post<ConnectResult>(connections, { retailerId: 1006, credentials: good('user_empty') });
    expect(other.status).toBe(201);
    world.sandbox.advance(3500 * 1000);
    expect((await api.post(`${connections}/1005/sync`)).status).toBe(202);
  });
});

describe.each<Variant>(['a', 'b'])('variant %s: sync all names the connections it leaves out', (variant) => {
  const connections = CONNECTIONS[variant];

  it('leaves out a retailer at its limit (with its Retry-After) and one still syncing, and says so', async () => {
    const { api } = await world.user(variant, 'skipped');
    const limited = await api.post<ConnectResult>(connections, { retailerId: 1005, credentials: good('user_empty') });
    await finish(world, api, limited.body.sync.syncId, 10_000);
    for (let sync = 2; sync <= 10; sync += 1) {
      const started = await api.post<SyncSession>(`${connections}/1005/sync`);
      await finish(world, api, started.body.syncId, 10_000);
    }
    const idle = await api.post<ConnectResult>(connections, { retailerId: 1006, credentials: good('user_empty') });
    await finish(world, api, idle.body.sync.syncId, 10_000);
    // 1007's first sync has not finished: it is busy, not limited.
    expect((await api.post(connections, { retailerId: 1007, credentials: good('user_empty') })).status).toBe(201);

    const all = await api.post<SyncBatch>(`${connections}/sync`);
    expect(all.status).toBe(202);
    expect(all.body.retailers.map((retailer) => retailer.retailerId)).toEqual([1006]);
    // 1005's first sync started 110 s of sandbox time ago: a sync of it alone would wait 3490 s.
    expect(all.body.skipped).toEqual([
      { retailerId: 1005, reason: 'sync_rate_limited', retryAfterSeconds: 3490 },
      { retailerId: 1007, reason: 'sync_in_progress' },
    ]);
    const alone = await api.post<Problem>(`${connections}/1005/sync`);
    expect(alone.headers.get('retry-after')).toBe('3490');
  });

  it('leaves none out when every connection is idle and under its limit: `skipped` is empty', async () => {
    const { api } = await world.user(variant, 'noneskipped');
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1008, credentials: good('user_empty') });
    await finish(world, api, connected.body.sync.syncId, 10_000);
    const all = await api.post<SyncBatch>(`${connections}/sync`);
    expect(all.status).toBe(202);
    expect(all.body.skipped).toEqual([]);
  });
});

describe.each<Variant>(['a', 'b'])('variant %s: list parameters', (variant) => {
  const connections = CONNECTIONS[variant];

  it.each(['Active', 'foo', 'ACTIVE', '', 'active,error'])(
    'the status filter rejects %j with a 400 problem',
    async (status) => {
      const { api } = await world.user(variant, 'status');
      const { status: code, body } = await api.get<Problem>(`${connections}?status=${encodeURIComponent(status)}`);
      expect(code).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_parameter', invalidParams: [{ name: 'status' }] });
    },
  );

  it('filters connections by exactly active, error and pending (the demo user has one of each)', async () => {
    const api = (await world.user(variant, 'x')).api;
    expect((await api.get(`${connections}?status=active`)).body).toEqual([]);
    const demoApi = await world.demo(variant);
    for (const [status, retailerId] of [
      ['active', 1001],
      ['error', 1002],
      ['pending', 1003],
    ] as const) {
      const { body } = await demoApi.get<{ retailerId: number; status: string }[]>(`${connections}?status=${status}`);
      expect(body.map((connection) => [connection.retailerId, connection.status])).toEqual([[retailerId, status]]);
    }
    expect((await demoApi.get<unknown[]>(`${connections}?limit=2&offset=1`)).body).toHaveLength(2);
    expect((await demoApi.get<unknown[]>(`${connections}?offset=3`)).body).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=10&limit=20', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['retailer_id=abc', 'retailer_id'],
  ])('orders: %s is a 400 naming %s', async (query, name) => {
    const { api } = await world.user(variant, 'params');
    const { status, body } = await api.get<Problem>(`/orders?${query}`);
    expect(status).toBe(400);
    expect(body.invalidParams).toEqual([{ name, reason: expect.any(String) as unknown }]);
  });

  it('orders: limit defaults to 50, allows 100, and pages with offset; retailer_id filters', async () => {
    const { api } = await world.user(variant, 'paging');
    for (const retailerId of [1007, 1008, 1009]) {
      const connected = await api.post<ConnectResult>(connections, { retailerId, credentials: good() });
      await finish(world, api, connected.body.sync.syncId);
    }
    const first = await api.get<OrderList>('/orders');
    expect(first.body.limit).toBe(50);
    expect(first.body.offset).toBe(0);
    expect(first.body.orders).toHaveLength(50);
    expect(first.body.total).toBeGreaterThanOrEqual(60);
    const all = await api.get<OrderList>('/orders?limit=100');
    expect(all.body.orders).toHaveLength(Math.min(100, all.body.total));
    const second = await api.get<OrderList>('/orders?limit=50&offset=50');
    expect(second.body.orders.map((order) => order.orderId)).toEqual(
      all.body.orders.slice(50, 100).map((order) => order.orderId),
    );
    const dates = all.body.orders.map((order) => order.orderedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const only = await api.get<OrderList>('/orders?retailer_id=1008&limit=100');
    expect(only.body.total).toBeGreaterThanOrEqual(20);
    expect(new Set(only.body.orders.map((order) => order.retailerId))).toEqual(new Set([1008]));
    expect((await api.get<OrderList>('/orders?retailer_id=1010')).body).toEqual({
      orders: [],
      limit: 50,
      offset: 0,
      total: 0,
    });
  });
});

/** The `"syncs"` item of a RateLimit field (draft-ietf-httpapi-ratelimit-headers), if there is one. */
function syncsItem(headers: Headers): { r: number; t: number } | undefined {
  const match = /(?:^|, )"syncs";r=(\d+);t=(\d+)(?:,|$)/.exec(headers.get('ratelimit') ?? '');
  return match ? { r: Number(match[1]), t: Number(match[2]) } : undefined;
}

describe.each<Variant>(['a', 'b'])('variant %s: every answer that starts a sync reports its sync quota', (variant) => {
  const connections = CONNECTIONS[variant];

  it('connect, sync one, update and sync all carry the "syncs" item beside "requests"', async () => {
    const { api } = await world.user(variant, 'quota');
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1011, credentials: good('user_empty') });
    expect(connected.status).toBe(201);
    expect(connected.headers.get('ratelimit')).toMatch(/^"requests";r=\d+;t=\d+, "syncs";r=9;t=3600$/);
    expect(connected.headers.get('ratelimit-policy')).toBe('"requests";q=100;w=60, "syncs";q=10;w=3600');
    await finish(world, api, connected.body.sync.syncId, 10_000);

    const one = await api.post<SyncSession>(`${connections}/1011/sync`);
    expect(one.status).toBe(202);
    // The retailer's first sync started 10 s of sandbox time ago: it leaves the window in 3590 s.
    expect(syncsItem(one.headers)).toEqual({ r: 8, t: 3590 });
    await finish(world, api, one.body.syncId, 10_000);

    const updated =
      variant === 'a'
        ? await api.put<ConnectResult>(`${connections}/1011`, { credentials: good('user_empty') })
        : await api.post<ConnectResult>(connections, { retailerId: 1011, credentials: good('user_empty') });
    expect(updated.status).toBe(200);
    expect(syncsItem(updated.headers)).toEqual({ r: 7, t: 3580 });
    await finish(world, api, updated.body.sync.syncId, 10_000);

    // Sync all reports the retailer of the batch with the fewest syncs left: 1011, not the new 1012.
    const other = await api.post<ConnectResult>(connections, { retailerId: 1012, credentials: good('user_empty') });
    expect(syncsItem(other.headers)).toEqual({ r: 9, t: 3600 });
    await finish(world, api, other.body.sync.syncId, 10_000);
    const all = await api.post<SyncSession>(`${connections}/sync`);
    expect(all.status).toBe(202);
    expect(all.body.retailers.map((retailer) => retailer.retailerId)).toEqual([1011, 1012]);
    expect(syncsItem(all.headers)).toEqual({ r: 6, t: 3560 });
    expect(all.headers.get('ratelimit-policy')).toBe('"requests";q=100;w=60, "syncs";q=10;w=3600');
  });

  it('a replayed answer reports the quota as it is now, and reads do not carry the item', async () => {
    const { api } = await world.user(variant, 'quotareplay');
    const key = { headers: { 'idempotency-key': `quota-${variant}` } };
    const connected = await api.post<ConnectResult>(
      connections,
      { retailerId: 1013, credentials: good('user_empty') },
      key,
    );
    expect(syncsItem(connected.headers)).toEqual({ r: 9, t: 3600 });
    await finish(world, api, connected.body.sync.syncId, 10_000);
    expect((await api.post(`${connections}/1013/sync`)).status).toBe(202);

    const replayed = await api.post<ConnectResult>(
      connections,
      { retailerId: 1013, credentials: good('user_empty') },
      key,
    );
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(syncsItem(replayed.headers)).toEqual({ r: 8, t: 3590 });

    const read = await api.get(`${connections}/1013`);
    expect(read.headers.get('ratelimit')).toMatch(/^"requests";r=\d+;t=\d+$/);
    expect(read.headers.get('ratelimit-policy')).toBe('"requests";q=100;w=60');
  });
});
