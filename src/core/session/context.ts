import { signal, type Signal } from '@preact/signals-core';
import { createApiClient, type RetailSyncApi } from '../api/api-client.ts';
import { HttpClient } from '../api/http-client.ts';
import { AuthError } from '../auth/auth-error.ts';
import { AuthorizationCodeFlow } from '../auth/authorization-code-flow.ts';
import { TokenKeeper } from '../auth/token-keeper.ts';
import type { WidgetEnvironment } from '../environment.ts';
import type { AuthState, Connection, LoadState, Retailer, SyncProgress, ViewState, WidgetError } from '../session-contract.ts';
import type { WidgetSessionOptions } from '../widget-session.ts';
import { compact } from './compact.ts';
import type { Emit } from './event-sink.ts';
import { createNavigation, type Navigation } from './navigation.ts';
import { toWidgetError } from './widget-error.ts';

/** What the parts of one session (sign-in, data, connecting, sync) share. */
export interface SessionContext extends Navigation {
  readonly options: WidgetSessionOptions;
  readonly env: WidgetEnvironment;
  readonly flow: AuthorizationCodeFlow;
  readonly tokens: TokenKeeper;
  readonly api: RetailSyncApi;
  readonly emit: Emit;
  readonly auth: Signal<AuthState>;
  readonly catalog: Signal<LoadState<readonly Retailer[]>>;
  readonly connections: Signal<LoadState<readonly Connection[]>>;
  readonly view: Signal<ViewState>;
  readonly sync: Signal<SyncProgress | null>;
  /** The options of every request: its signal aborts when the session is destroyed. */
  readonly call: { readonly signal: AbortSignal };
  /** Whether the session was destroyed. */
  gone(): boolean;
  /**
   * Runs a request, then `done` with its answer or `fail` with its failure, but neither once the
   * session is destroyed. That is also the only way a request is aborted (all carry `call.signal`).
   */
  attempt<T>(request: () => Promise<T>, done: (value: T) => void, fail: (error: WidgetError) => void): Promise<void>;
}

/**
 * The session's state and services: signals, the auth flow, the TokenKeeper (the only place
 * tokens live) and the API client. `aborter` is the session's lifetime.
 */
export function createContext(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
  emit: Emit,
  aborter: AbortController,
  onSessionExpired: (error: AuthError) => void,
): SessionContext {
  const { signal: lifetime } = aborter;
  const gone = (): boolean => lifetime.aborted;
  const flow = new AuthorizationCodeFlow(
    compact({ issuer: options.issuer, clientId: options.clientId, redirectUri: options.redirectUri, scope: options.scope || undefined }),
    env.fetch,
    env.now,
  );
  const tokens = new TokenKeeper(flow, { now: env.now, onSessionExpired });
  const api = createApiClient({
    variant: options.variant ?? 'B',
    http: new HttpClient(compact({
      baseUrl: options.apiBaseUrl,
      env,
      tokens,
      maxRetries: options.maxRetries,
      onRateLimited: (retryAfterSeconds?: number) => emit('rate_limited', compact({ retryAfterSeconds })),
    })),
    userInfoEndpoint: async () => {
      const endpoint = (await flow.discover()).userinfo_endpoint;
      if (!endpoint) throw new AuthError('userinfo_failed', 'No userinfo endpoint');
      return endpoint;
    },
  });
  const view = signal<ViewState>({ name: 'catalog' });
  return {
    options,
    env,
    flow,
    tokens,
    api,
    emit,
    auth: signal<AuthState>({ status: 'signed_out' }),
    catalog: signal<LoadState<readonly Retailer[]>>({ status: 'idle' }),
    connections: signal<LoadState<readonly Connection[]>>({ status: 'idle' }),
    view,
    sync: signal<SyncProgress | null>(null),
    call: { signal: lifetime },
    gone,
    ...createNavigation(view, emit, gone),
    async attempt(request, done, fail) {
      try {
        const value = await request();
        if (!gone()) done(value);
      } catch (error) {
        if (!gone()) fail(toWidgetError(error));
      }
    },
  };
}
