/**
 * An in-memory OpenID provider behind a fake `fetch`, for unit tests of the auth flow. It records
 * every token request so tests can assert that a rejected callback never reached the endpoint.
 */
export const FAKE_ISSUER = 'https://id.example.test/oauth';
export const FAKE_CLIENT_ID = 'widget-client';
export const FAKE_REDIRECT_URI = 'https://host.example.test/callback.html';

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** oauth4webapi checks the ID token's claims, not its signature (it came over TLS from the token endpoint). */
function idToken(subject: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'ES256', typ: 'JWT' });
  const payload = base64url({ iss: FAKE_ISSUER, aud: FAKE_CLIENT_ID, sub: subject, iat: now, exp: now + 600 });
  return `${header}.${payload}.${base64url('not-checked')}`;
}

export interface FakeProvider {
  fetch: typeof fetch;
  tokenRequests: URLSearchParams[];
  /** Issuer the discovery document claims; change it to simulate a mix-up. */
  discoveredIssuer: string;
}

export function createFakeProvider(subject = 'user-1'): FakeProvider {
  const provider: FakeProvider = {
    tokenRequests: [],
    discoveredIssuer: FAKE_ISSUER,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.href === `${FAKE_ISSUER}/.well-known/openid-configuration`) {
        return Response.json({
          issuer: provider.discoveredIssuer,
          authorization_endpoint: `${FAKE_ISSUER}/auth`,
          token_endpoint: `${FAKE_ISSUER}/token`,
          userinfo_endpoint: `${FAKE_ISSUER}/me`,
          id_token_signing_alg_values_supported: ['ES256'],
          authorization_response_iss_parameter_supported: true,
        });
      }
      if (url.href === `${FAKE_ISSUER}/token`) {
        provider.tokenRequests.push(new URLSearchParams(String(init?.body ?? '')));
        return Response.json({
          access_token: 'access-1', token_type: 'Bearer', expires_in: 900, refresh_token: 'refresh-1', id_token: idToken(subject),
        });
      }
      if (url.href === `${FAKE_ISSUER}/me`) {
        return Response.json({ sub: subject, name: 'Ada Shopper', email: 'ada@example.test' });
      }
      return new Response('not found', { status: 404 });
    },
  };
  return provider;
}
