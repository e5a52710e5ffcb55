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
import type { HttpClient, HttpMethod, HttpRequest } from './http-client.ts';
import { toConnection, toRetailer, toSyncBatch, toSyncProgress, toUserProfile } from './mappers.ts';
import type { RateLimitState } from './retry-policy.ts';
import type { Order, OrderList } from './types.ts';
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
  isUserInfo,
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
  /** The OIDC userinfo endpoint of the provider (OpenID Connect Core §5.3; openapi/oidc.ts). */
  userInfo(options?: CallOptions): Promise<UserProfile>;
  /** The `RateLimit` state of the most recent answer that carried one. */
  rateLimit(): RateLimitState | undefined;
}

export interface ApiClientOptions {
  variant: ApiVariant;
  http: HttpClient;
  /** The provider's userinfo endpoint (from discovery). */
  userInfoEndpoint(): Promise<string>;
}

export function createApiClient(options: ApiClientOptions): RetailSyncApi {
  const { variant, http } = options;
  // The paths of each variant (docs/sandbox.md, the API table; checked against the documents in paths.ts).
  // Variant B names connections as the user's retailers, and moves the public catalog aside.
  const catalog = variant === 'A' ? '/sync/retailers' : '/retailers/available';
  const connections = variant === 'A' ? '/sync/connections' : '/sync/retailers';
  const connection = (retailerId: number): string => `${connections}/${encodeURIComponent(retailerId)}`;
  const session = (syncId: string): string => `/sync/sessions/${encodeURIComponent(syncId)}`;
  let lastRateLimit: RateLimitState | undefined;

  /**
   * One call: a GET by default; any other method starts work (Idempotency-Key). With a token unless
   * `request` says `authenticated: false`. The guard checks the answer: a malformed body is
   * `invalid_response`.
   */
  async function call<T>(
    guard: Guard<T>,
    path: string,
    { signal, idempotencyKey }: CallOptions = {},
    request: Partial<HttpRequest> = {},
  ): Promise<T> {
    const method = request.method ?? 'GET';
    const { status, body, rateLimit } = await http.request({
      ...request,
      method,
      path,
      signal,
      startsWork: method !== 'GET',
      idempotencyKey,
    });
    if (rateLimit) lastRateLimit = rateLimit;
    if (!guard(body)) {
      throw new ApiError(
        'invalid_response',
        `The service's answer to ${method} ${path} does not have the expected shape (HTTP ${status}).`,
        { status },
      );
    }
    return body;
  }

  const sync = async (path: string, options?: CallOptions, request?: Partial<HttpRequest>): Promise<SyncProgress> =>
    toSyncProgress(await call(isSyncSession, path, options, request));

  /** Only the two credential fields leave the widget, whatever else the caller's object carries. */
  const connectWith = async (
    method: HttpMethod,
    path: string,
    { username, password }: Credentials,
    options?: CallOptions,
    retailerId?: number,
  ): Promise<ConnectResult> => {
    const { connection, sync: started } = await call(isConnectResult, path, options, {
      method,
      body: { retailerId, credentials: { username, password } },
    });
    return { connection: toConnection(connection), sync: toSyncProgress(started) };
  };

  const connect = (retailerId: number, credentials: Credentials, options?: CallOptions): Promise<ConnectResult> =>
    connectWith('POST', connections, credentials, options, retailerId);

  return {
    variant,
    rateLimit: () => lastRateLimit,
    // The public catalog is the one call without a token (`security: []` in the OpenAPI documents).
    listCatalog: async (callOptions) => {
      const retailers = await call(arrayOf(isAvailableRetailer), catalog, callOptions, { authenticated: false });
      return retailers.map(toRetailer);
    },
    listConnections: async (query = {}) => {
      const { limit, offset, status } = query;
      const found = await call(arrayOf(isConnection), connections, query, { query: { limit, offset, status } });
      return found.map(toConnection);
    },
    getConnection: async (retailerId, callOptions) =>
      toConnection(await call(isConnection, connection(retailerId), callOptions)),
    connect,
    // Variant B has no Update Connection: connecting again replaces the credentials (docs/sandbox.md, the API table).
    reauthenticate: (retailerId, credentials, callOptions) =>
      variant === 'A'
        ? connectWith('PUT', connection(retailerId), credentials, callOptions)
        : connect(retailerId, credentials, callOptions),
    syncOne: (retailerId, callOptions) => sync(`${connection(retailerId)}/sync`, callOptions, { method: 'POST' }),
    syncAll: async (callOptions) =>
      toSyncBatch(await call(isSyncBatch, `${connections}/sync`, callOptions, { method: 'POST' })),
    submitMfa: (syncId, retailerId, code, callOptions) =>
      sync(`${session(syncId)}/mfa`, callOptions, { method: 'POST', body: { retailerId, code } }),
    latestSync: async (callOptions) => {
      try {
        return await sync('/sync/sessions/latest', callOptions);
      } catch (error) {
        if (isApiError(error) && error.code === 'not_found') return null; // no sync yet
        throw error;
      }
    },
    getSync: (syncId, callOptions) => sync(session(syncId), callOptions),
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
      return call(isOrderList, '/orders', query, { query: { retailer_id: retailerId, limit, offset } });
    },
    getOrder: (orderId, callOptions) => call(isOrder, `/orders/${encodeURIComponent(orderId)}`, callOptions),
    userInfo: async (callOptions) =>
      toUserProfile(await call(isUserInfo, await options.userInfoEndpoint(), callOptions)),
  };
}
