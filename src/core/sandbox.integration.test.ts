// @vitest-environment node
/**
 * The core against the real sandbox (oidc-provider and the API on an ephemeral loopback port):
 * what the fakes assume about the service is checked here once, over HTTP. Fake timers are the
 * core's own; the sandbox's clock is moved by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from './test-support/url-of.ts';
import { startSandbox, type RunningSandbox } from '../../demo/server/test-support/sandbox.ts';
import { createApiClient, type RetailSyncApi } from './api/api-client.ts';
import { HttpClient } from './api/http-client.ts';
import { AuthorizationCodeFlow, type TokenSet } from './auth/authorization-code-flow.ts';
import { TokenKeeper } from './auth/token-keeper.ts';
import { createFakeEnvironment } from './test-support/fake-environment.ts';

let sandbox: RunningSandbox;
let users = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** Carries the provider's interaction cookies through the sign-in, like the browser would. */
async function approve(authorizationUrl: string, username: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const step = async (url: string, init: RequestInit = {}): Promise<string> => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect from ${url}, got ${response.status}`);
    return new URL(location, url).href;
  };
  const interaction = await step(authorizationUrl);
  const resume = await step(`${new URL(interaction).origin}${new URL(interaction).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username }).toString(),
  });
  return new URL(await step(resume)).searchParams;
}

interface Client {
  flow: AuthorizationCodeFlow;
  keeper: TokenKeeper;
  api: RetailSyncApi;
  tokens: TokenSet;
  requests: { method: string; url: string; headers: Headers; body: string | undefined }[];
}

/** The authorization requests the sign-ins sent, in order. */
const authorizationUrls: string[] = [];

async function signedIn(variant: 'A' | 'B', fetchImpl: typeof fetch = fetch): Promise<Client> {
  users += 1;
  const requests: Client['requests'] = [];
  const recording: typeof fetch = (input, init) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: urlOf(input),
      headers: new Headers(init?.headers),
      body:
        typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? `${init.body}` : undefined,
    });
    return fetchImpl(input, init);
  };
  const flow = new AuthorizationCodeFlow(
    {
      issuer: `${sandbox.origin}/oauth`,
      clientId: 'retailsync-demo',
      redirectUri: `${sandbox.demoOrigin}/callback.html`,
    },
    recording,
  );
  const attempt = await flow.createAttempt();
  authorizationUrls.push(attempt.url);
  const callback = await approve(attempt.url, `core_${process.pid}_${users}`);
  const tokens = await flow.complete(attempt, callback);
  const keeper = new TokenKeeper(flow, { onSessionExpired: () => {}, now: Date.now });
  keeper.set(tokens);
  // Real timers here (the waits are a few milliseconds): the sandbox answers over real sockets.
  const env = {
    ...createFakeEnvironment(recording),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  };
  const http = new HttpClient({
    baseUrl: `${sandbox.origin}/${variant.toLowerCase()}`,
    env,
    tokens: keeper,
    backoff: { baseMs: 10, capMs: 20 },
  });
  const api = createApiClient({
    variant,
    http,
    userInfo: (signal) => keeper.userInfo(signal),
  });
  return { flow, keeper, api, tokens, requests };
}

describe('the core against the sandbox', () => {
  it('should sign in with PKCE, checking iss, and read the profile with the opaque access token', async () => {
    const { tokens, api, flow, requests } = await signedIn('B');
    // The sandbox takes pushed authorization requests (RFC 9126): the popup's URL names only the
    // client and the pushed request.
    const authorization = new URL(authorizationUrls.at(-1)!);
    expect([...authorization.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    const pushed = requests.find(({ url }) => url === `${sandbox.origin}/oauth/request`);
    const pushedParameters = new URLSearchParams(pushed?.body);
    // The sandbox lists offline_access, so the widget asks for it; oidc-provider drops it without
    // prompt=consent, and the sandbox issues the refresh token anyway (demo/server/oidc.ts).
    expect(pushedParameters.get('scope')).toBe('openid profile email offline_access');
    expect(pushedParameters.get('code_challenge_method')).toBe('S256');
    // DPoP (RFC 9449): the push, the exchange and every call carry a proof; the tokens are bound.
    expect(pushed?.headers.has('dpop')).toBe(true);
    expect(tokens.proofKey).toBeDefined();
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const profile = await api.userInfo();
    expect(profile.sub).toBe(tokens.subject);
    // The user from the ID token, with what the provider's userinfo adds (its name, by the profile scope).
    expect(tokens.user.sub).toBe(tokens.subject);
    expect(await flow.userInfo(tokens)).toMatchObject({ sub: tokens.subject, name: expect.any(String) as string });
  });

  it.each(['A', 'B'] as const)(
    'variant %s: should connect, follow a sync to completion, and read orders',
    async (variant) => {
      const { api, requests } = await signedIn(variant);
      const catalog = await api.listCatalog();
      const retailerId = catalog[0]!.retailerId;

      const { connection, sync } = await api.connect(retailerId, { username: 'user_good', password: 'pass_good' });
      expect(connection).toMatchObject({ retailerId, status: 'pending' });
      sandbox.advance(60_000);
      const done = await api.getSync(sync.syncId);
      expect(done.status).toBe('completed');
      expect((await api.latestSync())?.syncId).toBe(sync.syncId);

      const orders = await api.listOrders({ retailerId, limit: 5 });
      expect(orders.orders.length).toBeGreaterThan(0);
      expect((await api.getOrder(orders.orders[0]!.orderId)).items.length).toBeGreaterThan(0);
      expect(api.rateLimit()?.remaining).toBeLessThan(100);
      const apiCalls = requests.filter(({ url }) => url.startsWith(`${sandbox.origin}/${variant.toLowerCase()}/`));
      expect(apiCalls.length).toBeGreaterThan(0);
      for (const { headers } of apiCalls.filter(({ headers }) => headers.has('authorization'))) {
        expect(headers.get('authorization')).toMatch(/^DPoP /);
        expect(headers.get('dpop')).toEqual(expect.any(String));
      }

      const again = await api.reauthenticate(retailerId, { username: 'user_good', password: 'pass_good' });
      expect(again.connection.retailerId).toBe(retailerId);
    },
  );

  it('should not connect twice when the answer of the first POST is lost (Idempotency-Key)', async () => {
    let lose = true;
    const replayed: (string | null)[] = [];
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && urlOf(input).endsWith('/b/sync/retailers'))
        replayed.push(response.headers.get('idempotent-replayed'));
      if (lose && init?.method === 'POST' && urlOf(input).endsWith('/b/sync/retailers')) {
        lose = false;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const { api, requests } = await signedIn('B', lossy);

    const retailerId = (await api.listCatalog())[1]!.retailerId;
    const { connection } = await api.connect(retailerId, { username: 'user_good', password: 'pass_good' });

    expect(connection.retailerId).toBe(retailerId);
    const posts = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/b/sync/retailers'));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
    // The service did the work once: the retry was answered from its idempotency record.
    expect(replayed).toEqual([null, 'true']);
    expect(await api.listConnections()).toHaveLength(1);
  });

  it('should refresh with rotation, refuse the rotated token, and revoke on sign-out', async () => {
    const { flow, tokens, keeper } = await signedIn('B');
    const fresh = await keeper.refreshAfterRejection(tokens.accessToken);
    expect(fresh).not.toBe(tokens.accessToken);

    // Revocation of the current refresh token ends the grant: refreshing afterwards is invalid_grant.
    const current = keeper.clear()!;
    expect(await flow.revoke(current.refreshToken!, 'refresh_token')).toBe(true);
    await expect(flow.refresh(current)).rejects.toMatchObject({ code: 'session_expired' });
    // The first refresh token was rotated away and is refused too.
    await expect(flow.refresh(tokens)).rejects.toMatchObject({ code: 'session_expired' });
  });
});
