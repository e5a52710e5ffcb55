import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify, type JWTPayload } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../api/http-client.ts';
import { createFakeApi, FAKE_API_BASE } from '../test-support/fake-api.ts';
import { createFakeEnvironment, FAKE_EPOCH } from '../test-support/fake-environment.ts';
import {
  createFakeProvider,
  DPOP_DISCOVERY,
  FAKE_ISSUER,
  type FakeProvider,
  type SeenRequest,
} from '../test-support/fake-provider.ts';
import { callback } from '../test-support/flow-harness.ts';
import { urlOf } from '../test-support/url-of.ts';
import { fakeFlow, routeFetch, signInDirectly } from '../test-support/signed-in.ts';
import { TokenKeeper } from './token-keeper.ts';

/** A proof as a resource server checks it (RFC 9449 §4.3): signature with its own key, `typ`, claims. */
async function verified(proof: string | null): Promise<{ payload: JWTPayload; thumbprint: string }> {
  if (proof === null) throw new Error('no DPoP proof was sent');
  const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: ['ES256'] });
  return { payload, thumbprint: await calculateJwkThumbprint(protectedHeader.jwk ?? {}) };
}

/** The base64url SHA-256 of a token: a proof's `ath`. */
async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function seenAt(provider: FakeProvider, endpoint: SeenRequest['endpoint']): SeenRequest[] {
  return provider.seen.filter((request) => request.endpoint === endpoint);
}

function dpopProvider(): FakeProvider {
  const provider = createFakeProvider();
  provider.discovery = { ...DPOP_DISCOVERY };
  return provider;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DPoP (RFC 9449) with a provider that announces it', () => {
  it('makes a non-extractable key pair, binds the code to it and proves it at the token endpoint', async () => {
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey');
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const attempt = await flow.createAttempt();

    expect(generateKey).toHaveBeenCalledTimes(1);
    expect(generateKey.mock.calls[0]?.[1]).toBe(false); // extractable: false
    const jkt = new URL(attempt.url).searchParams.get('dpop_jkt');

    const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));

    const [exchange] = seenAt(provider, 'token');
    const { payload, thumbprint } = await verified(exchange?.proof ?? null);
    expect(payload).toMatchObject({ htm: 'POST', htu: `${FAKE_ISSUER}/token` });
    expect(payload.ath).toBeUndefined();
    expect(thumbprint).toBe(jkt);
    expect(tokens.proofKey).toBeDefined();
  });

  it('proves the same key on every refresh', async () => {
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const tokens = await signInDirectly(flow);
    const refreshed = await flow.refresh(tokens);
    await flow.refresh(refreshed);

    const [exchange, ...refreshes] = await Promise.all(seenAt(provider, 'token').map(({ proof }) => verified(proof)));
    expect(refreshes).toHaveLength(2);
    for (const refresh of refreshes) {
      expect(refresh.thumbprint).toBe(exchange?.thumbprint);
      expect(refresh.payload.jti).not.toBe(exchange?.payload.jti);
    }
    expect(refreshed.proofKey).toBe(tokens.proofKey);
  });

  it('sends userinfo the token as DPoP with a proof bound to it (ath)', async () => {
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const tokens = await signInDirectly(flow);
    await flow.userInfo(tokens);

    const [request] = seenAt(provider, 'userinfo');
    expect(request?.authorization).toBe(`DPoP ${tokens.accessToken}`);
    const { payload } = await verified(request?.proof ?? null);
    expect(payload).toMatchObject({ htm: 'GET', htu: `${FAKE_ISSUER}/me`, ath: await tokenHash(tokens.accessToken) });
  });

  it('tries once more with the nonce the token endpoint asks for (use_dpop_nonce)', async () => {
    const provider = dpopProvider();
    provider.dpopNonce = 'nonce-1';
    const flow = fakeFlow(provider.fetch);
    const tokens = await signInDirectly(flow);

    const proofs = await Promise.all(seenAt(provider, 'token').map(({ proof }) => verified(proof)));
    expect(proofs.map(({ payload }) => payload.nonce)).toEqual([undefined, 'nonce-1']);
    expect(tokens.accessToken).toBe('access-1');
  });

  it('tries once more with the nonce userinfo asks for, in its challenge', async () => {
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const tokens = await signInDirectly(flow);
    provider.dpopNonce = 'nonce-2';
    const user = await flow.userInfo(tokens);

    const proofs = await Promise.all(seenAt(provider, 'userinfo').map(({ proof }) => verified(proof)));
    expect(proofs.map(({ payload }) => payload.nonce)).toEqual([undefined, 'nonce-2']);
    expect(user.name).toBe('Ada Shopper');
  });

  it('tries only once more: a second nonce refusal is the exchange failing', async () => {
    const provider = dpopProvider();
    let refusals = 0;
    // A nonce that is never right: each answer asks for a new one.
    const original = provider.fetch;
    const refusing: typeof fetch = async (input, init) => {
      if (urlOf(input) === `${FAKE_ISSUER}/token`) {
        refusals += 1;
        return Response.json(
          { error: 'use_dpop_nonce' },
          { status: 400, headers: { 'dpop-nonce': `nonce-${refusals}` } },
        );
      }
      return original(input, init);
    };
    const stubborn = fakeFlow(refusing);
    const again = await stubborn.createAttempt();

    await expect(
      stubborn.complete(again, callback({ code: 'code-1', state: again.state, iss: FAKE_ISSUER })),
    ).rejects.toMatchObject({ code: 'token_exchange_failed' });
    expect(refusals).toBe(2);
  });

  it('binds no code for a full-page redirect, whose page cannot keep the key, and proves a new key after it', async () => {
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const attempt = await flow.createAttempt(undefined, { completedHere: false });
    expect(new URL(attempt.url).searchParams.has('dpop_jkt')).toBe(false);
    expect(attempt.proofKey).toBeUndefined();

    const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));
    await verified(seenAt(provider, 'token')[0]?.proof ?? null);
    expect(tokens.proofKey).toBeDefined();
  });

  it('sends no proof to the revocation endpoint, which takes none (RFC 7009, oauth4webapi)', async () => {
    const provider = dpopProvider();
    const flow = fakeFlow(provider.fetch);
    const tokens = await signInDirectly(flow);
    await flow.revokeAll(tokens);
    expect(provider.revocations).toHaveLength(2);
  });
});

describe('DPoP on the API, through the session transport', () => {
  async function signedIn(provider: FakeProvider) {
    const api = createFakeApi();
    const flow = fakeFlow(routeFetch(provider, api), () => FAKE_EPOCH);
    const keeper = new TokenKeeper(flow, { onSessionExpired: vi.fn(), now: () => FAKE_EPOCH });
    keeper.set(await signInDirectly(flow));
    const env = createFakeEnvironment(routeFetch(provider, api));
    const http = new HttpClient({ baseUrl: FAKE_API_BASE, env, tokens: keeper });
    return { api, http, keeper };
  }

  it('sends every call as Authorization: DPoP with a fresh proof for its method, URL and token', async () => {
    const { api, http } = await signedIn(dpopProvider());
    await http.request({ method: 'GET', path: '/sync/retailers', query: { status: 'active' } });
    await http.request({ method: 'GET', path: '/sync/retailers' });

    const proofs = [];
    for (const request of api.requests) {
      expect(request.headers.get('authorization')).toBe('DPoP access-1');
      proofs.push(await verified(request.headers.get('dpop')));
    }
    expect(proofs).toHaveLength(2);
    for (const { payload } of proofs) {
      // htu without the query (RFC 9449 §4.2).
      expect(payload).toMatchObject({
        htm: 'GET',
        htu: `${FAKE_API_BASE}/sync/retailers`,
        ath: await tokenHash('access-1'),
      });
    }
    expect(proofs[0]?.payload.jti).not.toBe(proofs[1]?.payload.jti);
  });

  it('tries once more with the nonce the API asks for in its DPoP challenge', async () => {
    const { api, http } = await signedIn(dpopProvider());
    api.script.push({
      method: 'GET',
      path: '/sync/retailers',
      respond: () =>
        new Response(JSON.stringify({ status: 401, code: 'invalid_token' }), {
          status: 401,
          headers: { 'www-authenticate': 'DPoP error="use_dpop_nonce"', 'dpop-nonce': 'api-nonce' },
        }),
    });

    const { status } = await http.request({ method: 'GET', path: '/sync/retailers' });

    expect(status).toBe(200);
    const proofs = await Promise.all(api.requests.map(({ headers }) => verified(headers.get('dpop'))));
    expect(proofs.map(({ payload }) => payload.nonce)).toEqual([undefined, 'api-nonce']);
  });

  it('keeps plain bearer tokens with a provider that announces no DPoP', async () => {
    const provider = createFakeProvider();
    const { api, http, keeper } = await signedIn(provider);
    await http.request({ method: 'GET', path: '/sync/retailers' });

    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(api.requests[0]?.headers.has('dpop')).toBe(false);
    expect(provider.seen.every(({ proof }) => proof === null)).toBe(true);
    expect(keeper.signedIn).toBe(true);
  });

  it('forgets the key with the tokens', async () => {
    const { keeper } = await signedIn(dpopProvider());
    const held = keeper.clear();
    expect(held?.proofKey).toBeDefined();
    expect(keeper.clear()).toBeUndefined();
  });
});
