import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import { expectHostEvent } from './support/host-page.ts';
import { connectAsNewUser, SANDBOX } from './support/widget.ts';

/**
 * Sender-constrained tokens (DPoP, RFC 9449) and pushed authorization requests (RFC 9126) against
 * the sandbox, which announces both: docs/security-and-csp.md, "DPoP and pushed authorization requests".
 */

/** A request of the page to the sandbox, with every header it sent (CORS ones included). */
interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | null;
}

function recordSandboxRequests(context: BrowserContext): SentRequest[] {
  const sent: SentRequest[] = [];
  context.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== SANDBOX || request.method() === 'OPTIONS') return;
    void request.allHeaders().then((headers) => {
      sent.push({ method: request.method(), url, headers, body: request.postData() });
    });
  });
  return sent;
}

/** Calls that need the access token: the API (but its public catalog) and userinfo. */
function authenticated({ url }: SentRequest): boolean {
  if (url.pathname === '/oauth/me') return true;
  if (!/^\/[ab]\//.test(url.pathname)) return false;
  return !['/a/sync/retailers', '/b/retailers/available'].includes(url.pathname);
}

/** Signs in, connects Harbor Hardware and follows the sync to its end. */
async function syncedJourney(context: BrowserContext, page: import('@playwright/test').Page): Promise<SentRequest[]> {
  const sent = recordSandboxRequests(context);
  await connectAsNewUser(page, 'Harbor Hardware', 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expectHostEvent(page, 'sync.completed');
  // The host reads orders with the SDK's client: API calls with the token, made by the page.
  await expect(page.locator('#orders tbody tr')).toHaveCount(10);
  return sent;
}

test('sign in, connect and sync: the authorization is pushed, and every token and API request carries a DPoP proof', async ({
  context,
  page,
}) => {
  const sent = await syncedJourney(context, page);

  // PAR: the request is pushed first; the popup's address names only the client and the request.
  const pushes = sent.filter(({ method, url }) => method === 'POST' && url.pathname === '/oauth/request');
  expect(pushes).toHaveLength(1);
  expect(new URLSearchParams(pushes[0]?.body ?? '').get('code_challenge_method')).toBe('S256');
  const authorizations = sent.filter(({ url }) => url.pathname === '/oauth/auth');
  expect(authorizations).toHaveLength(1);
  expect([...(authorizations[0]?.url.searchParams.keys() ?? [])].sort()).toEqual(['client_id', 'request_uri']);

  // Token requests: the push and the code exchange each carry a proof.
  const tokenRequests = sent.filter(({ method, url }) => method === 'POST' && url.pathname === '/oauth/token');
  expect(tokenRequests.length).toBeGreaterThan(0);
  for (const request of [...pushes, ...tokenRequests]) expect(request.headers['dpop'], request.url.href).toMatch(/^ey/);

  // Every call with the access token: `Authorization: DPoP` and a proof of its own.
  const calls = sent.filter(authenticated);
  expect(calls.length).toBeGreaterThan(5);
  for (const { url, headers } of calls) {
    expect(headers['authorization'], url.href).toMatch(/^DPoP ey/);
    expect(headers['dpop'], url.href).toMatch(/^ey/);
  }
  expect(new Set(calls.map(({ headers }) => headers['dpop'])).size).toBe(calls.length);
  // No bearer token anywhere on the wire.
  expect(sent.filter(({ headers }) => /^bearer /i.test(headers['authorization'] ?? ''))).toEqual([]);
});

test('a token lifted from the wire is refused off the page: without a proof, as Bearer, and with a proof for another URL', async ({
  context,
  page,
}) => {
  const sent = await syncedJourney(context, page);
  const call = sent.find(
    (request) => authenticated(request) && request.method === 'GET' && request.url.pathname !== '/oauth/me',
  );
  expect(call).toBeDefined();
  const token = call!.headers['authorization']!.replace(/^DPoP /, '');
  const proof = call!.headers['dpop']!;
  const otherUrl = `${SANDBOX}/b/sync/sessions/latest`;
  expect(otherUrl).not.toBe(call!.url.href);

  const replay = async (url: string, headers: Record<string, string>) => {
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      challenge: response.headers.get('www-authenticate') ?? '',
      type: response.headers.get('content-type') ?? '',
    };
  };
  const refusals = {
    'no proof': await replay(call!.url.href, { authorization: `DPoP ${token}` }),
    'as Bearer': await replay(call!.url.href, { authorization: `Bearer ${token}` }),
    'a proof for another URL': await replay(otherUrl, { authorization: `DPoP ${token}`, dpop: proof }),
    // The very request the page made, sent again: its proof was used once already.
    'the captured request again': await replay(call!.url.href, { authorization: `DPoP ${token}`, dpop: proof }),
  };
  for (const [how, answer] of Object.entries(refusals)) {
    expect(answer.status, how).toBe(401);
    expect(answer.challenge, how).toMatch(/^DPoP .*error="(invalid_dpop_proof|invalid_token)"/);
    expect(answer.type, how).toMatch(/^application\/problem\+json/);
  }
  expect(refusals['as Bearer'].challenge).toContain('error="invalid_token"');
  expect(refusals['no proof'].challenge).toContain('error="invalid_dpop_proof"');

  // Meanwhile the page, which holds the key, still reads the API with the same token.
  await page.getByRole('dialog').getByRole('button', { name: 'Your connections' }).click();
  await expect(page.getByRole('dialog').locator('[data-retailer-id]')).toHaveCount(1);
});
