import type {
  ApiVariant,
  Connection,
  ConnectionStatus,
  Credentials,
  Retailer,
  SyncProgress,
  UserProfile,
} from '../domain.ts';
import { ApiError, isApiError } from './api-error.ts';
import createClient from 'openapi-fetch';
import type { paths as PathsA } from './generated/variant-a.ts';
import type { HttpClient } from './http-client.ts';
import { mapInSteps, readJsonInSteps, type Steps } from './in-steps.ts';
import { toConnection, toRetailer, toSyncBatch, toSyncProgress } from './mappers.ts';
import { compact } from '../util/compact.ts';
import { parseRateLimit, type RateLimitState } from './retry-policy.ts';
import { variantA, variantB, type Through, type TypedAnswer } from './variant-routes.ts';
import type { Order, OrderList, SyncSessionBody } from './types.ts';
import {
  arrayOf,
  type Guard,
  isAvailableRetailer,
  isConnection,
  isConnectResult,
  isOrder,
  isOrderList,
  isSyncBatch,
  isSyncSession,
} from './validators.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For the calls that start work (connect, reauthenticate, syncOne, syncAll, submitMfa): the
   * Idempotency-Key to send. Each call gets a new one by default, which its own retries repeat. Give
   * the key of an earlier call whose answer never arrived, with the same arguments, and the service
   * answers with that call's result instead of doing the work twice; with other arguments it refuses
   * the key (422, `problemCode` `idempotency_key_reused`).
   */
  idempotencyKey?: string;
}

export interface ListConnectionsQuery extends CallOptions {
  limit?: number;
  offset?: number;
  status?: ConnectionStatus;
}

export interface ListOrdersQuery extends CallOptions {
  retailerId?: number;
  /** 1 to 100; the service's default is 50 (the `limit` parameter in openapi/components.ts). */
  limit?: number;
  offset?: number;
}

export interface ConnectResult {
  readonly connection: Connection;
  readonly sync: SyncProgress;
}

/**
 * One interface over both variants of the service (openapi/variant-a.json, variant-b.json): callers never see which paths a
 * variant uses. Every answer is checked at runtime; a malformed body rejects with an `ApiError`
 * whose code is `invalid_response`, never a crash later on.
 */
export interface RetailSyncApi {
  readonly variant: ApiVariant;
  listCatalog(options?: CallOptions): Promise<Retailer[]>;
  listConnections(query?: ListConnectionsQuery): Promise<Connection[]>;
  getConnection(retailerId: number, options?: CallOptions): Promise<Connection>;
  /** Creates a connection and starts its first sync. */
  connect(retailerId: number, credentials: Credentials, options?: CallOptions): Promise<ConnectResult>;
  /** New credentials for a connection in status `error`: Update Connection in A, connecting again in B. */
  reauthenticate(retailerId: number, credentials: Credentials, options?: CallOptions): Promise<ConnectResult>;
  syncOne(retailerId: number, options?: CallOptions): Promise<SyncProgress>;
  /** One batch over every connection; `skipped` names those the service left out, if it says. */
  syncAll(options?: CallOptions): Promise<SyncProgress>;
  submitMfa(syncId: string, retailerId: number, code: string, options?: CallOptions): Promise<SyncProgress>;
  /** The user's most recent sync, or null when there has been none. */
  latestSync(options?: CallOptions): Promise<SyncProgress | null>;
  getSync(syncId: string, options?: CallOptions): Promise<SyncProgress>;
  listOrders(query?: ListOrdersQuery): Promise<OrderList>;
  getOrder(orderId: string, options?: CallOptions): Promise<Order>;
  /**
   * The signed-in user from the provider's OIDC userinfo endpoint (OpenID Connect Core §5.3): the
   * ID token's user with the claims userinfo adds, read as the sign-in reads it
   * (`ApiClientOptions.userInfo`). Never refreshes the tokens for it. Fails with an `AuthError`:
   * `session_expired` when not signed in, `userinfo_failed` (its `cause` says why) when there is no
   * endpoint, no usable answer, or an answer about another user.
   */
  userInfo(options?: CallOptions): Promise<UserProfile>;
  /** The `RateLimit` state of the most recent answer that carried one. */
  rateLimit(): RateLimitState | undefined;
}

export interface ApiClientOptions {
  variant: ApiVariant;
  http: HttpClient;
  /**
   * Reads the signed-in user from the provider's userinfo endpoint, for `userInfo()`. A session's
   * client is given the path its sign-in takes (the OpenID client's, with the tokens it holds), so
   * both read the user alike; a client made on its own is given the reader of whoever holds its
   * tokens.
   */
  userInfo(signal?: AbortSignal): Promise<UserProfile>;
  /**
   * Resolves in a later task of the page's: the public catalog is checked and mapped in steps with
   * this between them, so a large one never holds the page for one long task. The widget's session
   * passes a 0 ms timer of its environment. @default none: every step in the task of the answer
   */
  nextTask?: () => Promise<void>;
}

export function createApiClient(options: ApiClientOptions): RetailSyncApi {
  const { variant, http, nextTask = () => Promise.resolve() } = options;
  // The operations whose paths differ go through the variant's adapter (variant-routes.ts); the
  // sessions and orders operations are the same in both variants' documents, typed by A's.
  const routes = (variant === 'A' ? variantA : variantB)(http.baseUrl);
  const a = createClient<PathsA>({ baseUrl: http.baseUrl });
  const base = http.baseUrl.replace(/\/+$/, '');
  let lastRateLimit: RateLimitState | undefined;

  /**
   * One typed call's answer: `send` makes it through our transport (http-client.ts: token, refresh,
   * retries, Idempotency-Key, errors as `ApiError`), which sets its own headers; openapi-fetch builds
   * the URL and the JSON body, and parses the answer. A GET has no body to read, so its fetch starts
   * in the same task. A 2xx body that is not JSON is `invalid_response`. Any method but GET starts
   * work (Idempotency-Key).
   */
  async function answerTo(
    { signal, idempotencyKey }: CallOptions = {},
    send: (through: Through) => Promise<TypedAnswer>,
    authenticated: boolean,
  ): Promise<{ data: unknown; status: number; operation: string }> {
    let operation = '';
    const fetch = async ({ method, url }: Request, body?: string): Promise<Response> => {
      operation = `${method} ${url.slice(base.length).split('?')[0] ?? ''}`;
      const startsWork = method !== 'GET';
      return http.send({ method, url, body, authenticated, startsWork, idempotencyKey, signal });
    };
    let answer: TypedAnswer;
    try {
      answer = await send({
        fetch: async (request) =>
          request.method === 'GET' ? fetch(request) : fetch(request, (await request.text()) || undefined),
      });
    } catch (cause) {
      if (isApiError(cause)) throw cause;
      // Not the transport's: openapi-fetch could not parse the 2xx body as JSON.
      throw notJson(operation, cause);
    }
    const { data, response } = answer;
    lastRateLimit = parseRateLimit(response.headers) ?? lastRateLimit;
    return { data, status: response.status, operation };
  }

  const unexpectedShape = (operation: string, status: number) =>
    new ApiError(
      'invalid_response',
      `The service's answer to ${operation} does not have the expected shape (HTTP ${status}).`,
      {
        status,
      },
    );

  /** One typed call, its answer checked by `guard`: a malformed body is `invalid_response`. */
  async function call<T>(
    guard: Guard<T>,
    options: CallOptions | undefined,
    send: (through: Through) => Promise<TypedAnswer>,
    authenticated = true,
  ): Promise<T> {
    const { data, status, operation } = await answerTo(options, send, authenticated);
    if (!guard(data)) throw unexpectedShape(operation, status);
    return data;
  }

  const sync = async (options: CallOptions | undefined, send: (through: Through) => Promise<TypedAnswer>) =>
    toSyncProgress(await call(isSyncSession, options, send));

  /** A connect's or a repair's answer: the connection and the sync it started. */
  const connected = async (
    options: CallOptions | undefined,
    send: (through: Through) => Promise<TypedAnswer>,
  ): Promise<ConnectResult> => {
    const { connection, sync: started } = await call(isConnectResult, options, send);
    return { connection: toConnection(connection), sync: toSyncProgress(started) };
  };

  return {
    variant,
    rateLimit: () => lastRateLimit,
    // The public catalog is the one call without a token (`security: []` in the OpenAPI documents).
    // Read, checked and mapped in steps (in-steps.ts): a catalog of tens of thousands of retailers
    // would otherwise hold the host's page for one long task while its body is decoded and parsed.
    listCatalog: async (callOptions) => {
      const steps = { nextTask, signal: callOptions?.signal };
      const { data: body, status, operation } = await answerTo(callOptions, routes.listCatalog, false);
      const data = isBody(body) ? await jsonOf(body, steps, operation) : undefined;
      const retailers = Array.isArray(data)
        ? await mapInSteps(data, isAvailableRetailer, toRetailer, steps)
        : undefined;
      if (!retailers) throw unexpectedShape(operation, status);
      return retailers;
    },
    listConnections: async (query = {}) => {
      const { limit, offset, status } = query;
      const found = await call(arrayOf(isConnection), query, (through) =>
        routes.listConnections(through, compact({ limit, offset, status })),
      );
      return found.map(toConnection);
    },
    getConnection: async (retailerId, callOptions) =>
      toConnection(await call(isConnection, callOptions, (through) => routes.getConnection(through, retailerId))),
    // Only the two credential fields leave the widget, whatever else the caller's object carries.
    connect: (retailerId, { username, password }, callOptions) =>
      connected(callOptions, (through) => routes.connect(through, retailerId, { username, password })),
    reauthenticate: (retailerId, { username, password }, callOptions) =>
      connected(callOptions, (through) => routes.reauthenticate(through, retailerId, { username, password })),
    syncOne: (retailerId, callOptions) => sync(callOptions, (through) => routes.syncOne(through, retailerId)),
    syncAll: async (callOptions) => toSyncBatch(await call(isSyncBatch, callOptions, routes.syncAll)),
    // The sessions and orders operations are the same in both variants' documents.
    submitMfa: (syncId, retailerId, code, callOptions) =>
      sync(callOptions, (through) =>
        a.POST('/sync/sessions/{syncId}/mfa', { params: { path: { syncId } }, body: { retailerId, code }, ...through }),
      ),
    latestSync: async (callOptions) => {
      // No sync yet is 204 with no body (docs/decisions.md); a 200 must carry the sync.
      let status = 0;
      const latest = await call(
        (data): data is SyncSessionBody | undefined => (status === 204 ? data === undefined : isSyncSession(data)),
        callOptions,
        async (through) => {
          const answer = await a.GET('/sync/sessions/latest', { ...through });
          status = answer.response.status;
          return answer;
        },
      );
      return latest ? toSyncProgress(latest) : null;
    },
    getSync: (syncId, callOptions) =>
      sync(callOptions, (through) => a.GET('/sync/sessions/{syncId}', { params: { path: { syncId } }, ...through })),
    listOrders: async (query = {}) => {
      const { retailerId, limit, offset } = query;
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)) {
        throw new ApiError(
          'invalid_request',
          `listOrders: limit must be an integer from 1 to 100, not ${limit}; no request was sent.`,
          {
            detail: 'limit: 1 to 100',
          },
        );
      }
      return call(isOrderList, query, (through) =>
        a.GET('/orders', { params: { query: compact({ retailer_id: retailerId, limit, offset }) }, ...through }),
      );
    },
    getOrder: (orderId, callOptions) =>
      call(isOrder, callOptions, (through) =>
        a.GET('/orders/{orderId}', { params: { path: { orderId } }, ...through }),
      ),
    // The provider's OIDC userinfo endpoint: not an operation of the service's documents, and read
    // the one way the sign-in reads it.
    userInfo: (callOptions) => options.userInfo(callOptions?.signal),
  };
}

/** A response's body, unread (openapi-fetch's `parseAs: 'stream'`): a stream of bytes. */
const isBody = (value: unknown): value is ReadableStream<Uint8Array> => value instanceof ReadableStream;

const notJson = (operation: string, cause: unknown) =>
  new ApiError('invalid_response', `The service answered ${operation} with a body that is not JSON.`, { cause });

/**
 * A body read in steps (in-steps.ts), its failures as the ApiErrors of any other call: not JSON is
 * `invalid_response`, a connection lost while it arrives is `network`, and the end of the call's
 * lifetime rejects with the signal's reason, as the steps after it do.
 */
async function jsonOf(body: ReadableStream<Uint8Array>, steps: Steps, operation: string): Promise<unknown> {
  try {
    return await readJsonInSteps(body, steps);
  } catch (cause) {
    if (steps.signal?.aborted) throw cause;
    if (cause instanceof SyntaxError) throw notJson(operation, cause);
    throw new ApiError('network', `The connection was lost while the answer to ${operation} arrived.`, { cause });
  }
}
