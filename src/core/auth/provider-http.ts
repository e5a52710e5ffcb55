/**
 * How the flow talks to the provider through oauth4webapi: the injected fetch, plain http only for a
 * loopback issuer, and the discovery document with the checks every later request relies on.
 */
import * as oauth from 'oauth4webapi';
import { AuthError } from './auth-error.ts';
import { checkEndpoints } from './discovered-endpoints.ts';

/** How oauth4webapi calls fetch: its options object is a valid RequestInit at runtime. */
export type OAuthFetch = (
  url: string,
  options: oauth.CustomFetchOptions<string, URLSearchParams | undefined>,
) => Promise<Response>;

/** The options every oauth4webapi request of the flow carries. */
// oauth4webapi marks allowInsecureRequests deprecated so that it stands out: it is set only for a
// loopback issuer (the sandbox), which the flow's constructor has checked (loopback.ts).
export type ProviderHttp = {
  readonly [oauth.customFetch]: OAuthFetch;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- loopback only, as above
  readonly [oauth.allowInsecureRequests]: boolean;
};

export function providerHttp(fetchImpl: typeof fetch, issuer: URL): ProviderHttp {
  return {
    [oauth.customFetch]: fetchImpl as OAuthFetch,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- loopback only, as above
    [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
  };
}

/**
 * The provider's metadata: the issuer in it must equal `issuer` exactly (oauth4webapi), and every
 * endpoint the widget uses must be https, or on loopback for a loopback issuer (checkEndpoints).
 */
export async function fetchDiscovery(issuer: URL, http: ProviderHttp): Promise<oauth.AuthorizationServer> {
  let as: oauth.AuthorizationServer;
  try {
    const response = await oauth.discoveryRequest(issuer, http); // OpenID Connect discovery, the default
    as = await oauth.processDiscoveryResponse(issuer, response);
  } catch (cause) {
    throw new AuthError(
      'discovery_failed',
      `The OpenID Connect discovery document of ${issuer.href} could not be read, or it names another issuer (see cause).`,
      { cause },
    );
  }
  checkEndpoints(issuer, as);
  return as;
}
