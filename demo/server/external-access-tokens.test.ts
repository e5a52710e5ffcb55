// @vitest-environment node
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from './clients.ts';
import { startSandbox, type RunningSandbox } from './test-support/sandbox.ts';

/**
 * The API with another OpenID provider as the issuer of its tokens (`--api-issuer`): a standard test
 * provider from npm, whose tokens it checks by that provider's published keys.
 */
let provider: OAuth2Server;
let stranger: OAuth2Server;
let sandbox: RunningSandbox;
beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // Another provider with keys of its own, for tokens the API must not trust.
  stranger = new OAuth2Server();
  await stranger.issuer.keys.generate('RS256');
  await stranger.start(0, '127.0.0.1');
  sandbox = await startSandbox({ apiIssuer: provider.issuer.url! });
});
afterAll(async () => {
  await sandbox.close();
  await provider.stop();
  await stranger.stop();
});

type Claims = Record<string, unknown>;

/** A token the provider signs, with `claims` over its defaults (`iss`, `iat`, `exp`, `nbf`). */
function tokenFrom(server: OAuth2Server, claims: Claims): Promise<string> {
  return server.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, claims);
    },
  });
}

const apiClaims = (): Claims => ({ aud: sandbox.audience, sub: 'external_user', client_id: DEMO_CLIENT_ID });

async function connectionsWith(token: string): Promise<number> {
  const response = await fetch(`${sandbox.origin}/b/sync/retailers`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

describe('an API whose tokens another provider issues', () => {
  it("accepts the provider's token for the API, for the user it names", async () => {
    expect(await connectionsWith(await tokenFrom(provider, apiClaims()))).toBe(200);
  });

  it.each<[string, Claims]>([
    ['for another audience', { aud: 'https://other.example/' }],
    ['with no audience (the provider issues tokens for itself by default)', { aud: undefined }],
    ['of a client the operator never onboarded', { client_id: 'someone-else' }],
    ['with no client', { client_id: undefined }],
    ['that has expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses a token %s', async (_name, overrides) => {
    expect(await connectionsWith(await tokenFrom(provider, { ...apiClaims(), ...overrides }))).toBe(401);
  });

  it('refuses a token signed with keys the provider does not publish, even naming it as issuer', async () => {
    const forged = await tokenFrom(stranger, { ...apiClaims(), iss: provider.issuer.url });
    expect(await connectionsWith(forged)).toBe(401);
  });

  it("refuses the sandbox's own provider's tokens", async () => {
    const own = await sandbox.signIn('own_provider_user');
    expect(await connectionsWith(own.accessToken)).toBe(401);
  });
});
