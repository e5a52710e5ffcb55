import { assertExactOrigin, type KeyValueStorage, type OpenTarget } from '../../core/index.ts';
import { DEFAULTS } from '../shared/defaults.ts';
import {
  checkHostedAuthorizationParams,
  type HostedAuthorizationParams,
  readAuthorizationParams,
  writeAuthorizationParams,
} from '../shared/hosted-authorization.ts';
import { readTarget, writeTarget } from '../shared/target-query.ts';

/** What the host asked for when it opened the hosted page (`openHosted` writes them in the query). */
export interface HostedParams {
  readonly clientId: string;
  /** The opener's origin as the host claims it; trusted only if registered for the client. */
  readonly hostOrigin: string;
  readonly variant: 'A' | 'B';
  readonly locale?: string;
  /** Where the host asked the widget to open (`openHosted`'s `target`). */
  readonly target?: OpenTarget;
  /** The host's parameters for the page's sign-in (`openHosted`'s `authorizationParams`), checked. */
  readonly authorizationParams?: HostedAuthorizationParams;
  /**
   * Why the host's sign-in parameters cannot be used (a URL edited by hand, or a host that skipped
   * `openHosted`'s check), in the words of `openHosted`'s TypeError: the page then starts no
   * sign-in, shows it, and tells the host. Never sent on without them, nor remembered.
   */
  readonly refusedAuthorizationParams?: string;
  /**
   * Set when the host sent the whole page here (`startHostedRedirect`) rather than opening a popup:
   * where to send the browser back, and the host's one-time value to bind the signed result to.
   */
  readonly redirect?: HostedRedirectParams;
}

/** The page's way back to a host that sent it here by full-page redirect (docs/hosted-mode.md, "By redirect"). */
export interface HostedRedirectParams {
  /** The host's return address; the service refuses to serve the page for one not registered. */
  readonly returnTo: string;
  /** The host's one-time value (its `sessionStorage` keeps it); the signed result carries it back. */
  readonly nonce: string;
}

/**
 * The full-page sign-in leaves for the provider and comes back to the bare registered redirect URI
 * (`/hosted/?code&state&iss`), so the host's query is kept in this window's sessionStorage until
 * then. None of it is secret: it is what the host put in the URL.
 */
export const HOSTED_PARAMS_KEY = 'retail-sync:hosted-params';

const CLIENT_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** As the service accepts it: a random base64url value. */
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** The query's sign-in parameters checked as `openHosted` checks them: the parameters, or why not. */
function authorization(
  query: URLSearchParams,
): Pick<HostedParams, 'authorizationParams' | 'refusedAuthorizationParams'> {
  try {
    const authorizationParams = checkHostedAuthorizationParams(readAuthorizationParams(query));
    return authorizationParams ? { authorizationParams } : {};
  } catch (error) {
    return { refusedAuthorizationParams: (error as Error).message };
  }
}

/** The way back, when the query has a usable one (an http(s) URL and a nonce), else none. */
function redirect(query: URLSearchParams): Pick<HostedParams, 'redirect'> {
  const returnTo = query.get('return_to');
  const nonce = query.get('result_nonce');
  if (returnTo === null || nonce === null || !NONCE.test(nonce)) return {};
  let protocol: string;
  try {
    protocol = new URL(returnTo).protocol;
  } catch {
    return {};
  }
  return protocol === 'https:' || protocol === 'http:' ? { redirect: { returnTo, nonce } } : {};
}

function parse(query: URLSearchParams): HostedParams | null {
  const read = (name: string): string | null => query.get(name);
  const clientId = read('client_id');
  const hostOrigin = read('host_origin');
  if (clientId === null || hostOrigin === null || !CLIENT_ID.test(clientId)) return null;
  try {
    assertExactOrigin(hostOrigin);
  } catch {
    return null;
  }
  const locale = read('locale');
  const variant = read('variant');
  const target = readTarget(read);
  return {
    clientId,
    hostOrigin,
    variant: variant === 'A' || variant === 'B' ? variant : DEFAULTS.variant,
    ...(locale !== null && LOCALE.test(locale) ? { locale } : {}),
    ...(target ? { target } : {}),
    ...authorization(query),
    ...redirect(query),
  };
}

function toQuery(params: HostedParams): string {
  const query = new URLSearchParams({
    client_id: params.clientId,
    host_origin: params.hostOrigin,
    variant: params.variant,
  });
  if (params.locale) query.set('locale', params.locale);
  writeTarget(query, params.target);
  writeAuthorizationParams(query, params.authorizationParams);
  if (params.redirect) {
    query.set('return_to', params.redirect.returnTo);
    query.set('result_nonce', params.redirect.nonce);
  }
  return query.toString();
}

/**
 * The page's parameters: from the query when the host just opened it (and then remembered, in the
 * query's own form), else the remembered ones (back from the sign-in). Null when neither is valid.
 */
export function readHostedParams(href: string, storage: KeyValueStorage | null): HostedParams | null {
  const fromQuery = parse(new URL(href).searchParams);
  if (fromQuery?.refusedAuthorizationParams !== undefined) storage?.removeItem(HOSTED_PARAMS_KEY);
  else if (fromQuery) storage?.setItem(HOSTED_PARAMS_KEY, toQuery(fromQuery));
  if (fromQuery) return fromQuery;
  return parse(new URLSearchParams(storage?.getItem(HOSTED_PARAMS_KEY) ?? ''));
}
