import { randomBytes } from 'node:crypto';
import { ApiError, notFound } from '../problem.ts';
import { findRetailer } from '../retailers.ts';
import { profileOf, type RetailerCredentials } from './credentials.ts';
import type { Connection, ConnectionStatus, SkippedRetailer, SyncSession, UserState } from './model.ts';
import { generateOrders, type Order } from './orders.ts';
import { planFor } from './plans.ts';
import { isSeededUser, seedDemoUser } from './seed.ts';
import {
  advance,
  cancelForNewSync,
  isFinished,
  isRunning,
  startItem,
  submitCode,
  type FailureCode,
  type SyncItem,
  type SyncPlan,
} from './simulator.ts';
import type { SlidingWindow, WindowState } from './sliding-window.ts';

/** Both quotas of the service (docs/sandbox.md, Limits), as RateLimit-Policy names them. */
export const RATE_LIMIT_POLICY = '"requests";q=100;w=60, "syncs";q=10;w=3600';

export interface StoreOptions {
  now: () => number;
  speed: number;
  /** 10 syncs per hour per user and retailer (docs/sandbox.md, Limits). */
  syncLimit: SlidingWindow;
}

/** Failures that mean the user must re-authenticate; others leave the connection's status alone. */
const NEEDS_REAUTH = new Set<FailureCode>([
  'invalid_credentials',
  'account_locked',
  'credentials_expired',
  'mfa_failed',
]);

/**
 * All users' connections, syncs and (derived) orders, in memory: the sandbox forgets everything when
 * it stops, so every run starts from the same seed. Each user's state is advanced to "now" before
 * anyone reads it.
 */
export class SandboxStore {
  readonly #users = new Map<string, UserState>();

  constructor(private readonly options: StoreOptions) {}

  user(userId: string): UserState {
    let state = this.#users.get(userId);
    if (!state) {
      state = isSeededUser(userId)
        ? seedDemoUser(userId, this.options.now())
        : { connections: new Map(), sessions: new Map(), flakyCalls: new Map() };
      this.#users.set(userId, state);
    }
    this.#advance(state);
    return state;
  }

  listConnections(userId: string, status: ConnectionStatus | undefined): Connection[] {
    return [...this.user(userId).connections.values()]
      .filter((connection) => status === undefined || connection.status === status)
      .sort((a, b) => a.retailerId - b.retailerId);
  }

  connection(userId: string, retailerId: number): Connection {
    const connection = this.user(userId).connections.get(retailerId);
    if (!connection) throw notFound(`A connection to retailer ${retailerId}`);
    return connection;
  }

  /**
   * Connects a retailer (`replace: false` refuses an existing connection, variant A) or replaces the
   * credentials of an existing one (variant B, and variant A's Update Connection). Starts a sync.
   */
  connect(
    userId: string,
    retailerId: number,
    credentials: RetailerCredentials,
    replace: boolean,
  ): { connection: Connection; session: SyncSession; created: boolean } {
    if (!findRetailer(retailerId)) throw notFound(`Retailer ${retailerId}`);
    const state = this.user(userId);
    const existing = state.connections.get(retailerId);
    if (existing && !replace) {
      throw new ApiError(
        409,
        'connection_exists',
        `Retailer ${retailerId} is already connected; update its credentials instead.`,
      );
    }
    this.#admit(userId, state, retailerId, credentials);
    const connection: Connection = existing ?? {
      retailerId,
      credentials,
      status: 'pending',
      lastSyncAt: 0,
      currentSyncId: '',
      syncsWithCredentials: 0,
      orderCount: 0,
    };
    connection.credentials = credentials;
    connection.status = 'pending';
    delete connection.errorCode;
    connection.syncsWithCredentials = 0;
    state.connections.set(retailerId, connection);
    const session = this.#begin(userId, state, [connection]);
    return { connection, session, created: !existing };
  }

  update(
    userId: string,
    retailerId: number,
    credentials: RetailerCredentials,
  ): { connection: Connection; session: SyncSession } {
    this.connection(userId, retailerId);
    return this.connect(userId, retailerId, credentials, true);
  }

  triggerSync(userId: string, retailerId: number): SyncSession {
    const connection = this.connection(userId, retailerId);
    const state = this.user(userId);
    this.#admit(userId, state, retailerId, connection.credentials);
    return this.#begin(userId, state, [connection]);
  }

  /**
   * One batch over every connection that is idle and under its sync limit, and the connections it
   * left out: why, and for one at its limit, when a sync of it is allowed again (its Retry-After).
   */
  syncAll(userId: string): { session: SyncSession; skipped: SkippedRetailer[] } {
    const state = this.user(userId);
    const connections = [...state.connections.values()].sort((a, b) => a.retailerId - b.retailerId);
    if (connections.length === 0) throw new ApiError(409, 'no_connections', 'The user has no connections to sync.');
    const idle = connections.filter((connection) => !this.#unfinishedItem(state, connection));
    if (idle.length === 0)
      throw new ApiError(409, 'sync_in_progress', 'Every connection already has a sync that has not finished.');
    const quota = (connection: Connection) => this.options.syncLimit.peek(syncKey(userId, connection.retailerId));
    const eligible = idle.filter((connection) => quota(connection).allowed);
    if (eligible.length === 0)
      throw syncLimitError(Math.min(...idle.map((connection) => quota(connection).resetSeconds)));
    const skipped = connections
      .filter((connection) => !eligible.includes(connection))
      .map((connection): SkippedRetailer =>
        idle.includes(connection)
          ? {
              retailerId: connection.retailerId,
              reason: 'sync_rate_limited',
              retryAfterSeconds: Math.max(1, quota(connection).resetSeconds),
            }
          : { retailerId: connection.retailerId, reason: 'sync_in_progress' },
      );
    // In a batch the flaky retailer's failing turn fails its own entry, not the whole request.
    const failures = new Map<number, FailureCode>();
    for (const connection of eligible) {
      if (profileOf(connection.credentials) === 'flaky' && this.#flakyCallFails(state, connection.retailerId)) {
        failures.set(connection.retailerId, 'upstream_unavailable');
      }
    }
    return { session: this.#begin(userId, state, eligible, failures), skipped };
  }

  /**
   * The hourly sync quota that an answer starting a sync reports (the `"syncs"` RateLimit item). A
   * batch covers several retailers but the field has room for one item, so it names the tightest:
   * the retailer with the fewest syncs left (on a tie, the one that waits longest to refill), the
   * first that a client repeating the batch would see refused.
   */
  syncQuota(userId: string, retailerIds: readonly number[]): WindowState {
    const states = retailerIds.map((retailerId) => this.options.syncLimit.peek(syncKey(userId, retailerId)));
    states.sort((a, b) => a.remaining - b.remaining || b.resetSeconds - a.resetSeconds);
    return states[0] ?? { allowed: true, remaining: this.options.syncLimit.limit, resetSeconds: 0 };
  }

  /** The user's most recently started sync, or undefined when there has been none (not an error). */
  latestSync(userId: string): SyncSession | undefined {
    const sessions = [...this.user(userId).sessions.values()];
    return sessions[sessions.length - 1];
  }

  sync(userId: string, syncId: string): SyncSession {
    const session = this.user(userId).sessions.get(syncId);
    if (!session) throw notFound(`Sync ${syncId}`);
    return session;
  }

  /**
   * The sync with this id, whoever's it is, advanced to now; undefined if none. For the hosted
   * page's signed result (hosted-results.ts), which names a sync the page has just seen.
   */
  findSync(syncId: string): SyncSession | undefined {
    for (const userId of this.#users.keys()) {
      const session = this.user(userId).sessions.get(syncId);
      if (session) return session;
    }
    return undefined;
  }

  submitMfa(userId: string, syncId: string, retailerId: number, code: string): SyncSession {
    const state = this.user(userId);
    const session = this.sync(userId, syncId);
    const item = session.items.find((candidate) => candidate.retailerId === retailerId);
    if (!item || item.status !== 'userintervention') {
      throw new ApiError(
        409,
        'mfa_not_requested',
        `Retailer ${retailerId} is not waiting for a code in sync ${syncId}.`,
      );
    }
    submitCode(item, code, this.options.now());
    if (isFinished(item.status)) this.#settle(state, session, item);
    return session;
  }

  /** Every order of the user, newest first (optionally of one retailer). */
  orders(userId: string, retailerId: number | undefined): Order[] {
    const orders: Order[] = [];
    for (const connection of this.user(userId).connections.values()) {
      if (retailerId !== undefined && connection.retailerId !== retailerId) continue;
      orders.push(...generateOrders(userId, connection.retailerId, connection.orderCount));
    }
    return orders.sort((a, b) => b.orderedAt.localeCompare(a.orderedAt) || a.orderId.localeCompare(b.orderId));
  }

  order(userId: string, orderId: string): Order {
    const order = this.orders(userId, undefined).find((candidate) => candidate.orderId === orderId);
    if (!order) throw notFound(`Order ${orderId}`);
    return order;
  }

  #advance(state: UserState): void {
    const now = this.options.now();
    for (const session of state.sessions.values()) {
      for (const item of session.items) {
        if (isFinished(item.status)) continue;
        advance(item, now, this.options.speed);
        if (isFinished(item.status)) this.#settle(state, session, item);
      }
    }
  }

  /** A finished sync decides its connection's status, unless a newer sync has taken over. */
  #settle(state: UserState, session: SyncSession, item: SyncItem): void {
    const connection = state.connections.get(item.retailerId);
    if (!connection || connection.currentSyncId !== session.syncId) return;
    if (item.status === 'completed') {
      connection.status = 'active';
      delete connection.errorCode;
      connection.orderCount = item.ordersFetched;
    } else if (item.errorCode && NEEDS_REAUTH.has(item.errorCode)) {
      connection.status = 'error';
      connection.errorCode = item.errorCode;
    }
  }

  #unfinishedItem(state: UserState, connection: Connection): SyncItem | undefined {
    const item = state.sessions
      .get(connection.currentSyncId)
      ?.items.find((candidate) => candidate.retailerId === connection.retailerId);
    return item && !isFinished(item.status) ? item : undefined;
  }

  /** Everything that can refuse a sync of one retailer, in the order a real service would check it. */
  #admit(userId: string, state: UserState, retailerId: number, credentials: RetailerCredentials): void {
    const existing = state.connections.get(retailerId);
    const unfinished = existing && this.#unfinishedItem(state, existing);
    if (unfinished && isRunning(unfinished.status)) {
      throw new ApiError(409, 'sync_in_progress', `A sync of retailer ${retailerId} is already running.`);
    }
    const window = this.options.syncLimit.peek(syncKey(userId, retailerId));
    if (!window.allowed) throw syncLimitError(window.resetSeconds);
    if (profileOf(credentials) === 'flaky' && this.#flakyCallFails(state, retailerId)) {
      throw new ApiError(
        502,
        'upstream_unavailable',
        `Retailer ${retailerId} did not answer. Nothing was changed; try again.`,
      );
    }
    if (unfinished) cancelForNewSync(unfinished, this.options.now());
  }

  /** `user_flaky`: the 1st, 3rd, 5th... call that reaches the retailer fails (docs/sandbox.md). */
  #flakyCallFails(state: UserState, retailerId: number): boolean {
    const calls = (state.flakyCalls.get(retailerId) ?? 0) + 1;
    state.flakyCalls.set(retailerId, calls);
    return calls % 2 === 1;
  }

  #begin(
    userId: string,
    state: UserState,
    connections: Connection[],
    failures = new Map<number, FailureCode>(),
  ): SyncSession {
    const now = this.options.now();
    const session: SyncSession = { syncId: `sync_${randomBytes(12).toString('hex')}`, createdAt: now, items: [] };
    for (const connection of connections) {
      const plan: SyncPlan = planFor(
        userId,
        connection.retailerId,
        connection.credentials,
        connection.syncsWithCredentials,
      );
      const failure = failures.get(connection.retailerId);
      session.items.push(startItem(connection.retailerId, failure ? { ...plan, failure } : plan, now));
      connection.lastSyncAt = now;
      connection.currentSyncId = session.syncId;
      connection.syncsWithCredentials += 1;
      this.options.syncLimit.hit(syncKey(userId, connection.retailerId));
    }
    state.sessions.set(session.syncId, session);
    return session;
  }
}

export function syncKey(userId: string, retailerId: number): string {
  return `${userId}\u0000${retailerId}`;
}

function syncLimitError(resetSeconds: number): ApiError {
  const seconds = Math.max(1, resetSeconds);
  return new ApiError(
    429,
    'sync_rate_limited',
    `At most 10 syncs per hour per retailer; retry in ${seconds} s.`,
    {},
    {
      'Retry-After': String(seconds),
      RateLimit: `"syncs";r=0;t=${seconds}`,
      'RateLimit-Policy': RATE_LIMIT_POLICY,
    },
  );
}
