import type { ApiVariant, Connection, ConnectionStatus, Credentials, Retailer, SyncProgress, UserProfile } from '../session-contract.ts';
import { ApiError, apiError, isApiError } from './api-error.ts';
import type { HttpClient, HttpRequest } from './http-client.ts';
import { toConnection, toRetailer, toSyncProgress, toUserProfile } from './mappers.ts';
import { apiPaths } from './paths.ts';
import type { RateLimitState } from './retry-policy.ts';
import type { Order, OrderList } from './types.ts';
import {
  arrayOf, isAvailableRetailer, isConnection, isConnectResult, isOrder, isOrderList, isSyncSession, isUserInfo,
} from './validators.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ListConnectionsQuery extends CallOptions {
  limit?: number;
  offset?: number;
  status?: ConnectionStatus;
}

export interface ListOrdersQuery extends CallOptions {
  retailerId?: number;
  /** 1 to 100; the service's default is 50 (spec §8). */
  limit?: number;
  offset?: number;
}

export interface ConnectResult {
  readonly connection: Connection;
  readonly sync: SyncProgress;
}

/**
 * One interface over both variants of the service (spec §4.1): callers never see which paths a
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
  syncAll(options?: CallOptions): Promise<SyncProgress>;
  submitMfa(syncId: string, retailerId: number, code: string, options?: CallOptions): Promise<SyncProgress>;
  /** The user's most recent sync, or null when there has been none. */
  latestSync(options?: CallOptions): Promise<SyncProgress | null>;
  getSync(syncId: string, options?: CallOptions): Promise<SyncProgress>;
  listOrders(query?: ListOrdersQuery): Promise<OrderList>;
  getOrder(orderId: string, options?: CallOptions): Promise<Order>;
  /** The OIDC userinfo endpoint of the provider (spec §4.2, Get user info). */
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
  const paths = apiPaths(variant);
  let lastRateLimit: RateLimitState | undefined;

  async function call<T>(request: HttpRequest, guard: (value: unknown) => value is T, what: string): Promise<T> {
    const response = await http.request(request);
    if (response.rateLimit) lastRateLimit = response.rateLimit;
    if (!guard(response.body)) {
      throw new ApiError('invalid_response', `The service answered ${what} in an unexpected format.`, { status: response.status });
    }
    return response.body;
  }

  const signalOf = (callOptions?: CallOptions): Pick<HttpRequest, 'signal'> => (callOptions?.signal ? { signal: callOptions.signal } : {});

  const connectWith = async (request: HttpRequest): Promise<ConnectResult> => {
    const body = await call(request, isConnectResult, 'the connection');
    return { connection: toConnection(body.connection), sync: toSyncProgress(body.sync) };
  };

  return {
    variant,
    rateLimit: () => lastRateLimit,
    async listCatalog(callOptions) {
      const body = await call({ method: 'GET', path: paths.catalog, authenticated: false, ...signalOf(callOptions) }, arrayOf(isAvailableRetailer), 'the catalog');
      return body.map(toRetailer);
    },
    async listConnections(query = {}) {
      const { limit, offset, status } = query;
      const body = await call({ method: 'GET', path: paths.connections, query: { limit, offset, status }, ...signalOf(query) }, arrayOf(isConnection), 'the connections');
      return body.map(toConnection);
    },
    async getConnection(retailerId, callOptions) {
      return toConnection(await call({ method: 'GET', path: paths.connection(retailerId), ...signalOf(callOptions) }, isConnection, 'the connection'));
    },
    connect(retailerId, credentials, callOptions) {
      return connectWith({
        method: 'POST', path: paths.connections, body: { retailerId, credentials: copyCredentials(credentials) }, startsWork: true, ...signalOf(callOptions),
      });
    },
    reauthenticate(retailerId, credentials, callOptions) {
      // Variant B has no Update Connection: connecting again replaces the credentials (DESIGN §3).
      return connectWith(variant === 'A'
        ? { method: 'PUT', path: paths.connection(retailerId), body: { credentials: copyCredentials(credentials) }, startsWork: true, ...signalOf(callOptions) }
        : { method: 'POST', path: paths.connections, body: { retailerId, credentials: copyCredentials(credentials) }, startsWork: true, ...signalOf(callOptions) });
    },
    async syncOne(retailerId, callOptions) {
      return toSyncProgress(await call({ method: 'POST', path: paths.syncOne(retailerId), startsWork: true, ...signalOf(callOptions) }, isSyncSession, 'the sync'));
    },
    async syncAll(callOptions) {
      return toSyncProgress(await call({ method: 'POST', path: paths.syncAll, startsWork: true, ...signalOf(callOptions) }, isSyncSession, 'the sync'));
    },
    async submitMfa(syncId, retailerId, code, callOptions) {
      return toSyncProgress(await call({
        method: 'POST', path: paths.mfa(syncId), body: { retailerId, code }, startsWork: true, ...signalOf(callOptions),
      }, isSyncSession, 'the sync'));
    },
    async latestSync(callOptions) {
      try {
        return toSyncProgress(await call({ method: 'GET', path: paths.latestSync, ...signalOf(callOptions) }, isSyncSession, 'the sync'));
      } catch (error) {
        if (isApiError(error) && error.code === 'not_found') return null;
        throw error;
      }
    },
    async getSync(syncId, callOptions) {
      return toSyncProgress(await call({ method: 'GET', path: paths.sync(syncId), ...signalOf(callOptions) }, isSyncSession, 'the sync'));
    },
    async listOrders(query = {}) {
      const { retailerId, limit, offset } = query;
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
        throw apiError('invalid_request', { detail: 'limit must be an integer from 1 to 100.' });
      }
      return call({ method: 'GET', path: paths.orders, query: { retailer_id: retailerId, limit, offset }, ...signalOf(query) }, isOrderList, 'the orders');
    },
    async getOrder(orderId, callOptions) {
      return call({ method: 'GET', path: paths.order(orderId), ...signalOf(callOptions) }, isOrder, 'the order');
    },
    async userInfo(callOptions) {
      const url = await options.userInfoEndpoint();
      return toUserProfile(await call({ method: 'GET', path: url, ...signalOf(callOptions) }, isUserInfo, 'the user profile'));
    },
  };
}

/** Only the two fields leave the widget, whatever else the caller's object carries. */
function copyCredentials(credentials: Credentials): Credentials {
  return { username: credentials.username, password: credentials.password };
}
