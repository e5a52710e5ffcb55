/**
 * An in-memory Retail Order Sync API (both variants, docs/sandbox.md) behind a fake `fetch`, for unit
 * tests of the API client, the sync polling and the session. It honours Idempotency-Key like the sandbox
 * (a repeat replays the first success and starts nothing; a key reused for another request is a 422), records every request, and lets a test
 * script failures or move a sync along by hand.
 */
import type { ApiVariant, SyncStatus } from '../domain.ts';
import type { ConnectionBody, Order, SyncRetailerBody, SyncSessionBody } from '../api/types.ts';

export const FAKE_API_BASE = 'https://api.example.test/b';
export const FAKE_API_BASE_A = 'https://api.example.test/a';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A scripted answer: the next request matching `method` and `path` gets `respond()` instead. */
export interface ScriptedAnswer {
  method: string;
  path: string | RegExp;
  respond(): Response | Promise<Response>;
}

export interface FakeApi {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  script: ScriptedAnswer[];
  connections: Map<number, ConnectionBody>;
  syncs: Map<string, SyncSessionBody>;
  /** Access tokens the API accepts; anything else is a 401. */
  validTokens: Set<string>;
  /** What `RateLimit` says on every answer. */
  rateLimitRemaining: number;
  rateLimitReset: number;
  /** Sets the status of one retailer of a sync, and derives the batch status. */
  setStatus(syncId: string, retailerId: number, status: SyncStatus, extra?: Partial<SyncRetailerBody>): void;
  /** Requests to a path (exact, without the base), optionally of one method. */
  count(path: string | RegExp, method?: string): number;
}

export const RETAILERS = [
  {
    retailerId: 1,
    displayName: 'Acme Outfitters',
    logo: 'https://api.example.test/logos/1.svg',
    syncConfig: { serverSide: true },
  },
  {
    retailerId: 2,
    displayName: 'Bolt Hardware',
    logo: 'https://api.example.test/logos/2.svg',
    syncConfig: { serverSide: false },
  },
];

const ORDER: Order = {
  orderId: 'ord_1',
  retailerId: 1,
  orderNumber: 'A-1001',
  orderedAt: '2026-11-01T10:00:00Z',
  status: 'delivered',
  currency: 'EUR',
  total: 4599,
  itemCount: 1,
  items: [{ name: 'Lamp', sku: 'L-1', quantity: 1, unitPrice: 4599 }],
};

const problem = (status: number, code: string, detail: string, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify({ type: `https://errors.example.test/${code}`, title: code, status, detail, code }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

function derive(retailers: readonly SyncRetailerBody[]): SyncStatus {
  const statuses = retailers.map((item) => item.status);
  if (statuses.includes('userintervention')) return 'userintervention';
  for (const running of ['queued', 'connecting', 'scanning'] as const) if (statuses.includes(running)) return running;
  return statuses.every((status) => status === 'error') ? 'error' : 'completed';
}

export function createFakeApi(variant: ApiVariant = 'B'): FakeApi {
  const base = variant === 'A' ? FAKE_API_BASE_A : FAKE_API_BASE;
  const collection = variant === 'A' ? '/sync/connections' : '/sync/retailers';
  const catalogPath = variant === 'A' ? '/sync/retailers' : '/retailers/available';
  /** Per Idempotency-Key: the request it was first used for, and the success answered. */
  const replays = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let nextSync = 1;

  const newSync = (retailerIds: number[]): SyncSessionBody => {
    const syncId = `sync_${String(nextSync++).padStart(24, '0')}`;
    const retailers = retailerIds.map((retailerId): SyncRetailerBody => ({
      retailerId,
      status: 'queued',
      ordersFetched: 0,
    }));
    const sync: SyncSessionBody = {
      syncId,
      status: 'queued',
      createdAt: '2026-11-21T13:00:00Z',
      updatedAt: '2026-11-21T13:00:00Z',
      retailers,
    };
    api.syncs.set(syncId, sync);
    return sync;
  };

  const connect = (retailerId: number, status: number): { status: number; body: unknown } => {
    const retailer = RETAILERS.find((item) => item.retailerId === retailerId);
    const connection: ConnectionBody = {
      retailerId,
      displayName: retailer?.displayName ?? `Retailer ${retailerId}`,
      status: 'pending',
      lastSyncAt: '2026-11-21T13:00:00Z',
    };
    api.connections.set(retailerId, connection);
    return { status, body: { connection, sync: newSync([retailerId]) } };
  };

  /** The routes; answers `undefined` for an unknown path (404). */
  const route = (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } | Response | undefined => {
    const one = new RegExp(`^${collection}/(\\d+)$`).exec(path);
    const syncOne = new RegExp(`^${collection}/(\\d+)/sync$`).exec(path);
    const session = /^\/sync\/sessions\/([^/]+)$/.exec(path);
    const mfa = /^\/sync\/sessions\/([^/]+)\/mfa$/.exec(path);
    if (method === 'GET' && path === collection) return { status: 200, body: [...api.connections.values()] };
    if (method === 'POST' && path === collection) {
      const retailerId = Number(body['retailerId']);
      if (api.connections.has(retailerId)) {
        if (variant === 'A') return problem(409, 'connection_exists', 'Use Update Connection.');
        return connect(retailerId, 200);
      }
      return connect(retailerId, 201);
    }
    if (method === 'POST' && path === `${collection}/sync`) {
      if (api.connections.size === 0) return problem(409, 'no_connections', 'Nothing to sync.');
      return { status: 202, body: newSync([...api.connections.keys()]) };
    }
    if (one && method === 'GET') {
      const connection = api.connections.get(Number(one[1]));
      return connection ? { status: 200, body: connection } : problem(404, 'not_found', 'No such connection.');
    }
    if (one && method === 'PUT' && variant === 'A') {
      if (!api.connections.has(Number(one[1]))) return problem(404, 'not_found', 'No such connection.');
      return connect(Number(one[1]), 200);
    }
    if (syncOne && method === 'POST') {
      if (!api.connections.has(Number(syncOne[1]))) return problem(404, 'not_found', 'No such connection.');
      return { status: 202, body: newSync([Number(syncOne[1])]) };
    }
    if (method === 'GET' && path === '/sync/sessions/latest') {
      const latest = [...api.syncs.values()].at(-1);
      // No sync yet: 204 with no body, as the documents have it (docs/decisions.md).
      return latest ? { status: 200, body: latest } : { status: 204, body: undefined };
    }
    if (session && method === 'GET') {
      const sync = api.syncs.get(decodeURIComponent(session[1] ?? ''));
      return sync ? { status: 200, body: sync } : problem(404, 'not_found', 'No such sync.');
    }
    if (mfa && method === 'POST') {
      const syncId = decodeURIComponent(mfa[1] ?? '');
      const retailerId = Number(body['retailerId']);
      const item = api.syncs.get(syncId)?.retailers.find((entry) => entry.retailerId === retailerId);
      if (!item || item.status !== 'userintervention')
        return problem(409, 'mfa_not_requested', 'No code was asked for.');
      if (body['code'] === '123456') api.setStatus(syncId, retailerId, 'scanning');
      else api.setStatus(syncId, retailerId, 'error', { errorCode: 'mfa_failed' });
      return { status: 200, body: api.syncs.get(syncId) };
    }
    if (method === 'GET' && path === '/orders') {
      return {
        status: 200,
        body: { orders: [ORDER].map(({ items: _items, ...summary }) => summary), limit: 50, offset: 0, total: 1 },
      };
    }
    if (method === 'GET' && path === '/orders/ord_1') return { status: 200, body: ORDER };
    return undefined;
  };

  const api: FakeApi = {
    requests: [],
    script: [],
    connections: new Map(),
    syncs: new Map(),
    validTokens: new Set(['access-1']),
    rateLimitRemaining: 99,
    rateLimitReset: 60,
    setStatus(syncId, retailerId, status, extra = {}) {
      const sync = api.syncs.get(syncId);
      if (!sync) throw new Error(`no sync ${syncId}`);
      const retailers = sync.retailers.map((item): SyncRetailerBody => {
        if (item.retailerId !== retailerId) return item;
        const { mfa: _mfa, errorCode: _errorCode, ...rest } = item;
        return { ...rest, status, ...extra };
      });
      api.syncs.set(syncId, { ...sync, retailers, status: derive(retailers), updatedAt: '2026-11-21T13:00:01Z' });
    },
    count: (path, method) =>
      api.requests.filter(
        (request) =>
          (method === undefined || request.method === method) &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ).length,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.href.startsWith(`${base}/`)) return new Response('not found', { status: 404 });
      const path = url.pathname.slice(new URL(base).pathname.length);
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      api.requests.push({ method, path, query: url.searchParams, headers, body });

      const scripted = api.script.findIndex(
        (entry) =>
          entry.method === method && (typeof entry.path === 'string' ? entry.path === path : entry.path.test(path)),
      );
      if (scripted >= 0) {
        const [entry] = api.script.splice(scripted, 1);
        return entry!.respond();
      }
      if (method === 'GET' && path === catalogPath) return Response.json(RETAILERS);

      // Either scheme: the fake checks the token, the DPoP tests (auth/dpop.test.ts) check the proofs.
      const token = /^(?:Bearer|DPoP) (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
      if (!token || !api.validTokens.has(token)) return problem(401, 'invalid_token', 'The access token is invalid.');

      const rateHeaders = {
        RateLimit: `"requests";r=${api.rateLimitRemaining};t=${api.rateLimitReset}`,
        'RateLimit-Policy': '"requests";q=100;w=60',
      };
      const key = headers.get('idempotency-key');
      const replay = key === null ? undefined : replays.get(key);
      const fingerprint = `${method} ${path} ${JSON.stringify(body ?? null)}`;
      if (replay && replay.fingerprint !== fingerprint) {
        return problem(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
      }
      if (replay)
        return Response.json(replay.body, {
          status: replay.status,
          headers: { ...rateHeaders, 'Idempotent-Replayed': 'true' },
        });

      const answer = route(method, path, (body ?? {}) as Record<string, unknown>);
      if (answer === undefined) return problem(404, 'not_found', 'No such path.');
      if (answer instanceof Response) return answer;
      // Errors are not stored: only a success is replayed (openapi/components.ts, IdempotencyKey).
      if (key !== null) replays.set(key, { fingerprint, status: answer.status, body: structuredClone(answer.body) });
      if (answer.body === undefined) return new Response(null, { status: answer.status, headers: rateHeaders });
      return Response.json(answer.body, { status: answer.status, headers: rateHeaders });
    },
  };
  return api;
}

export { problem as problemResponse };
