import { calculateJwkThumbprint, decodeProtectedHeader, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  createFakeProvider,
  DPOP_DISCOVERY,
  FAKE_CLIENT_ID,
  FAKE_ISSUER,
  FAKE_REDIRECT_URI,
  PAR_DISCOVERY,
  type FakeProvider,
} from '../test-support/fake-provider.ts';
import { callback, rejection } from '../test-support/flow-harness.ts';
import { urlOf } from '../test-support/url-of.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';

function parFlow(discovery: Record<string, unknown> = PAR_DISCOVERY): {
  provider: FakeProvider;
  flow: AuthorizationCodeFlow;
} {
  const provider = createFakeProvider();
  provider.discovery = { ...discovery };
  const flow = new AuthorizationCodeFlow(
    {
      issuer: FAKE_ISSUER,
      clientId: FAKE_CLIENT_ID,
      redirectUri: FAKE_REDIRECT_URI,
      resource: 'https://api.example.test/',
      authorizationParams: { ui_locales: 'de', login_hint: 'ada@example.test' },
    },
    provider.fetch,
  );
  return { provider, flow };
}

describe('pushed authorization requests (RFC 9126) with a provider that announces them', () => {
  it('pushes the whole request first; the URL carries only client_id and request_uri', async () => {
    const { provider, flow } = parFlow();
    const attempt = await flow.createAttempt();

    const url = new URL(attempt.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${FAKE_ISSUER}/auth`);
    expect([...url.searchParams]).toEqual([
      ['client_id', FAKE_CLIENT_ID],
      ['request_uri', 'urn:ietf:params:oauth:request_uri:pushed-1'],
    ]);
    const [pushed] = provider.pushed;
    expect(Object.fromEntries(pushed ?? [])).toMatchObject({
      client_id: FAKE_CLIENT_ID,
      redirect_uri: FAKE_REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: attempt.state,
      resource: 'https://api.example.test/',
      ui_locales: 'de',
      login_hint: 'ada@example.test',
    });
    expect(pushed?.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The exchange that follows is today's.
    const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));
    expect(tokens.accessToken).toBe('access-1');
  });

  it('pushes for the full-page redirect too, to the page as redirect URI', async () => {
    const { provider, flow } = parFlow();
    const attempt = await flow.createAttempt('https://host.example.test/shop', { completedHere: false });
    expect(new URL(attempt.url).searchParams.has('redirect_uri')).toBe(false);
    expect(provider.pushed[0]?.get('redirect_uri')).toBe('https://host.example.test/shop');
  });

  it('binds the code to the DPoP key with the push’s own proof when the provider offers DPoP too', async () => {
    const { provider, flow } = parFlow({ ...PAR_DISCOVERY, ...DPOP_DISCOVERY });
    const attempt = await flow.createAttempt();

    const push = provider.seen.find(({ endpoint }) => endpoint === 'par');
    expect(push?.proof).toEqual(expect.any(String));
    const thumbprint = await calculateJwkThumbprint(decodeProtectedHeader(push?.proof ?? '').jwk as JWK);
    expect(thumbprint).toBe(await attempt.proofKey?.calculateThumbprint());
    expect(provider.pushed[0]?.has('dpop_jkt')).toBe(false);
  });

  it('tries the push once more with the nonce the provider asks for', async () => {
    const { provider, flow } = parFlow({ ...PAR_DISCOVERY, ...DPOP_DISCOVERY });
    provider.dpopNonce = 'par-nonce';
    const attempt = await flow.createAttempt();
    expect(provider.seen.filter(({ endpoint }) => endpoint === 'par')).toHaveLength(2);
    expect(new URL(attempt.url).searchParams.get('request_uri')).toMatch(/^urn:/);
  });

  it('fails as a refused sign-in, with the provider’s words, when the push is refused', async () => {
    const { provider, flow } = parFlow();
    provider.nextPushResponse = () =>
      Response.json({ error: 'invalid_request', error_description: 'unknown resource' }, { status: 400 });

    const error = await rejection(flow.createAttempt());

    expect(error.code).toBe('authorization_denied');
    expect(error.providerReason).toBe('unknown resource');
    expect(error.message).toContain('invalid_request');
  });

  it('fails as a network error when the provider cannot be reached for the push', async () => {
    const provider = createFakeProvider();
    provider.discovery = { ...PAR_DISCOVERY };
    const unreachablePush: typeof fetch = (input, init) =>
      urlOf(input).endsWith('/par') ? Promise.reject(new TypeError('Failed to fetch')) : provider.fetch(input, init);
    const flow = new AuthorizationCodeFlow(
      { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
      unreachablePush,
    );

    const error = await rejection(flow.createAttempt());

    expect(error.code).toBe('network');
  });

  it('keeps the whole request in the URL for a provider without a PAR endpoint', async () => {
    const { provider, flow } = parFlow({});
    const attempt = await flow.createAttempt();
    expect(new URL(attempt.url).searchParams.get('state')).toBe(attempt.state);
    expect(provider.pushed).toHaveLength(0);
  });
});
