// @vitest-environment node
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANTS, type Variant } from '../../openapi/build.ts';
import { NO_ORDERS_CLIENT_ID, ORDERS_ONLY_CLIENT_ID } from './clients.ts';
import type { ApiClient, RequestOptions } from './test-support/client.ts';
import { documentedOperations, pathOf, type DocumentedOperation } from './test-support/operations.ts';
import { invalidParameterTexts, validValue } from './test-support/schema-values.ts';
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
 * The documents and the served answers agree: every (operation, status) pair each document declares
 * is produced here against the real sandbox, and every answer is checked by the Contract (status
 * declared, headers and body inside their schemas; an undeclared status throws). The last test of
 * each variant fails if a declared pair was never seen, so a status added to a document needs a
 * scenario here. The answers every operation shares (400, 401, 403, 429, 422) are driven from the
 * document itself; the others need the sandbox's domain.
 */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe.each<Variant>(VARIANTS)('variant %s: every documented answer', (variant) => {
  const connections = CONNECTIONS[variant];
  const operations = () => documentedOperations(world.contracts[variant].document);
  const api = () => operations().filter((operation) => !operation.oauth);
  const guarded = (status: number) =>
    api().filter((operation) => operation.bearer && operation.statuses.includes(status));

  /** Sends an operation with valid inputs (a valid path, and body when it takes one), plus `options`. */
  function send(client: ApiClient, operation: DocumentedOperation, options: RequestOptions = {}) {
    const body = operation.body ? { body: validValue(operation.body) } : {};
    return client.request(operation.method, pathOf(operation), { ...body, ...options });
  }

  /** A request to an OpenID provider endpoint, checked against the same document. */
  function raw(method: string, path: string, init: RequestInit = {}): Promise<number> {
    return rawUrl(method, `${world.sandbox.origin}/oauth${path}`, init);
  }

  /** A request to any URL of the sandbox, checked against the same document. */
  async function rawUrl(method: string, url: string, init: RequestInit = {}): Promise<number> {
    const response = await fetch(url, { ...init, method, redirect: 'manual' });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    world.contracts[variant].check(method, url, response.status, response.headers, json ? await response.json() : '');
    return response.status;
  }

  it('401: every bearer operation without a token, user info included', async () => {
    for (const operation of guarded(401)) {
      expect((await send(world.anonymous(variant), operation)).status, operation.id).toBe(401);
    }
    expect(await raw('GET', '/me')).toBe(401);
  });

  it('403: every operation, from a client without its permission', async () => {
    const ordersOnly = (await world.user(variant, 'ordersonly', ORDERS_ONLY_CLIENT_ID)).api;
    const noOrders = (await world.user(variant, 'noorders', NO_ORDERS_CLIENT_ID)).api;
    for (const operation of guarded(403)) {
      const first = await send(ordersOnly, operation);
      const status = first.status === 403 ? 403 : (await send(noOrders, operation)).status;
      expect(status, operation.id).toBe(403);
    }
  });

  it('429: every operation, once the user spent 100 requests this minute', async () => {
    const { api: spent } = await world.user(variant, 'spent');
    for (let request = 0; request < 100; request += 1) await spent.get('/sync/sessions/latest');
    for (const operation of guarded(429)) expect((await send(spent, operation)).status, operation.id).toBe(429);
  });

  it('400: every operation that declares it, with its first input outside the schema', async () => {
    const { api: client } = await world.user(variant, 'invalid');
    for (const operation of guarded(400)) {
      const parameter = operation.parameters.find(
        (candidate) => invalidParameterTexts(candidate.schema as OpenAPIV3.SchemaObject).length > 0,
      );
      const { name = '', in: where } = parameter ?? {};
      const text = parameter ? (invalidParameterTexts(parameter.schema as OpenAPIV3.SchemaObject)[0] ?? '') : '';
      const path = where === 'path' ? pathOf(operation, { [name]: text }) : pathOf(operation);
      const query = where === 'query' ? `?${name}=${encodeURIComponent(text)}` : '';
      const headers = where === 'header' ? { [name]: text } : {};
      // Without a parameter to break, the body is broken instead: an array where an object belongs.
      const body = parameter ? (operation.body ? { body: validValue(operation.body) } : {}) : { body: [] };
      const sent = await client.request(operation.method, path + query, { headers, ...body });
      expect(sent.status, operation.id).toBe(400);
    }
  });

  it('422: every operation that declares it, with an Idempotency-Key used for another request', async () => {
    const { api: client } = await world.user(variant, 'reused');
    const headers = { 'idempotency-key': 'reused-key' };
    const first = await client.post(connections, { retailerId: 1001, credentials: good() }, { headers });
    expect(first.status).toBe(201);
    for (const operation of guarded(422)) {
      expect((await send(client, operation, { headers })).status, operation.id).toBe(422);
    }
  });

  it('connections and syncs: success, 404, 409 and 502 where the documents declare them', async () => {
    const { api: client } = await world.user(variant, 'answers');
    expect(
      (await world.anonymous(variant).get(variant === 'a' ? '/sync/retailers' : '/retailers/available')).status,
    ).toBe(200);
    const created = await client.post<ConnectResult>(connections, { retailerId: 1001, credentials: good() });
    expect(created.status).toBe(201);
    expect((await client.post(connections, { retailerId: 999_999, credentials: good() })).status).toBe(404);
    // The first sync still runs: connecting again (409 connection_exists in A, sync_in_progress in B),
    // updating and triggering are refused.
    expect((await client.post(connections, { retailerId: 1001, credentials: good() })).status).toBe(409);
    expect((await client.post(`${connections}/1001/sync`)).status).toBe(409);
    if (variant === 'a') expect((await client.put(`${connections}/1001`, { credentials: good() })).status).toBe(409);
    await finish(world, client, created.body.sync.syncId);

    if (variant === 'a') {
      const updated = await client.put<ConnectResult>(`${connections}/1001`, { credentials: good() });
      expect(updated.status).toBe(200);
      await finish(world, client, updated.body.sync.syncId);
      expect((await client.put(`${connections}/1040`, { credentials: good() })).status).toBe(404);
    } else {
      const replaced = await client.post<ConnectResult>(connections, { retailerId: 1001, credentials: good() });
      expect(replaced.status).toBe(200);
      await finish(world, client, replaced.body.sync.syncId);
    }
    expect((await client.get(connections)).status).toBe(200);
    expect((await client.get(`${connections}/1001`)).status).toBe(200);
    expect((await client.get(`${connections}/1040`)).status).toBe(404);
    const one = await client.post<SyncSession>(`${connections}/1001/sync`);
    expect(one.status).toBe(202);
    await finish(world, client, one.body.syncId);
    expect((await client.post(`${connections}/1040/sync`)).status).toBe(404);
    const all = await client.post<SyncSession>(`${connections}/sync`);
    expect(all.status).toBe(202);
    await finish(world, client, all.body.syncId);
    const { api: newcomer } = await world.user(variant, 'newcomer');
    expect((await newcomer.post(`${connections}/sync`)).status).toBe(409);

    // user_flaky: the 1st, 3rd, 5th... call that reaches retailer 1030 is a 502.
    const flaky = { retailerId: 1030, credentials: good('user_flaky') };
    expect((await client.post(connections, flaky)).status).toBe(502);
    const flakyConnected = await client.post<ConnectResult>(connections, flaky);
    expect(flakyConnected.status).toBe(201);
    await finish(world, client, flakyConnected.body.sync.syncId);
    expect((await client.post(`${connections}/1030/sync`)).status).toBe(502);
    if (variant === 'a') {
      const fourth = await client.put<ConnectResult>(`${connections}/1030`, { credentials: good('user_flaky') });
      await finish(world, client, fourth.body.sync.syncId);
      expect((await client.put(`${connections}/1030`, { credentials: good('user_flaky') })).status).toBe(502);
    }
  });

  it('sync sessions and orders: success, none yet and 404, MFA 409', async () => {
    const { api: client } = await world.user(variant, 'sessions');
    expect((await client.get('/sync/sessions/latest')).status).toBe(204);
    const mfa = await client.post<ConnectResult>(connections, { retailerId: 1003, credentials: good('user_mfa') });
    const waiting = await finish(world, client, mfa.body.sync.syncId);
    expect((await client.get('/sync/sessions/latest')).status).toBe(200);
    const unknown = '/sync/sessions/sync_000000000000000000000000';
    expect((await client.get(unknown)).status).toBe(404);
    const code = { retailerId: 1003, code: '123456' };
    expect((await client.post(`/sync/sessions/${waiting.syncId}/mfa`, code)).status).toBe(200);
    expect((await client.post(`/sync/sessions/${waiting.syncId}/mfa`, code)).status).toBe(409);
    expect((await client.post(`${unknown}/mfa`, code)).status).toBe(404);
    await finish(world, client, waiting.syncId);
    const orders = await client.get<OrderList>('/orders');
    expect(orders.status).toBe(200);
    expect((await client.get(`/orders/${orders.body.orders[0]?.orderId ?? ''}`)).status).toBe(200);
    expect((await client.get('/orders/ord_nope')).status).toBe(404);
  });

  it('the OpenID provider operations: 200, 303 and their OAuth errors', async () => {
    const form = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const client = { client_id: 'retailsync-demo' };
    expect(await raw('GET', '/.well-known/openid-configuration')).toBe(200);
    expect(await raw('GET', '/jwks')).toBe(200);
    const authorize = new URLSearchParams({
      ...client,
      redirect_uri: `${world.sandbox.demoOrigin}/callback.html`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    expect(await raw('GET', `/auth?${authorize.toString()}`)).toBe(303);
    const unknownClient = new URLSearchParams(authorize);
    unknownClient.set('client_id', 'nobody');
    expect(await raw('GET', `/auth?${unknownClient.toString()}`)).toBe(400);
    const { accessToken, refreshToken, sessionCookie } = await world.sandbox.signIn(
      `answers_${variant}_${process.pid}`,
    );
    // Signed in and already granted: authorize answers at once, as a page that posts the code.
    const formPost = new URLSearchParams(authorize);
    formPost.set('response_mode', 'form_post');
    expect(await raw('GET', `/auth?${formPost.toString()}`, { headers: { cookie: sessionCookie } })).toBe(200);
    const refresh = form({ ...client, grant_type: 'refresh_token', refresh_token: refreshToken ?? '' });
    expect(await raw('POST', '/token', refresh)).toBe(200);
    expect(await raw('POST', '/token', form({ ...client, grant_type: 'refresh_token', refresh_token: 'nope' }))).toBe(
      400,
    );
    const bearer = { headers: { authorization: `Bearer ${accessToken}` } };
    expect(await raw('GET', '/me', bearer)).toBe(200);
    expect(await raw('POST', '/token/revocation', form({ ...client, token: accessToken }))).toBe(200);
    expect(await raw('POST', '/token/revocation', form(client))).toBe(400);
  });

  it('431: the operations with no client error of their own refuse header fields over 16 KB', async () => {
    const padded = { headers: { 'x-padding': 'a'.repeat(20_000) } };
    const catalog = `${world.sandbox.origin}/${variant}${variant === 'a' ? '/sync/retailers' : '/retailers/available'}`;
    expect(await rawUrl('GET', catalog, padded)).toBe(431);
    expect(await raw('GET', '/.well-known/openid-configuration', padded)).toBe(431);
    expect(await raw('GET', '/jwks', padded)).toBe(431);
  });

  // Must stay last in this block: it reads what the tests above recorded.
  it('saw every (operation, status) pair the document declares', () => {
    const seen = new Set(world.contracts[variant].seen.map(({ operationId, status }) => `${operationId} ${status}`));
    const declared = operations().flatMap((operation) =>
      operation.statuses.map((status) => `${operation.id} ${status}`),
    );
    expect(declared.filter((pair) => !seen.has(pair))).toEqual([]);
  });
});
