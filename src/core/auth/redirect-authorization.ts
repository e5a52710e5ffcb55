import type { WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import type { AuthorizationCodeFlow, TokenSet } from './authorization-code-flow.ts';

/**
 * The full-page redirect, used when the popup is blocked. The page is left for the provider and
 * comes back with `?code&state&iss`; between the two, `sessionStorage` holds only the PKCE verifier
 * and the state (never a token), under one key per client, and the entry is removed on first read.
 */
export function pendingRedirectKey(clientId: string): string {
  return `retail-sync:pkce:${clientId}`;
}

interface PendingRedirect {
  state: string;
  codeVerifier: string;
}

function isPendingRedirect(value: unknown): value is PendingRedirect {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['state'] === 'string' && typeof record['codeVerifier'] === 'string';
}

/** Parameters an authorization response may add to the redirect URI (RFC 6749 §4.1.2, RFC 9207). */
const RESPONSE_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri', 'session_state'];

/** Starts the redirect; the page unloads soon after. `redirectUri` is the page itself, registered for the client. */
export async function startRedirectAuthorization(
  env: WidgetEnvironment,
  flow: AuthorizationCodeFlow,
  clientId: string,
  redirectUri: string,
): Promise<void> {
  if (!env.storage) throw new AuthError('popup_blocked', 'The sign-in window was blocked and this page cannot keep the sign-in state.');
  const attempt = await flow.createAttempt(redirectUri);
  const pending: PendingRedirect = { state: attempt.state, codeVerifier: attempt.codeVerifier };
  env.storage.setItem(pendingRedirectKey(clientId), JSON.stringify(pending));
  env.location.assign(attempt.url);
}

/** Whether the page was loaded with an authorization response (so the caller shows `signing_in`). */
export function hasAuthorizationResponse(env: WidgetEnvironment): boolean {
  const params = new URL(env.location.href()).searchParams;
  return params.has('state') || params.has('code') || params.has('error');
}

/**
 * Finishes a redirect after the reload. Answers null when the page has no authorization response.
 * The response is removed from the address bar first, and the stored attempt is removed before it is
 * used, so a reload or a replayed URL never reaches the token endpoint a second time.
 */
export async function resumeRedirectAuthorization(
  env: WidgetEnvironment,
  flow: AuthorizationCodeFlow,
  clientId: string,
  redirectUri: string,
): Promise<TokenSet | null> {
  if (!hasAuthorizationResponse(env)) return null;
  const url = new URL(env.location.href());
  const callback = new URLSearchParams(url.search);
  for (const name of RESPONSE_PARAMS) url.searchParams.delete(name);
  env.location.replace(url.href);

  const key = pendingRedirectKey(clientId);
  const raw = env.storage?.getItem(key) ?? null;
  env.storage?.removeItem(key);
  let pending: unknown;
  try {
    pending = raw === null ? null : JSON.parse(raw);
  } catch {
    pending = null;
  }
  if (!isPendingRedirect(pending)) throw new AuthError('state_mismatch', 'No sign-in was started from this page.');
  return flow.complete(flow.restoreAttempt(pending.state, pending.codeVerifier, redirectUri), callback);
}
