/** Which endpoints a discovery document may name: https, or loopback for a loopback issuer. */
import type * as oauth from 'oauth4webapi';
import { AuthError } from './auth-error.ts';
import { isLoopback, isSecureUrl } from './loopback.ts';

/** The endpoints of the discovery document the widget may send a user or a request to. */
const DISCOVERED_ENDPOINTS = [
  'authorization_endpoint',
  'token_endpoint',
  'revocation_endpoint',
  'userinfo_endpoint',
  'jwks_uri',
] as const;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Refuses a discovery document naming an endpoint that is not https, unless the issuer itself is
 * plain http on this machine (the sandbox) and the endpoint is too: a loopback issuer must not send
 * codes, tokens or users over plain http anywhere else.
 */
export function checkEndpoints(issuer: URL, as: oauth.AuthorizationServer): void {
  const loopbackIssuer = issuer.protocol === 'http:' && isLoopback(issuer);
  for (const name of DISCOVERED_ENDPOINTS) {
    const value: unknown = as[name];
    if (value === undefined) continue;
    const url = typeof value === 'string' ? parseUrl(value) : undefined;
    if (url && (url.protocol === 'https:' || (loopbackIssuer && isSecureUrl(url)))) continue;
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    throw new AuthError(
      'insecure_issuer',
      loopbackIssuer
        ? `The discovery document of ${issuer.href} names ${shown} as its ${name}, which is neither https nor on this machine; a plain-http issuer on this machine may use only such endpoints.`
        : `The discovery document of ${issuer.href} names ${shown} as its ${name}, which is not https; an https issuer may use only https endpoints.`,
    );
  }
}
