// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../openapi/build.ts';
import {
  CONNECTIONS,
  finish,
  good,
  startWorld,
  type Connection,
  type ConnectResult,
  type Problem,
  type SyncSession,
  type World,
} from './test-support/world.ts';

/** POSTs that start work honour Idempotency-Key: a repeat replays the first answer and starts nothing. */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const key = (name: string) => ({ headers: { 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` } });

describe.each<Variant>(['a', 'b'])('variant %s: Idempotency-Key', (variant) => {
  const connections = CONNECTIONS[variant];

  it('connect: the repeat replays 201 with the same connection and sync, and no second connection or sync exists', async () => {
    const { api } = await world.user(variant, 'idem');
    const options = key('connect');
    const body = { retailerId: 1020, credentials: good() };
    const first = await api.post<ConnectResult>(connections, body, options);
    const repeat = await api.post<ConnectResult>(connections, body, options);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await api.get<Connection[]>(connections)).body).toHaveLength(1);
    expect((await api.get<SyncSession>('/sync/sessions/latest')).body.syncId).toBe(first.body.sync.syncId);
    // Without the key the same request is a new one: variant A refuses it, B replaces the credentials.
    await finish(world, api, first.body.sync.syncId);
    expect((await api.post(connections, body)).status).toBe(variant === 'a' ? 409 : 200);
  });

  it('trigger sync and sync all: the repeat returns the same sync and starts no other', async () => {
    const { api } = await world.user(variant, 'idem');
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1021, credentials: good() });
    await finish(world, api, connected.body.sync.syncId);
    for (const path of [`${connections}/1021/sync`, `${connections}/sync`]) {
      const options = key('sync');
      const first = await api.post<SyncSession>(path, undefined, options);
      const repeat = await api.post<SyncSession>(path, undefined, options);
      expect(first.status).toBe(202);
      expect(repeat.status).toBe(202);
      expect(repeat.body.syncId).toBe(first.body.syncId);
      expect((await api.get<SyncSession>('/sync/sessions/latest')).body.syncId).toBe(first.body.syncId);
      await finish(world, api, first.body.syncId);
    }
  });

  it('MFA: the repeat replays the answer to the first code', async () => {
    const { api } = await world.user(variant, 'idem');
    const connected = await api.post<ConnectResult>(connections, { retailerId: 1022, credentials: good('user_mfa') });
    const { syncId } = await finish(world, api, connected.body.sync.syncId);
    const options = key('mfa');
    const first = await api.post<SyncSession>(
      `/sync/sessions/${syncId}/mfa`,
      { retailerId: 1022, code: '123456' },
      options,
    );
    const repeat = await api.post<SyncSession>(
      `/sync/sessions/${syncId}/mfa`,
      { retailerId: 1022, code: '123456' },
      options,
    );
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    // Without the key, the same code is refused: nothing waits for one any more.
    expect((await api.post(`/sync/sessions/${syncId}/mfa`, { retailerId: 1022, code: '123456' })).status).toBe(409);
  });

  it('a key reused for a different request is a 422; another user may use the same key', async () => {
    const { api } = await world.user(variant, 'idem');
    const options = key('reuse');
    expect((await api.post(connections, { retailerId: 1023, credentials: good() }, options)).status).toBe(201);
    const reused = await api.post<Problem>(connections, { retailerId: 1024, credentials: good() }, options);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const { api: other } = await world.user(variant, 'idem');
    expect((await other.post(connections, { retailerId: 1024, credentials: good() }, options)).status).toBe(201);
  });

  it('an error is not stored: retrying a 502 with the same key runs again and succeeds', async () => {
    const { api } = await world.user(variant, 'idem');
    const options = key('flaky');
    const body = { retailerId: 1025, credentials: good('user_flaky') };
    expect((await api.post(connections, body, options)).status).toBe(502);
    expect((await api.post(connections, body, options)).status).toBe(201);
    expect((await api.post(connections, body, options)).status).toBe(201);
    expect((await api.get<Connection[]>(connections)).body).toHaveLength(1);
  });

  it('a malformed key is a 400', async () => {
    const { api } = await world.user(variant, 'idem');
    const { status, body } = await api.post<Problem>(`${connections}/sync`, undefined, {
      headers: { 'idempotency-key': 'has space' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_idempotency_key');
  });
});
