// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../openapi/build.ts';
import type { ApiClient } from './test-support/client.ts';
import {
  CONNECTIONS,
  finish,
  good,
  startWorld,
  type Connection,
  type ConnectResult,
  type OrderList,
  type Problem,
  type SyncSession,
  type World,
} from './test-support/world.ts';

/** Every test credential of docs/sandbox.md behaves as written, in both variants (sandbox clock at speed 1). */
let world: World;
beforeAll(async () => {
  world = await startWorld({ speed: 1 });
});
afterAll(async () => {
  await world.close();
});

describe.each<Variant>(['a', 'b'])('variant %s: test credentials', (variant) => {
  const connections = CONNECTIONS[variant];
  let api: ApiClient;
  let retailerId = 1010;

  async function connect(username: string, password = 'pass_good'): Promise<ConnectResult> {
    retailerId += 1;
    const { status, body } = await api.post<ConnectResult>(connections, {
      retailerId,
      credentials: { username, password },
    });
    expect(status).toBe(201);
    return body;
  }
  const connection = async () => (await api.get<Connection>(`${connections}/${retailerId}`)).body;
  const sync = async (syncId: string) => (await api.get<SyncSession>(`/sync/sessions/${syncId}`)).body;
  const step = async (syncId: string, ms: number) => {
    world.sandbox.advance(ms);
    return sync(syncId);
  };

  beforeAll(async () => {
    ({ api } = await world.user(variant, 'creds'));
  });

  it('user_good: queued, connecting, scanning with progress, then completed with 20-60 orders; connection active', async () => {
    const { sync: started, connection: created } = await connect('user_good');
    expect(created.status).toBe('pending');
    expect(started.status).toBe('queued');
    expect((await step(started.syncId, 1000)).status).toBe('connecting');
    expect((await step(started.syncId, 2000)).retailers[0]).toMatchObject({ status: 'scanning', ordersFetched: 0 });
    const halfway = await step(started.syncId, 2500);
    const done = await step(started.syncId, 2500);
    expect(done.status).toBe('completed');
    const total = done.retailers[0]?.ordersFetched ?? 0;
    expect(total).toBeGreaterThanOrEqual(20);
    expect(total).toBeLessThanOrEqual(60);
    expect(halfway.retailers[0]).toMatchObject({ status: 'scanning', ordersFetched: Math.floor(total / 2) });
    expect(await connection()).toMatchObject({ status: 'active' });
    const orders = (await api.get<OrderList>(`/orders?retailer_id=${retailerId}&limit=100`)).body;
    expect(orders.total).toBe(total);
    // Orders depend on (user, retailer) only: syncing again finds exactly the same ones.
    const again = await api.post<SyncSession>(`${connections}/${retailerId}/sync`);
    await finish(world, api, again.body.syncId);
    expect((await api.get<OrderList>(`/orders?retailer_id=${retailerId}&limit=100`)).body).toEqual(orders);
  });

  it('user_mfa: stops at userintervention with a prompt; 123456 resumes scanning and completes', async () => {
    const { sync: started } = await connect('user_mfa');
    const waiting = await finish(world, api, started.syncId);
    expect(waiting.status).toBe('userintervention');
    expect(waiting.retailers[0]).toMatchObject({
      status: 'userintervention',
      mfa: { prompt: expect.stringContaining('code') as unknown },
    });
    expect((await connection()).status).toBe('pending');
    const resumed = await api.post<SyncSession>(`/sync/sessions/${started.syncId}/mfa`, { retailerId, code: '123456' });
    expect(resumed.status).toBe(200);
    expect(resumed.body.status).toBe('scanning');
    expect((await finish(world, api, started.syncId)).status).toBe('completed');
    expect((await connection()).status).toBe('active');
  });

  it('user_mfa: any other code fails the sync (mfa_failed) and the connection needs re-authentication', async () => {
    const { sync: started } = await connect('user_mfa');
    await finish(world, api, started.syncId);
    const failed = await api.post<SyncSession>(`/sync/sessions/${started.syncId}/mfa`, { retailerId, code: '654321' });
    expect(failed.body).toMatchObject({ status: 'error', retailers: [{ status: 'error', errorCode: 'mfa_failed' }] });
    expect(await connection()).toMatchObject({ status: 'error', errorCode: 'mfa_failed' });
  });

  it('user_mfa: a new sync cancels one left waiting for a code', async () => {
    const { sync: started } = await connect('user_mfa');
    await finish(world, api, started.syncId);
    const again = await api.post<SyncSession>(`${connections}/${retailerId}/sync`);
    expect(again.status).toBe(202);
    expect((await sync(started.syncId)).retailers[0]).toMatchObject({ status: 'error', errorCode: 'mfa_cancelled' });
    expect((await finish(world, api, again.body.syncId)).status).toBe('userintervention');
  });

  it.each([
    ['user_bad', 'pass_good'],
    ['user_good', 'wrong_password'],
    ['someone_else', 'pass_good'],
  ])('%s / %s: the connection goes to error (invalid_credentials)', async (username, password) => {
    const { sync: started } = await connect(username, password);
    expect(await finish(world, api, started.syncId)).toMatchObject({
      status: 'error',
      retailers: [{ errorCode: 'invalid_credentials', ordersFetched: 0 }],
    });
    expect(await connection()).toMatchObject({ status: 'error', errorCode: 'invalid_credentials' });
  });

  it('user_locked: the sync fails with account_locked', async () => {
    const { sync: started } = await connect('user_locked');
    expect((await finish(world, api, started.syncId)).retailers[0]).toMatchObject({
      status: 'error',
      errorCode: 'account_locked',
    });
    expect(await connection()).toMatchObject({ status: 'error', errorCode: 'account_locked' });
  });

  it('user_expire: the first sync completes, the next fails and the connection goes to error; new credentials repair it', async () => {
    const { sync: first } = await connect('user_expire');
    expect((await finish(world, api, first.syncId)).status).toBe('completed');
    expect((await connection()).status).toBe('active');
    const second = await api.post<SyncSession>(`${connections}/${retailerId}/sync`);
    expect((await finish(world, api, second.body.syncId)).retailers[0]).toMatchObject({
      status: 'error',
      errorCode: 'credentials_expired',
    });
    expect(await connection()).toMatchObject({ status: 'error', errorCode: 'credentials_expired' });

    const repaired =
      variant === 'a'
        ? await api.put<ConnectResult>(`${connections}/${retailerId}`, { credentials: good('user_expire') })
        : await api.post<ConnectResult>(connections, { retailerId, credentials: good('user_expire') });
    expect(repaired.status).toBe(200);
    expect(repaired.body.connection).toMatchObject({ status: 'pending' });
    expect(repaired.body.connection.errorCode).toBeUndefined();
    expect((await finish(world, api, repaired.body.sync.syncId)).status).toBe('completed');
    expect((await connection()).status).toBe('active');
  });

  it('user_slow: scans for about 30 s with growing progress', async () => {
    const { sync: started } = await connect('user_slow');
    const seen: number[] = [];
    let current = await step(started.syncId, 3000);
    for (let second = 0; second < 29; second += 1) {
      expect(current.retailers[0]?.status).toBe('scanning');
      seen.push(current.retailers[0]?.ordersFetched ?? -1);
      current = await step(started.syncId, 1000);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBeGreaterThan(seen[14] ?? 0);
    expect(current.status).toBe('scanning');
    expect((await step(started.syncId, 1000)).status).toBe('completed');
  });

  it('user_flaky: every other call that reaches the retailer is a 502 problem that changes nothing', async () => {
    retailerId += 1;
    const body = { retailerId, credentials: good('user_flaky') };
    const refused = await api.post<Problem>(connections, body);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    expect((await api.get(`${connections}/${retailerId}`)).status).toBe(404);

    const accepted = await api.post<ConnectResult>(connections, body);
    expect(accepted.status).toBe(201);
    expect((await finish(world, api, accepted.body.sync.syncId)).status).toBe('completed');
    const syncsBefore = (await api.get<SyncSession>('/sync/sessions/latest')).body.syncId;
    expect((await api.post(`${connections}/${retailerId}/sync`)).status).toBe(502);
    expect((await api.get<SyncSession>('/sync/sessions/latest')).body.syncId).toBe(syncsBefore);
    expect((await api.post(`${connections}/${retailerId}/sync`)).status).toBe(202);
  });

  it('user_empty: completes with 0 orders', async () => {
    const { sync: started } = await connect('user_empty');
    expect((await finish(world, api, started.syncId)).retailers[0]).toMatchObject({
      status: 'completed',
      ordersFetched: 0,
    });
    expect((await connection()).status).toBe('active');
    expect((await api.get<OrderList>(`/orders?retailer_id=${retailerId}`)).body.total).toBe(0);
  });
});

describe('sync all', () => {
  it('batches every idle connection; a flaky retailer fails only its own entry', async () => {
    const { api } = await world.user('a', 'all');
    for (const [retailerId, username] of [
      [1040, 'user_good'],
      [1041, 'user_flaky'],
      [1042, 'user_bad'],
    ] as const) {
      if (username === 'user_flaky')
        expect((await api.post(CONNECTIONS.a, { retailerId, credentials: good(username) })).status).toBe(502);
      const { body } = await api.post<ConnectResult>(CONNECTIONS.a, { retailerId, credentials: good(username) });
      await finish(world, api, body.sync.syncId);
    }
    const all = await api.post<SyncSession>(`${CONNECTIONS.a}/sync`);
    expect(all.status).toBe(202);
    const done = await finish(world, api, all.body.syncId);
    expect(done.status).toBe('completed');
    expect(done.retailers.map((retailer) => [retailer.retailerId, retailer.status, retailer.errorCode])).toEqual([
      [1040, 'completed', undefined],
      [1041, 'error', 'upstream_unavailable'],
      [1042, 'error', 'invalid_credentials'],
    ]);
    // A retailer that did not answer needs no re-authentication.
    expect((await api.get<Connection>(`${CONNECTIONS.a}/1041`)).body.status).toBe('active');
  });
});

describe('the seeded user demo', () => {
  it('has an active, an error and a pending connection, orders, and a sync waiting for 123456', async () => {
    const api = await world.demo('b');
    const { body: list } = await api.get<Connection[]>('/sync/retailers');
    expect(list.map((connection) => [connection.retailerId, connection.status, connection.errorCode])).toEqual([
      [1001, 'active', undefined],
      [1002, 'error', 'invalid_credentials'],
      [1003, 'pending', undefined],
    ]);
    expect((await api.get<OrderList>('/orders?retailer_id=1001')).body.total).toBeGreaterThanOrEqual(20);
    const latest = (await api.get<SyncSession>('/sync/sessions/latest')).body;
    expect(latest.retailers).toEqual([expect.objectContaining({ retailerId: 1003, status: 'userintervention' })]);
  });

  it('seeds every demo_* user with a copy of its own', async () => {
    const first = await world.demo('a', 'demo_first');
    const second = await world.demo('a', 'demo_second');
    const repaired = await first.put<{ connection: Connection }>(`${CONNECTIONS.a}/1002`, { credentials: good() });
    expect(repaired.status).toBe(200);

    const statuses = async (api: typeof first) =>
      (await api.get<Connection[]>(CONNECTIONS.a)).body.map((connection) => [connection.retailerId, connection.status]);
    expect(await statuses(second)).toEqual([
      [1001, 'active'],
      [1002, 'error'],
      [1003, 'pending'],
    ]);
    expect(await statuses(first)).toEqual([
      [1001, 'active'],
      [1002, 'pending'],
      [1003, 'pending'],
    ]);
  });
});
