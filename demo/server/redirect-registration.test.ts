// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from './clients.ts';
import { signIn } from './test-support/oauth.ts';
import { startSandbox, type RunningSandbox } from './test-support/sandbox.ts';

/** docs/sandbox.md, "Your own app": host origins on the command line, and the provider's page when one is missing. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    hostOrigins: [
      {
        origin: 'http://localhost:3000',
        redirectUris: ['http://localhost:3000/callback.html', 'http://localhost:3000/'],
      },
    ],
  });
});
afterAll(async () => {
  await sandbox.close();
});

/** The provider's answer to an authorization request with `redirectUri`, as the widget's popup would load it. */
async function authorize(redirectUri: string): Promise<Response> {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${sandbox.origin}/oauth/auth`);
  url.search = new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return fetch(url, { redirect: 'manual' });
}

describe('an unregistered redirect URI', () => {
  it('gets a page that names the flag, the variable and the origin it saw', async () => {
    const response = await authorize('http://localhost:4321/callback.html');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('invalid_redirect_uri');
    expect(html).toContain('<code>http://localhost:4321</code>');
    expect(html).toContain('npm run sandbox -- --host-origin http://localhost:4321</code>');
    expect(html).toContain('<code>SANDBOX_HOST_ORIGINS=http://localhost:4321</code>');
  });

  it('names the path too when it is not a default one', async () => {
    const html = await (await authorize('http://localhost:4321/shop/signed-in')).text();
    expect(html).toContain('--host-origin http://localhost:4321=/callback.html,/,/shop/signed-in</code>');
  });

  it('shows what it saw as text, never as markup', async () => {
    const response = await authorize('http://localhost:4321/<b>x</b>?q="><script>alert(1)</script>');
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<b>/);
    // And no script could run there anyway.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('a host origin given at start', () => {
  it('signs in through its callback page, and its origin may call the API', async () => {
    const tokens = await signIn({
      origin: sandbox.origin,
      clientId: DEMO_CLIENT_ID,
      redirectUri: 'http://localhost:3000/callback.html',
      username: 'host_origin_user',
    });
    const api = await fetch(`${sandbox.origin}/b/sync/retailers`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, origin: 'http://localhost:3000' },
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
