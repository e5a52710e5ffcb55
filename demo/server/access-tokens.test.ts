// @vitest-environment node
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, NO_ORDERS_CLIENT_ID } from './clients.ts';
import { claimsOf, signAccessToken, signWithAnotherKey, tampered, unsigned } from './test-support/forge.ts';
import { freshUser } from './test-support/sandbox.ts';
import { CONNECTIONS, startWorld, type Problem, type World } from './test-support/world.ts';

/** docs/sandbox.md, Access tokens: RFC 9068 JWT access tokens a backend validates with the published JWKS. */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const connections = CONNECTIONS.b;
const epoch = (): number => Math.floor(Date.now() / 1000);

/** The API's answer to a token: the status, and the problem's code and challenge when refused. */
async function apiAnswer(token: string): Promise<{ status: number; code?: string; challenge: string | null }> {
  const { status, headers, body } = await world.anonymous('b').get<Problem>(connections, { token });
  return { status, challenge: headers.get('www-authenticate'), ...(status === 200 ? {} : { code: body.code }) };
}

const userinfo = (token: string) =>
  fetch(`${world.sandbox.origin}/oauth/me`, { headers: { authorization: `Bearer ${token}` } });

function form(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const revoke = (token: string, clientId = DEMO_CLIENT_ID, hint?: string) =>
  form(`${world.sandbox.origin}/oauth/token/revocation`, {
    token,
    client_id: clientId,
    ...(hint ? { token_type_hint: hint } : {}),
  });

const refresh = (refreshToken: string) =>
  form(`${world.sandbox.origin}/oauth/token`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: DEMO_CLIENT_ID,
  });

describe('a backend validates a real access token with the JWKS, as any JOSE library does', () => {
  it('is an at+jwt signed with a published key, for the API, with issuer, expiry, client and user', async () => {
    const username = freshUser('backend');
    const { accessToken } = await world.sandbox.signIn(username);

    const discovery = (await (
      await fetch(`${world.sandbox.origin}/oauth/.well-known/openid-configuration`)
    ).json()) as { issuer: string; jwks_uri: string };
    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, {
      issuer: discovery.issuer,
      audience: world.sandbox.audience,
      typ: 'at+jwt',
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'iat', 'jti', 'client_id', 'sub'],
    });

    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'at+jwt', kid: world.sandbox.signingKey.publicJwk.kid });
    expect(payload).toMatchObject({
      iss: `${world.sandbox.origin}/oauth`,
      aud: `${world.sandbox.origin}/`,
      sub: username,
      client_id: DEMO_CLIENT_ID,
      scope: 'openid profile',
      jti: expect.any(String) as unknown,
    });
    // Access tokens live 15 minutes (docs/sandbox.md).
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    expect(await apiAnswer(accessToken)).toMatchObject({ status: 200 });
  });

  it('the refresh grant issues a new JWT for the API; replaying the rotated refresh token ends both tokens', async () => {
    const { accessToken, refreshToken } = await world.sandbox.signIn(freshUser('rotate'));
    const rotated = await refresh(refreshToken ?? '');
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(refreshToken);
    const jwks = createRemoteJWKSet(new URL(`${world.sandbox.origin}/oauth/jwks`));
    const { payload } = await jwtVerify(next.access_token, jwks, {
      issuer: `${world.sandbox.origin}/oauth`,
      audience: world.sandbox.audience,
      typ: 'at+jwt',
    });
    expect(payload.jti).not.toBe(claimsOf(accessToken).payload.jti);
    expect(await apiAnswer(next.access_token)).toMatchObject({ status: 200 });
    expect((await userinfo(next.access_token)).status).toBe(200);

    // The old refresh token is spent; using it again is a replay, and the provider revokes the grant.
    const replay = await refresh(refreshToken ?? '');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    for (const token of [accessToken, next.access_token]) {
      expect(await apiAnswer(token)).toMatchObject({ status: 401, code: 'invalid_token' });
      expect((await userinfo(token)).status).toBe(401);
    }
  });
});

describe('the API refuses what is not a live access token it issued, with the same 401 as any bad token', () => {
  let real: string;
  let payload: JWTPayload;
  let kid: string | undefined;
  let idToken: string;
  beforeAll(async () => {
    const tokens = await world.sandbox.signIn(freshUser('forged'));
    real = tokens.accessToken;
    idToken = tokens.idToken ?? '';
    ({ payload, kid } = claimsOf(real));
  });
  const signed = (changes: JWTPayload, typ?: string) =>
    signAccessToken({ ...payload, ...changes }, world.sandbox.signingKey.privateJwk, typ);

  it('control: the same claims signed again with the provider key are accepted', async () => {
    expect(await apiAnswer(await signed({}))).toMatchObject({ status: 200 });
  });

  it.each<[string, () => Promise<string> | string]>([
    ['another audience', () => signed({ aud: 'https://other-api.example/' })],
    ['another issuer', () => signed({ iss: 'https://issuer.example/oauth' })],
    ['an expired token', () => signed({ iat: epoch() - 16 * 60, exp: epoch() - 60 })],
    ['another type (typ: JWT)', () => signed({}, 'JWT')],
    ['an unknown client', () => signed({ client_id: 'retailsync-unknown' })],
    ['a token id the provider never issued', () => signed({ jti: 'never-issued-by-the-provider' })],
    ['a signature by another key of the same kid', () => signWithAnotherKey(payload, kid)],
    ['no signature (alg: none)', () => unsigned(payload)],
    ['a tampered payload (another user)', () => tampered(real, { sub: 'someone_else' })],
    ['the ID token', () => idToken],
  ])('%s', async (_name, forge) => {
    const token = await forge();
    expect(await apiAnswer(token)).toEqual({
      status: 401,
      code: 'invalid_token',
      challenge:
        'Bearer realm="retailsync", error="invalid_token", error_description="The access token is invalid, expired or revoked."',
    });
    // User info takes the API's token too, and refuses the same forgeries.
    expect((await userinfo(token)).status).toBe(401);
  });
});

describe('revocation and sign-out make the token unusable at once', () => {
  it('revoking the refresh token, as sign-out does, ends the access token on the API and user info', async () => {
    const { accessToken, refreshToken } = await world.sandbox.signIn(freshUser('signout'));
    expect((await userinfo(accessToken)).status).toBe(200);
    expect((await revoke(refreshToken ?? '', DEMO_CLIENT_ID, 'refresh_token')).status).toBe(200);
    expect(await apiAnswer(accessToken)).toMatchObject({ status: 401, code: 'invalid_token' });
    expect((await userinfo(accessToken)).status).toBe(401);
  });

  it('revoking the access token answers 200 and ends it; revoking it again still answers 200', async () => {
    const { accessToken } = await world.sandbox.signIn(freshUser('revoke'));
    const revoked = await revoke(accessToken, DEMO_CLIENT_ID, 'access_token');
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toBe('');
    expect(await apiAnswer(accessToken)).toMatchObject({ status: 401, code: 'invalid_token' });
    expect((await revoke(accessToken)).status).toBe(200);
  });

  it("another client cannot revoke the token (the provider's policy): it stays usable", async () => {
    const { accessToken } = await world.sandbox.signIn(freshUser('policy'));
    expect((await revoke(accessToken, NO_ORDERS_CLIENT_ID)).status).toBe(200);
    expect(await apiAnswer(accessToken)).toMatchObject({ status: 200 });
  });

  it('a JWT that is not an access token keeps the OAuth refusal of an unsupported token type', async () => {
    const { idToken } = await world.sandbox.signIn(freshUser('idtoken'));
    const refused = await revoke(idToken ?? '');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'unsupported_token_type' });
  });
});
