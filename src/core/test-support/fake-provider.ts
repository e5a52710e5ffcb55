/**
 * An in-memory OpenID provider behind a fake `fetch`, for unit tests of the auth flow. It records
 * every token request so tests can assert that a rejected callback never reached the endpoint.
 * Refresh tokens rotate like the sandbox's: each one works once.
 */
export const FAKE_ISSUER = 'https://id.example.test/oauth';
export const FAKE_CLIENT_ID = 'widget-client';
export const FAKE_REDIRECT_URI = 'https://host.example.test/callback.html';

/** The discovery members of a provider that offers DPoP (RFC 9449 §5.1). */
export const DPOP_DISCOVERY = { dpop_signing_alg_values_supported: ['ES256', 'EdDSA'] };
/** The discovery member of a provider that takes pushed authorization requests (RFC 9126 §5). */
export const PAR_DISCOVERY = { pushed_authorization_request_endpoint: `${FAKE_ISSUER}/par` };

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
  /** Every request to the token, PAR and userinfo endpoints, with its DPoP proof and Authorization. */
  seen: SeenRequest[];
  /** Bodies of the pushed authorization requests (RFC 9126); announce the endpoint through `discovery`. */
  pushed: URLSearchParams[];
  /** When set, the PAR endpoint answers this instead (then it is cleared). */
  nextPushResponse: (() => Response) | undefined;
  /**
   * When set, a DPoP proof at the token, PAR or userinfo endpoint must carry this nonce, or the request
   * is refused with `use_dpop_nonce` and this value in `DPoP-Nonce` (RFC 9449 §8).
   */
  dpopNonce: string | undefined;
}

/** One request as the fake provider saw it. */
export interface SeenRequest {
  endpoint: 'token' | 'par' | 'userinfo';
  proof: string | null;
  authorization: string | null;
}

/** The claims of a compact JWT, unverified (tests verify proofs with jose). */
export function claimsOfJwt(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

/** The nonce refusal of `endpoint` when the provider wants one the proof lacks; undefined otherwise. */
function nonceRefusal(
  provider: FakeProvider,
  endpoint: SeenRequest['endpoint'],
  proof: string | null,
): Response | undefined {
  const nonce = provider.dpopNonce;
  if (nonce === undefined || proof === null || claimsOfJwt(proof)['nonce'] === nonce) return undefined;
  const headers = { 'dpop-nonce': nonce };
  if (endpoint === 'userinfo') {
    return new Response(null, {
      status: 401,
      headers: { ...headers, 'www-authenticate': 'DPoP error="use_dpop_nonce", algs="ES256"' },
    });
  }
  return Response.json({ error: 'use_dpop_nonce', error_description: 'nonce is required' }, { status: 400, headers });
}

export function createFakeProvider(subject = 'user-1'): FakeProvider {
  let issued = 0;
  let pushes = 0;
  const issue = (bound: boolean): Response => {
    issued += 1;
    const refreshToken = provider.issuesRefreshTokens ? `refresh-${issued}` : undefined;
    provider.liveRefreshToken = refreshToken ?? null;
    return Response.json({
      access_token: `access-${issued}`,
      token_type: bound ? 'DPoP' : 'Bearer',
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
    seen: [],
    pushed: [],
    nextPushResponse: undefined,
    dpopNonce: undefined,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      const proof = headers.get('dpop');
      const see = (endpoint: SeenRequest['endpoint']): Response | undefined => {
        provider.seen.push({ endpoint, proof, authorization: headers.get('authorization') });
        return nonceRefusal(provider, endpoint, proof);
      };
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
      if (url.href === `${FAKE_ISSUER}/par`) {
        const refused = see('par');
        if (refused) return refused;
        provider.pushed.push(new URLSearchParams(init?.body as string | undefined));
        const override = provider.nextPushResponse;
        provider.nextPushResponse = undefined;
        if (override) return override();
        pushes += 1;
        return Response.json(
          { request_uri: `urn:ietf:params:oauth:request_uri:pushed-${pushes}`, expires_in: 60 },
          { status: 201 },
        );
      }
      if (url.href === `${FAKE_ISSUER}/token`) {
        const refused = see('token');
        if (refused) return refused;
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
        return issue(proof !== null);
      }
      if (url.href === `${FAKE_ISSUER}/token/revocation`) {
        const body = new URLSearchParams(init?.body as string | undefined);
        provider.revocations.push(body);
        if (body.get('token') === provider.liveRefreshToken) provider.liveRefreshToken = null;
        return new Response(null, { status: 200 });
      }
      if (url.href === `${FAKE_ISSUER}/me`) {
        const refused = see('userinfo');
        if (refused) return refused;
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
