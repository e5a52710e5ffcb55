import { createApiClient, type RetailSyncApi } from '../api/api-client.ts';
import { HttpClient } from '../api/http-client.ts';
import { AuthError } from '../auth/auth-error.ts';
import { AuthorizationCodeFlow } from '../auth/authorization-code-flow.ts';
import { TokenKeeper } from '../auth/token-keeper.ts';
import type { WidgetEnvironment } from '../environment.ts';
import type { WidgetSessionOptions } from '../widget-session.ts';
import { compact } from './compact.ts';
import type { Emit } from './event-sink.ts';

export interface SessionServices {
  readonly flow: AuthorizationCodeFlow;
  /** The only place the session's tokens live. */
  readonly tokens: TokenKeeper;
  readonly api: RetailSyncApi;
}

/** The auth flow, the TokenKeeper and the API client authenticated with it, for one session. */
export function createServices(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
  emit: Emit,
  onSessionExpired: (error: AuthError) => void,
): SessionServices {
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
  return { flow, tokens, api };
}
