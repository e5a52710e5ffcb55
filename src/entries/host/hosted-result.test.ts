import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_REDIRECT_KEY, startHostedRedirectIn } from './hosted-redirect.ts';
import { readHostedResult } from './hosted-result.ts';
import { openHostedIn } from './open-hosted.ts';
import { FakeHostWindow, HOST, SERVICE } from './test-support/fake-host-window.ts';
import { RESULT_TYP } from './verify-hosted-result.ts';

/**
 * The hosted widget by redirect, the host's side (docs/hosted-mode.md, "By redirect"): one call to
 * start, one to read, and every way a result can be refused. The service is faked by its discovery
 * document and JWKS; results are signed here with its key, or with another.
 */
const ISSUER = `${SERVICE}/oauth`;
const CLIENT_ID = 'retailsync-demo';
const RETURN_TO = `${HOST}/demo/host/hosted-redirect.html`;

let serviceKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: { keys: unknown[] };
beforeAll(async () => {
  const service = await generateKeyPair('ES256');
  serviceKey = service.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(service.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
});

/** The service's discovery and JWKS, as fetch answers them; `issuer` is what discovery claims. */
function serviceFetch(issuer = ISSUER): typeof fetch {
  return (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === `${ISSUER}/.well-known/openid-configuration`)
      return Promise.resolve(Response.json({ issuer, jwks_uri: `${ISSUER}/jwks` }));
    if (url === `${ISSUER}/jwks`) return Promise.resolve(Response.json(jwks));
    return Promise.resolve(new Response(null, { status: 404 }));
  };
}

/** Starts a redirect in a fake tab, and answers the tab and the nonce the hosted page got. */
function started() {
  const win = new FakeHostWindow();
  startHostedRedirectIn({ clientId: CLIENT_ID, serviceOrigin: SERVICE, returnTo: RETURN_TO }, win);
  const nonce = new URL(win.assigned[0]!).searchParams.get('result_nonce')!;
  return { win, nonce };
}

interface Signing {
  key?: CryptoKey;
  typ?: string;
  issuer?: string;
  audience?: string;
  expiresIn?: number;
}

async function sign(claims: JWTPayload, signing: Signing = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: signing.typ ?? RESULT_TYP })
    .setIssuer(signing.issuer ?? ISSUER)
    .setAudience(signing.audience ?? CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + (signing.expiresIn ?? 120))
    .sign(signing.key ?? serviceKey);
}

const success = (nonce: string): JWTPayload => ({
  outcome: 'success',
  syncId: 'sync_1',
  retailerIds: [1001],
  nonce,
  returnTo: RETURN_TO,
});

const back = (jws: string): string => `${RETURN_TO}#retail_sync_result=${jws}`;

describe('startHostedRedirect()', () => {
  it('sends the page to the hosted widget with returnTo and a fresh nonce it keeps in sessionStorage', () => {
    const { win, nonce } = started();
    const url = new URL(win.assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${SERVICE}/hosted/`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('return_to')).toBe(RETURN_TO);
    expect(nonce).toMatch(/^[0-9a-f]{48}$/);
    expect(JSON.parse(win.stored.get(PENDING_REDIRECT_KEY)!)).toEqual({
      nonce,
      clientId: CLIENT_ID,
      issuer: ISSUER,
      returnTo: RETURN_TO,
    });
    expect(started().nonce).not.toBe(nonce);
  });

  it.each([
    ['a relative returnTo', '/back'],
    ['a returnTo with a fragment', `${RETURN_TO}#here`],
    ['a javascript: returnTo', 'javascript:alert(1)'],
  ])('refuses %s with a TypeError before leaving', (_name, returnTo) => {
    const win = new FakeHostWindow();
    expect(() => startHostedRedirectIn({ clientId: CLIENT_ID, serviceOrigin: SERVICE, returnTo }, win)).toThrow(
      /options\.returnTo must be an absolute http or https URL with no fragment/,
    );
    expect(win.assigned).toEqual([]);
  });
});

describe('openHosted() with the popup blocked', () => {
  it('leaves for the hosted widget by redirect when the host allowed it (redirectWhenBlocked)', () => {
    const win = new FakeHostWindow(null);
    const widget = openHostedIn(
      { clientId: CLIENT_ID, serviceOrigin: SERVICE, redirectWhenBlocked: { returnTo: RETURN_TO } },
      win,
    );
    expect(widget).toMatchObject({ opened: false, redirecting: true, closed: true });
    expect(win.assigned).toHaveLength(1);
    expect(new URL(win.assigned[0]!).searchParams.get('return_to')).toBe(RETURN_TO);
    expect(win.stored.has(PENDING_REDIRECT_KEY)).toBe(true);
  });

  it('stays on the page by default', () => {
    const win = new FakeHostWindow(null);
    const widget = openHostedIn({ clientId: CLIENT_ID, serviceOrigin: SERVICE }, win);
    expect(widget).toMatchObject({ opened: false, redirecting: false });
    expect(win.assigned).toEqual([]);
    expect(win.stored.size).toBe(0);
  });

  it('does not redirect when the popup opened', () => {
    const win = new FakeHostWindow();
    const widget = openHostedIn(
      { clientId: CLIENT_ID, serviceOrigin: SERVICE, redirectWhenBlocked: { returnTo: RETURN_TO } },
      win,
    );
    expect(widget).toMatchObject({ opened: true, redirecting: false });
    expect(win.assigned).toEqual([]);
    widget.close();
  });
});

describe('readHostedResult()', () => {
  const read = (href: string, win: FakeHostWindow, fetcher = serviceFetch()) =>
    readHostedResult(href, { storage: win.sessionStorage, fetch: fetcher });

  it('answers the verified result of the redirect this tab started', async () => {
    const { win, nonce } = started();
    const answer = await read(back(await sign(success(nonce))), win);
    expect(answer).toEqual({ result: { outcome: 'success', syncId: 'sync_1', retailerIds: [1001] } });
  });

  it('answers exit and error outcomes in their shapes', async () => {
    const first = started();
    expect(
      await read(
        back(await sign({ outcome: 'exit', retailerIds: [], nonce: first.nonce, returnTo: RETURN_TO })),
        first.win,
      ),
    ).toEqual({
      result: { outcome: 'exit', retailerIds: [] },
    });
    const second = started();
    const failed = {
      outcome: 'error',
      code: 'sync_failed',
      syncId: 's',
      retailerIds: [1002],
      nonce: second.nonce,
      returnTo: RETURN_TO,
    };
    expect(await read(back(await sign(failed)), second.win)).toEqual({
      result: { outcome: 'error', code: 'sync_failed', syncId: 's', retailerIds: [1002] },
    });
  });

  it('refuses the same result read twice (a replay): its one-time value is used up', async () => {
    const { win, nonce } = started();
    const href = back(await sign(success(nonce)));
    expect((await read(href, win)).result).toBeDefined();
    expect((await read(href, win)).error?.code).toBe('not_started');
  });

  it('refuses a result when no redirect was started in this tab', async () => {
    const { nonce } = started();
    expect((await read(back(await sign(success(nonce))), new FakeHostWindow())).error?.code).toBe('not_started');
  });

  it('refuses an edited result: its claims changed after signing', async () => {
    const { win, nonce } = started();
    const [header, , signature] = (await sign({ ...success(nonce), outcome: 'exit' })).split('.');
    const edited = Buffer.from(JSON.stringify({ ...success(nonce), iss: ISSUER, aud: CLIENT_ID, exp: 9e9 })).toString(
      'base64url',
    );
    expect((await read(back(`${header}.${edited}.${signature}`), win)).error?.code).toBe('invalid_signature');
  });

  it('refuses a result signed with a key that is not in the JWKS', async () => {
    const { win, nonce } = started();
    expect((await read(back(await sign(success(nonce), { key: otherKey })), win)).error?.code).toBe(
      'invalid_signature',
    );
  });

  it('refuses a result meant for another client', async () => {
    const { win, nonce } = started();
    const answer = await read(back(await sign(success(nonce), { audience: 'retailsync-no-orders' })), win);
    expect(answer.error?.code).toBe('wrong_audience');
  });

  it('refuses an expired result', async () => {
    const { win, nonce } = started();
    expect((await read(back(await sign(success(nonce), { expiresIn: -120 })), win)).error?.code).toBe('expired');
  });

  it('refuses a result from another issuer, and a discovery document that is not the issuer’s', async () => {
    const first = started();
    const answer = await read(back(await sign(success(first.nonce), { issuer: 'http://evil.test/oauth' })), first.win);
    expect(answer.error?.code).toBe('wrong_issuer');
    const second = started();
    const spoofed = await read(back(await sign(success(second.nonce))), second.win, serviceFetch('http://evil.test'));
    expect(spoofed.error?.code).toBe('wrong_issuer');
  });

  it('refuses a result signed for another redirect (nonce or returnTo)', async () => {
    const first = started();
    expect((await read(back(await sign(success('another-nonce-0123456789'))), first.win)).error?.code).toBe(
      'not_this_redirect',
    );
    const second = started();
    const elsewhere = { ...success(second.nonce), returnTo: `${HOST}/elsewhere` };
    expect((await read(back(await sign(elsewhere)), second.win)).error?.code).toBe('not_this_redirect');
  });

  it('refuses a token of another type from the same issuer (an ID token)', async () => {
    const { win, nonce } = started();
    expect((await read(back(await sign(success(nonce), { typ: 'JWT' })), win)).error?.code).toBe('malformed');
  });

  it('says network when the service keys cannot be fetched', async () => {
    const { win, nonce } = started();
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await read(back(await sign(success(nonce))), win, offline)).error?.code).toBe('network');
  });

  it('says no_result for an address without one, and keeps the redirect under way', async () => {
    const { win } = started();
    expect((await read(RETURN_TO, win)).error?.code).toBe('no_result');
    expect(win.stored.has(PENDING_REDIRECT_KEY)).toBe(true);
  });
});
