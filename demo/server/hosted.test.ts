// @vitest-environment node
import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, NO_ORDERS_CLIENT_ID } from './clients.ts';
import { HOSTED_CSP, hostedPageRouter } from './hosted.ts';
import { startSandbox, type RunningSandbox } from './test-support/sandbox.ts';

/**
 * Hosted popup (docs/hosted-mode.md): the origin registry, the page under its CSP, and its OAuth on
 * the service origin.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('GET /clients/{clientId}/origins', () => {
  it('publishes the host origins registered for the client', async () => {
    const response = await fetch(`${sandbox.origin}/clients/${DEMO_CLIENT_ID}/origins`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ clientId: DEMO_CLIENT_ID, allowedOrigins: [sandbox.demoOrigin] });
  });

  it('answers each client with its own list', async () => {
    const response = await fetch(`${sandbox.origin}/clients/${NO_ORDERS_CLIENT_ID}/origins`);
    expect(await response.json()).toMatchObject({ clientId: NO_ORDERS_CLIENT_ID });
  });

  it('404 problem for a client nobody onboarded', async () => {
    const response = await fetch(`${sandbox.origin}/clients/nobody/origins`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('OAuth from the hosted page', () => {
  const authorize = (redirectUri: string): Promise<Response> => {
    const query = new URLSearchParams({
      client_id: DEMO_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'state-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    return fetch(`${sandbox.origin}/oauth/auth?${query}`, { redirect: 'manual' });
  };

  it('accepts the hosted page as a redirect URI of the demo client', async () => {
    const response = await authorize(`${sandbox.origin}/hosted/`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/oauth\/interaction\//);
  });

  /** The sandbox's sign-in page for a hosted authorization request with these parameters. */
  async function signInPage({ loginHint, uiLocales }: { loginHint?: string; uiLocales?: string }): Promise<string> {
    const query = new URLSearchParams({
      client_id: DEMO_CLIENT_ID,
      redirect_uri: `${sandbox.origin}/hosted/`,
      response_type: 'code',
      scope: 'openid',
      state: 'state-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ...(loginHint ? { login_hint: loginHint } : {}),
      ...(uiLocales ? { ui_locales: uiLocales } : {}),
    });
    const started = await fetch(`${sandbox.origin}/oauth/auth?${query}`, { redirect: 'manual' });
    const cookie = started.headers
      .getSetCookie()
      .map((item) => item.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(started.headers.get('location') ?? '', sandbox.origin), { headers: { cookie } });
    expect(page.status).toBe(200);
    return page.text();
  }

  it("fills in the sign-in page's username from the request's login_hint, when it is a sandbox username", async () => {
    expect(await signInPage({ loginHint: 'user_good' })).toMatch(/<input id="username"[^>]* value="user_good"/);
    expect(await signInPage({ loginHint: '"><script>' })).toMatch(/<input id="username"[^>]* value=""/);
  });

  it("speaks the request's ui_locales on the sign-in page: the first language it has, else English", async () => {
    const german = await signInPage({ uiLocales: 'xx de-CH' });
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<button class="primary" type="submit">Anmelden</button>');
    const arabic = await signInPage({ uiLocales: 'ar-EG' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<label for="username">اسم المستخدم</label>');
    expect(await signInPage({})).toContain('<html lang="en" dir="ltr">');
  });

  it('still refuses a redirect URI nobody registered', async () => {
    const response = await authorize(`${sandbox.origin}/elsewhere/`);
    expect(response.status).toBe(400);
  });

  const exchange = (origin: string): Promise<Response> =>
    fetch(`${sandbox.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: DEMO_CLIENT_ID,
        code: 'not-a-real-code',
        redirect_uri: `${sandbox.origin}/hosted/`,
        code_verifier: 'v'.repeat(43),
      }).toString(),
    });

  it("lets the service's own origin reach the token endpoint (a same-origin POST still sends Origin)", async () => {
    const body = (await (await exchange(sandbox.origin)).json()) as { error: string };
    // Past the origin check: the made-up code is what fails.
    expect(body.error).toBe('invalid_grant');
  });

  it('still refuses an origin nobody registered', async () => {
    const body = (await (await exchange('http://evil.test')).json()) as { error: string; error_description: string };
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toContain('not allowed');
  });
});

describe('the hosted page route', () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hosted-'));
    const app = express();
    app.use('/hosted/', hostedPageRouter([], dir));
    app.use('/missing/', hostedPageRouter([], join(dir, 'not-built')));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built page under the strict CSP, never cached', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>hosted</title>');
    const response = await fetch(`${origin}/hosted/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>hosted</title>');
    expect(response.headers.get('content-security-policy')).toBe(HOSTED_CSP);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('the CSP allows nothing inline and no framing', () => {
    expect(HOSTED_CSP).toContain("script-src 'self';");
    expect(HOSTED_CSP).toContain("style-src 'self';");
    expect(HOSTED_CSP).toContain("frame-ancestors 'none'");
    expect(HOSTED_CSP).not.toContain('unsafe');
  });

  it('without a build, a 503 page says which command builds it', async () => {
    const response = await fetch(`${origin}/missing/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:hosted');
  });
});
