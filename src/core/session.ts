import { signal, type ReadonlySignal } from '@preact/signals-core';
import { AuthError } from './auth/auth-error.ts';
import { AuthorizationCodeFlow, type TokenSet, type UserInfo } from './auth/authorization-code-flow.ts';
import { authorizeInPopup } from './auth/popup-authorization.ts';
import { catalogUrl, fetchCatalog, type ApiVariant, type AvailableRetailer } from './api/catalog.ts';
import type { WidgetEnvironment } from './environment.ts';

export interface SessionOptions {
  /** OpenID issuer, e.g. `http://localhost:4010/oauth`. */
  issuer: string;
  clientId: string;
  /** The callback page on the host's origin, registered for the client. */
  redirectUri: string;
  /** `{base_url}` of the API, e.g. `http://localhost:4010/b`. */
  apiBaseUrl: string;
  /** Which variant of the service interface `apiBaseUrl` speaks. @default 'B' */
  variant?: ApiVariant;
}

export type AuthState =
  | { status: 'signed_out' }
  | { status: 'signing_in' }
  | { status: 'signed_in'; user: UserInfo }
  | { status: 'failed'; error: AuthError };

export type CatalogState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; retailers: AvailableRetailer[] }
  | { status: 'failed'; message: string };

export interface Session {
  readonly auth: ReadonlySignal<AuthState>;
  readonly catalog: ReadonlySignal<CatalogState>;
  /** Starts sign-in in a popup. Call it synchronously from a click handler. */
  signIn(): Promise<void>;
  loadCatalog(): Promise<void>;
  destroy(): void;
}

/** One widget's state and actions. Every widget gets its own: nothing is shared at module level. */
export function createSession(options: SessionOptions, env: WidgetEnvironment): Session {
  const flow = new AuthorizationCodeFlow(
    { issuer: options.issuer, clientId: options.clientId, redirectUri: options.redirectUri },
    env.fetch,
  );
  const auth = signal<AuthState>({ status: 'signed_out' });
  const catalog = signal<CatalogState>({ status: 'idle' });
  const aborter = new AbortController();
  // The only place tokens live: this closure. Never in signals, storage, URLs, logs or events.
  let tokens: TokenSet | undefined;
  let destroyed = false;

  async function signIn(): Promise<void> {
    if (auth.value.status === 'signing_in' || destroyed) return;
    const popup = env.openPopup();
    if (!popup) {
      auth.value = { status: 'failed', error: new AuthError('popup_blocked', 'The sign-in window was blocked.') };
      return;
    }
    auth.value = { status: 'signing_in' };
    try {
      const signedIn = await authorizeInPopup(env, flow, popup, { callbackOrigin: new URL(options.redirectUri).origin });
      const user = await flow.userInfo(signedIn);
      if (destroyed) return;
      tokens = signedIn;
      auth.value = { status: 'signed_in', user };
    } catch (error) {
      if (destroyed) return;
      tokens = undefined;
      auth.value = {
        status: 'failed',
        error: error instanceof AuthError ? error : new AuthError('token_exchange_failed', 'Signing in failed.', { cause: error }),
      };
    }
  }

  async function loadCatalog(): Promise<void> {
    if (catalog.value.status === 'loading' || destroyed) return;
    catalog.value = { status: 'loading' };
    try {
      const retailers = await fetchCatalog(env.fetch, catalogUrl(options.apiBaseUrl, options.variant ?? 'B'), aborter.signal);
      if (!destroyed) catalog.value = { status: 'loaded', retailers };
    } catch (error) {
      if (!destroyed) catalog.value = { status: 'failed', message: error instanceof Error ? error.message : 'The catalog could not be loaded.' };
    }
  }

  return {
    auth,
    catalog,
    signIn,
    loadCatalog,
    destroy() {
      destroyed = true;
      tokens = undefined;
      aborter.abort();
    },
  };
}
