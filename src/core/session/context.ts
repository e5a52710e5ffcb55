import { createApiClient, type RetailSyncApi } from '../api/api-client.ts';
import { HttpClient } from '../api/http-client.ts';
import { AuthError } from '../auth/auth-error.ts';
import { AuthorizationCodeFlow } from '../auth/authorization-code-flow.ts';
import { TokenKeeper } from '../auth/token-keeper.ts';
import type { ApiVariant } from '../domain.ts';
import type { WidgetEnvironment } from '../environment.ts';
import { compact } from '../util/compact.ts';
import { createCatalogAhead, type CatalogAhead } from './catalog-ahead.ts';
import type { Emit } from './events.ts';
import type { WidgetSessionOptions } from './options.ts';

/**
 * What the runner of a session's journey (machine/runner.ts) performs its effects with: its options
 * and environment, its events, the sign-in flow with the tokens and the API client they
 * authenticate. Each session makes its own; none of it is journey state.
 */
export interface SessionServices {
  readonly options: WidgetSessionOptions;
  readonly env: WidgetEnvironment;
  readonly emit: Emit;
  /** Names the session's own sign-in popup. */
  readonly sessionId: string;
  /** The options are its AuthConfig: issuer, clientId, redirectUri, scope, resource and authorizationParams. */
  readonly flow: AuthorizationCodeFlow;
  /** The only place the session's tokens live. */
  readonly tokens: TokenKeeper;
  readonly api: RetailSyncApi;
  /** The public catalog asked for before opening, for the catalog's load to take. */
  readonly catalogAhead: CatalogAhead;
}

/** What the services are made with besides the options and the environment. */
export interface SessionServicesSetup {
  readonly variant: ApiVariant;
  /** Aborted by destroy(). */
  readonly lifetime: AbortSignal;
  readonly emit: Emit;
  readonly sessionId: string;
  /** The TokenKeeper's: refreshing failed for good, so the session signs out and asks to sign in again. */
  readonly onSessionExpired: (error: AuthError) => void;
}

export function createSessionServices(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
  setup: SessionServicesSetup,
): SessionServices {
  const { variant, lifetime, emit, sessionId, onSessionExpired } = setup;
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
    userInfo: (signal) => tokens.userInfo(signal),
    nextTask: () => new Promise((resolve) => env.setTimeout(resolve, 0)),
  });
  return {
    options,
    env,
    emit,
    sessionId,
    flow,
    tokens,
    api,
    catalogAhead: createCatalogAhead({ api, call: { signal: lifetime }, env }),
  };
}
