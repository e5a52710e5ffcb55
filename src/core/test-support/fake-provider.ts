/**
 * An in-memory OpenID provider behind a fake `fetch`, for unit tests of the auth flow. It records
 * every token request so tests can assert that a rejected callback never reached the endpoint.
 * Refresh tokens rotate like the sandbox's: each one works once.
 */
export const FAKE_ISSUER = 'https://id.example.test/oauth';
export const FAKE_CLIENT_ID = 'widget-client';
export const FAKE_REDIRECT_URI = 'https://host.example.test/callback.html';

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** oauth4webapi checks the ID token's claims, not its signature (it came over TLS from the token endpoint). */
function idToken(subject: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'ES256', typ: 'JWT' });
  const payload = base64url({
    ...claims,
    iss: FAKE_ISSUER,
    aud: FAKE_CLIENT_ID,
    sub: subject,
    iat: now,
    exp: now + 600,
  });
  return `${header}.${payload}.${base64url('not-checked')}`;
}

export interface FakeProvider {
  fetch: typeof fetch;
  tokenRequests: URLSearchParams[];
  /** Bodies of the refresh grant requests only. */
  refreshRequests: URLSearchParams[];
  /** Bodies of the revocation requests. */
  revocations: URLSearchParams[];
  /** Issuer the discovery document claims; change it to simulate a mix-up. */
  discoveredIssuer: string;
  /** The refresh token that works now; null once revoked or reused. */
  liveRefreshToken: string | null;
  /** When set, the token endpoint answers this instead (then it is cleared). */
  nextTokenResponse: (() => Response) | undefined;
  /** When set, userinfo answers this status. */
  userInfoStatus: number | undefined;
  /** When set, userinfo answers for this subject instead of the ID token's. */
  userInfoSubject: string | undefined;
  /** Claims the ID tokens carry besides iss, aud, sub, iat and exp (none by default: only userinfo names the user). */
  idTokenClaims: Record<string, unknown>;
  /**
   * Changes to the discovery document: a value replaces the member, `undefined` removes it (e.g.
   * `authorization_response_iss_parameter_supported` or `userinfo_endpoint`).
   */
  discovery: Record<string, unknown>;
  /** How many requests reached the userinfo endpoint. */
  userInfoRequests: number;
  /** False: token answers carry no refresh token, as from a provider that issues none. */
  issuesRefreshTokens: boolean;
}

export function createFakeProvider(subject = 'user-1'): FakeProvider {
  let issued = 0;
  const issue = (): Response => {
    issued += 1;
    const refreshToken = provider.issuesRefreshTokens ? `refresh-${issued}` : undefined;
    provider.liveRefreshToken = refreshToken ?? null;
    return Response.json({
      access_token: `access-${issued}`,
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: refreshToken,
      id_token: idToken(subject, provider.idTokenClaims),
    });
  };
  const provider: FakeProvider = {
    tokenRequests: [],
    refreshRequests: [],
    revocations: [],
    discoveredIssuer: FAKE_ISSUER,
    liveRefreshToken: null,
    nextTokenResponse: undefined,
    userInfoStatus: undefined,
    userInfoSubject: undefined,
    idTokenClaims: {},
    discovery: {},
    userInfoRequests: 0,
    issuesRefreshTokens: true,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.href === `${FAKE_ISSUER}/.well-known/openid-configuration`) {
        return Response.json({
          issuer: provider.discoveredIssuer,
          authorization_endpoint: `${FAKE_ISSUER}/auth`,
          token_endpoint: `${FAKE_ISSUER}/token`,
          userinfo_endpoint: `${FAKE_ISSUER}/me`,
          revocation_endpoint: `${FAKE_ISSUER}/token/revocation`,
          id_token_signing_alg_values_supported: ['ES256'],
          authorization_response_iss_parameter_supported: true,
          ...provider.discovery,
        });
      }
      if (url.href === `${FAKE_ISSUER}/token`) {
        const body = new URLSearchParams(init?.body as string | undefined);
        provider.tokenRequests.push(body);
        const override = provider.nextTokenResponse;
        provider.nextTokenResponse = undefined;
        if (override) return override();
        if (body.get('grant_type') === 'refresh_token') {
          provider.refreshRequests.push(body);
          if (body.get('refresh_token') !== provider.liveRefreshToken) {
            provider.liveRefreshToken = null; // reuse of a rotated token kills the grant
            return Response.json(
              { error: 'invalid_grant', error_description: 'grant request is invalid' },
              { status: 400 },
            );
          }
        }
        return issue();
      }
      if (url.href === `${FAKE_ISSUER}/token/revocation`) {
        const body = new URLSearchParams(init?.body as string | undefined);
        provider.revocations.push(body);
        if (body.get('token') === provider.liveRefreshToken) provider.liveRefreshToken = null;
        return new Response(null, { status: 200 });
      }
      if (url.href === `${FAKE_ISSUER}/me`) {
        provider.userInfoRequests += 1;
        if (provider.userInfoStatus) return new Response('{}', { status: provider.userInfoStatus });
        return Response.json({
          sub: provider.userInfoSubject ?? subject,
          name: 'Ada Shopper',
          email: 'ada@example.test',
        });
      }
      return new Response('not found', { status: 404 });
    },
  };
  return provider;
}
