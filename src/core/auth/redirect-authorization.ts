import type { WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import { newAttempt, type AuthorizationCodeFlow, type TokenSet } from './authorization-code-flow.ts';
import { hasAuthorizationResponse, RESPONSE_PARAMS } from './response-params.ts';

export { hasAuthorizationResponse };

/**
 * The full-page redirect, used when the popup is blocked. The page is left for the provider and
 * comes back with `?code&state&iss`; between the two, `sessionStorage` holds only the PKCE verifier,
 * the state and when they were made (never a token), under one key per client. The entry is removed
 * on the first read, whatever happens next, and one older than `PENDING_REDIRECT_TTL_MS` is not used.
 */
export function pendingRedirectKey(clientId: string): string {
  return `retail-sync:pkce:${clientId}`;
}

/** How long a started full-page sign-in may take: an older stored attempt is discarded, not used. */
export const PENDING_REDIRECT_TTL_MS = 10 * 60_000;

/** A full-page sign-in started on this page and not yet finished: what its callback is checked against. */
export interface PendingRedirect {
  readonly state: string;
  readonly codeVerifier: string;
}

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
  // The page unloads: a DPoP key made now could not be used for the exchange after the reload.
  const { state, codeVerifier, url } = await flow.createAttempt(redirectUri, { completedHere: false });
  storage.setItem(pendingRedirectKey(clientId), JSON.stringify({ state, codeVerifier, createdAt: env.now() }));
  env.location.assign(url);
}

/** The stored attempt's fields, unchecked; none when it is not a JSON object. */
function parsePending(stored: string): { state?: unknown; codeVerifier?: unknown; createdAt?: unknown } {
  try {
    const pending: unknown = JSON.parse(stored);
    return typeof pending === 'object' && pending !== null ? pending : {};
  } catch {
    return {}; // not ours: refused below
  }
}

/**
 * Takes the full-page sign-in this page started, removing it from `sessionStorage` at once, so it
 * is read once whether or not the page came back with a callback (an abandoned sign-in leaves
 * nothing for later page loads). Answers undefined when none is stored, and null when the stored
 * one is unusable: not of this widget's shape, or older than `PENDING_REDIRECT_TTL_MS`.
 */
export function takePendingRedirect(env: WidgetEnvironment, clientId: string): PendingRedirect | null | undefined {
  const key = pendingRedirectKey(clientId);
  const stored = env.storage?.getItem(key);
  if (stored == null) return undefined;
  env.storage?.removeItem(key);
  const { state, codeVerifier, createdAt } = parsePending(stored);
  if (typeof state !== 'string' || typeof codeVerifier !== 'string' || typeof createdAt !== 'number') return null;
  const age = env.now() - createdAt;
  return age >= 0 && age <= PENDING_REDIRECT_TTL_MS ? { state, codeVerifier } : null;
}

/**
 * Takes an authorization response out of the page's address at once (`history.replaceState`),
 * whether or not this page asked for it: a code the provider issued to another party's request
 * must not stay in the address bar and history either. Answers the response, or null when the
 * address has none (and then leaves it alone).
 */
export function takeAuthorizationResponse(env: Pick<WidgetEnvironment, 'location'>): URLSearchParams | null {
  const url = new URL(env.location.href());
  const callback = new URLSearchParams(url.search);
  if (!hasAuthorizationResponse(callback)) return null;
  for (const name of RESPONSE_PARAMS) url.searchParams.delete(name);
  env.location.replace(url.href);
  return callback;
}

/**
 * Finishes a redirect after the reload, with the attempt `takePendingRedirect` took (null when none
 * was usable) and the response `takeAuthorizationResponse` took (null: the page came back without
 * one, and so does this). The response left the address bar before, and the stored attempt was
 * removed before it is used, so a reload or a replayed URL never reaches the token endpoint twice.
 */
export async function resumeRedirectAuthorization(
  flow: AuthorizationCodeFlow,
  pending: PendingRedirect | null,
  callback: URLSearchParams | null,
  redirectUri: string,
): Promise<TokenSet | null> {
  if (!callback) return null;
  if (!pending) {
    throw new AuthError(
      'state_mismatch',
      'The page came back with an authorization response, but no sign-in of this client is pending in sessionStorage' +
        ` (already used, started elsewhere, or started more than ${PENDING_REDIRECT_TTL_MS / 60_000} minutes ago); no code was exchanged.`,
    );
  }
  return flow.complete(newAttempt(pending.state, pending.codeVerifier, redirectUri), callback);
}
