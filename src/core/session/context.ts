import { signal, type Signal } from '@preact/signals-core';
import { createApiClient, type RetailSyncApi } from '../api/api-client.ts';
import { HttpClient } from '../api/http-client.ts';
import { AuthError } from '../auth/auth-error.ts';
import { AuthorizationCodeFlow } from '../auth/authorization-code-flow.ts';
import { TokenKeeper } from '../auth/token-keeper.ts';
import type {
  ApiVariant,
  AuthState,
  Connection,
  LoadState,
  Retailer,
  SyncProgress,
  ViewState,
  WidgetError,
} from '../domain.ts';
import type { WidgetEnvironment } from '../environment.ts';
import { compact } from '../util/compact.ts';
import { createCatalogAhead, type CatalogAhead } from './catalog-ahead.ts';
import type { Emit } from './events.ts';
import type { WidgetSessionOptions } from './options.ts';
import { toWidgetError } from './widget-error.ts';

/**
 * What the journeys of one session share (navigation, loading, connecting, syncing, signing in):
 * its options and environment, its lifetime, its events, the sign-in flow with the tokens and the
 * API client they authenticate, and the signals the UI renders. Each session makes its own.
 */
export interface SessionContext {
  readonly options: WidgetSessionOptions;
  readonly env: WidgetEnvironment;
  /** The session's lifetime as call options: every request carries it, so destroy() aborts them all. */
  readonly call: { readonly signal: AbortSignal };
  /** Whether the session was destroyed: then no step acts, no signal changes and no event goes out. */
  readonly gone: () => boolean;
  readonly emit: Emit;
  /** The options are its AuthConfig: issuer, clientId, redirectUri, scope, resource and authorizationParams. */
  readonly flow: AuthorizationCodeFlow;
  /** The only place the session's tokens live. */
  readonly tokens: TokenKeeper;
  readonly api: RetailSyncApi;
  /** The public catalog asked for before opening, for `loadCatalog` to take. */
  readonly catalogAhead: CatalogAhead;
  readonly auth: Signal<AuthState>;
  readonly catalog: Signal<LoadState<readonly Retailer[]>>;
  readonly connections: Signal<LoadState<readonly Connection[]>>;
  readonly view: Signal<ViewState>;
  /** The sync the journey follows (its latest progress), or null. */
  readonly sync: Signal<SyncProgress | null>;
  /** Sets the view; a `view` event goes out when the screen (or its retailer) changes, not per progress tick. */
  readonly setView: (next: ViewState) => void;
}

/** What the context is made with besides the options and the environment. */
export interface SessionContextSetup {
  readonly variant: ApiVariant;
  /** Aborted by destroy(). */
  readonly lifetime: AbortSignal;
  readonly emit: Emit;
  /** The TokenKeeper's: refreshing failed for good, so the session signs out and asks to sign in again. */
  readonly onSessionExpired: (error: AuthError) => void;
}

/** The retailer a view is about, on the views that have one. */
function retailerOf(state: ViewState): number | undefined {
  return 'retailerId' in state ? state.retailerId : undefined;
}

export function createSessionContext(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
  setup: SessionContextSetup,
): SessionContext {
  const { variant, lifetime, emit, onSessionExpired } = setup;
  const gone = (): boolean => lifetime.aborted;
  const flow = new AuthorizationCodeFlow(options, env.fetch, () => env.now());
  const tokens = new TokenKeeper(flow, { now: () => env.now(), onSessionExpired });
  const api = createApiClient({
    variant,
    http: new HttpClient(
      compact({
        baseUrl: options.apiBaseUrl,
        env,
        tokens,
        maxRetries: options.maxRetries,
        onRateLimited: (retryAfterSeconds?: number) => emit('rate_limited', compact({ retryAfterSeconds })),
      }),
    ),
    userInfoEndpoint: async () => {
      const endpoint = (await flow.discover()).userinfo_endpoint;
      if (!endpoint) {
        throw new AuthError(
          'userinfo_failed',
          "The provider's discovery document names no userinfo_endpoint, so the signed-in user's profile cannot be read.",
        );
      }
      return endpoint;
    },
  });
  const view = signal<ViewState>({ name: 'catalog' });

  function setView(next: ViewState): void {
    if (gone()) return;
    const previous = view.value;
    const retailerId = retailerOf(next);
    view.value = next;
    if (previous.name !== next.name || retailerOf(previous) !== retailerId)
      emit('view', compact({ name: next.name, retailerId }));
  }

  const call = { signal: lifetime };
  return {
    options,
    env,
    call,
    gone,
    emit,
    flow,
    tokens,
    api,
    catalogAhead: createCatalogAhead({ api, call, env, gone }),
    auth: signal<AuthState>({ status: 'signed_out' }),
    catalog: signal<LoadState<readonly Retailer[]>>({ status: 'idle' }),
    connections: signal<LoadState<readonly Connection[]>>({ status: 'idle' }),
    view,
    sync: signal<SyncProgress | null>(null),
    setView,
  };
}

/**
 * Runs a request, then `done` with its answer or `fail` with its failure, but neither once the
 * session is destroyed. That is also the only way a request is aborted (all carry `context.call`).
 */
export async function attempt<T>(
  context: Pick<SessionContext, 'gone'>,
  request: () => Promise<T>,
  done: (value: T) => void,
  fail: (error: WidgetError) => void,
): Promise<void> {
  try {
    const value = await request();
    if (!context.gone()) done(value);
  } catch (error) {
    if (!context.gone()) fail(toWidgetError(error));
  }
}
