import type { WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import { newAttempt, type AuthorizationCodeFlow, type TokenSet } from './authorization-code-flow.ts';

/**
 * The full-page redirect, used when the popup is blocked. The page is left for the provider and
 * comes back with `?code&state&iss`; between the two, `sessionStorage` holds only the PKCE verifier
 * and the state (never a token), under one key per client, and the entry is removed on first read.
 */
export function pendingRedirectKey(clientId: string): string {
  return `retail-sync:pkce:${clientId}`;
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
  const { storage } = env;
  if (!storage) {
    throw new AuthError(
      'popup_blocked',
      'The sign-in popup was blocked, and the full-page sign-in needs sessionStorage, which this page does not have.',
    );
  }
  const { state, codeVerifier, url } = await flow.createAttempt(redirectUri);
  storage.setItem(pendingRedirectKey(clientId), JSON.stringify({ state, codeVerifier }));
  env.location.assign(url);
}

/** The stored attempt's fields, unchecked; none when nothing is stored or it is not a JSON object. */
function parsePending(stored: string | null | undefined): { state?: unknown; codeVerifier?: unknown } {
  if (!stored) return {};
  try {
    const pending: unknown = JSON.parse(stored);
    return typeof pending === 'object' && pending !== null ? pending : {};
  } catch {
    return {}; // not ours: refused by the caller
  }
}

/** Whether the page's query is an authorization response. */
export function hasAuthorizationResponse(params: URLSearchParams): boolean {
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
  const url = new URL(env.location.href());
  const callback = new URLSearchParams(url.search);
  if (!hasAuthorizationResponse(callback)) return null;
  for (const name of RESPONSE_PARAMS) url.searchParams.delete(name);
  env.location.replace(url.href);

  const key = pendingRedirectKey(clientId);
  const stored = env.storage?.getItem(key);
  env.storage?.removeItem(key);
  const { state, codeVerifier } = parsePending(stored);
  if (typeof state !== 'string' || typeof codeVerifier !== 'string') {
    throw new AuthError(
      'state_mismatch',
      'The page came back with an authorization response, but no sign-in of this client is pending in sessionStorage (already used, or started elsewhere); no code was exchanged.',
    );
  }
  return flow.complete(newAttempt(state, codeVerifier, redirectUri), callback);
}
