import type { OpenTarget } from '../domain.ts';
import type { WidgetEnvironment } from '../environment.ts';
import { AuthError } from './auth-error.ts';
import { newAttempt, type AuthorizationCodeFlow, type TokenSet } from './authorization-code-flow.ts';
import { hasAuthorizationResponse, RESPONSE_PARAMS } from './response-params.ts';

export { hasAuthorizationResponse };

/**
 * The full-page redirect, used when the popup is blocked. The page is left for the provider and
 * comes back with `?code&state&iss`; between the two, `sessionStorage` holds only the PKCE verifier,
 * the state, when they were made and where the widget was (`ResumePlace`: ids, never a token, a
 * password or a code), under one key per client. The entry is removed on the first read, whatever
 * happens next; one older than `PENDING_REDIRECT_TTL_MS`, or longer than `PENDING_REDIRECT_MAX_CHARS`,
 * is not used.
 */
export function pendingRedirectKey(clientId: string): string {
  return `retail-sync:pkce:${clientId}`;
}

/** How long a started full-page sign-in may take: an older stored attempt is discarded, not used. */
export const PENDING_REDIRECT_TTL_MS = 10 * 60_000;

/**
 * The most a stored attempt may be: ours are about 250 characters (a 43-character verifier and
 * state, and a few ids); anything longer was not written by this widget and is not parsed.
 */
export const PENDING_REDIRECT_MAX_CHARS = 1024;

/**
 * Where the widget was when the page left for the provider, so that it reopens there: the retailer
 * whose form follows the sign-in (or whose sync, waiting for an MFA code, is followed again), the
 * host's `open()` target the sign-in goes on to. Neither: the catalog. Ids only.
 */
export interface ResumePlace {
  readonly retailerId?: number;
  readonly target?: OpenTarget;
}

/** A full-page sign-in started on this page and not yet finished: what its callback is checked against. */
export interface PendingRedirect {
  readonly state: string;
  readonly codeVerifier: string;
  /** Where to reopen; only used when the callback's `state` is this attempt's (`resumePlaceFor`). */
  readonly resume?: ResumePlace;
}

/** Starts the redirect; the page unloads soon after. `redirectUri` is the page itself, registered for the client. */
export async function startRedirectAuthorization(
  env: WidgetEnvironment,
  flow: AuthorizationCodeFlow,
  clientId: string,
  redirectUri: string,
  resume: ResumePlace = {},
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
  const place = checkedPlace(resume);
  storage.setItem(
    pendingRedirectKey(clientId),
    JSON.stringify({ state, codeVerifier, createdAt: env.now(), ...(place ? { resume: place } : {}) }),
  );
  env.location.assign(url);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  Object.keys(value).every((key) => keys.includes(key));

/** An `open()` target as `OpenTarget` has it, rebuilt from its known fields; undefined for anything else. */
function checkedTarget(value: unknown): OpenTarget | undefined {
  if (!isRecord(value)) return undefined;
  if (value['view'] === 'connections' && hasOnly(value, ['view'])) return { view: 'connections' };
  const { retailerId, reconnect } = value;
  if (!isId(retailerId) || !hasOnly(value, ['retailerId', 'reconnect'])) return undefined;
  if (reconnect === undefined) return { retailerId };
  return typeof reconnect === 'boolean' ? { retailerId, reconnect } : undefined;
}

/**
 * A place rebuilt from its known fields only (so nothing else is ever stored or resumed), or
 * undefined when it names nothing (the catalog) or is not of this shape.
 */
function checkedPlace(value: unknown): ResumePlace | undefined {
  if (!isRecord(value) || !hasOnly(value, ['retailerId', 'target'])) return undefined;
  const { retailerId, target } = value;
  if (retailerId !== undefined && !isId(retailerId)) return undefined;
  const checked = target === undefined ? undefined : checkedTarget(target);
  if (target !== undefined && !checked) return undefined;
  if (retailerId === undefined && !checked) return undefined;
  return { ...(retailerId === undefined ? {} : { retailerId }), ...(checked ? { target: checked } : {}) };
}

/** The stored attempt's fields, unchecked; none when it is not a JSON object. */
function parsePending(stored: string): {
  state?: unknown;
  codeVerifier?: unknown;
  createdAt?: unknown;
  resume?: unknown;
} {
  if (stored.length > PENDING_REDIRECT_MAX_CHARS) return {}; // not ours: refused below
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
  const { state, codeVerifier, createdAt, resume } = parsePending(stored);
  if (typeof state !== 'string' || typeof codeVerifier !== 'string' || typeof createdAt !== 'number') return null;
  const age = env.now() - createdAt;
  if (age < 0 || age > PENDING_REDIRECT_TTL_MS) return null;
  // A place that is not of our shape is dropped, not the sign-in: the catalog is a safe place to reopen.
  const place = resume === undefined ? undefined : checkedPlace(resume);
  return { state, codeVerifier, ...(place ? { resume: place } : {}) };
}

/**
 * Where to reopen after the redirect: the stored place, only when the page came back with the
 * response to that very attempt (its `state`, RFC 6749 §10.12), else undefined. A response to
 * another attempt fails its sign-in anyway (`state_mismatch`), and must not steer the widget.
 */
export function resumePlaceFor(
  pending: PendingRedirect | null | undefined,
  callback: URLSearchParams | null,
): ResumePlace | undefined {
  if (!pending || callback?.get('state') !== pending.state) return undefined;
  return pending.resume ?? {};
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
