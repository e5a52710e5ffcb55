// @vitest-environment node
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_HOSTED_RETURN_PAGE, NO_ORDERS_CLIENT_ID } from './clients.ts';
import { GOOD_PASSWORD } from './domain/credentials.ts';
import { HOSTED_RESULT_TTL, HOSTED_RESULT_TYP, HOSTED_RESULTS_ROUTE } from './hosted-results.ts';
import { freshUser, startSandbox, type RunningSandbox } from './test-support/sandbox.ts';

/**
 * The hosted page's signed result by redirect (docs/hosted-mode.md, "By redirect"): what the service
 * signs, for whom, and what it refuses to sign.
 */
let sandbox: RunningSandbox;
let returnTo: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  returnTo = `${sandbox.demoOrigin}${DEMO_HOSTED_RETURN_PAGE}`;
});
afterAll(async () => {
  await sandbox.close();
});

const NONCE = 'n0nce-made-by-the-host-0123456789';

function ask(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${sandbox.origin}${HOSTED_RESULTS_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, returnTo, nonce: NONCE, ...body }),
  });
}

/** A completed sync of a fresh user at retailer 1001, as the simulator runs it. */
function completedSync(): string {
  const userId = freshUser('result');
  const { session } = sandbox.store.connect(userId, 1001, { username: 'user_good', password: GOOD_PASSWORD }, false);
  sandbox.advance(60_000);
  return session.syncId;
}

async function verify(result: string) {
  const jwks = (await (await fetch(`${sandbox.origin}/oauth/jwks`)).json()) as Parameters<typeof createLocalJWKSet>[0];
  return jwtVerify(result, createLocalJWKSet(jwks), {
    issuer: `${sandbox.origin}/oauth`,
    audience: DEMO_CLIENT_ID,
    typ: HOSTED_RESULT_TYP,
    currentDate: new Date(Date.now() + 60_000),
  });
}

describe(`POST ${HOSTED_RESULTS_ROUTE}`, () => {
  it('signs a success with the JWKS key: the sync, its retailers (named by the service), the nonce, no secret', async () => {
    const syncId = completedSync();
    const response = await ask({ outcome: 'success', syncId, retailerIds: [99] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { result } = (await response.json()) as { result: string };
    const { payload, protectedHeader } = await verify(result);
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: HOSTED_RESULT_TYP });
    expect(payload).toMatchObject({ outcome: 'success', syncId, retailerIds: [1001], nonce: NONCE, returnTo });
    expect(payload.exp! - payload.iat!).toBe(HOSTED_RESULT_TTL);
    expect(Object.keys(payload).sort()).toEqual(
      ['aud', 'exp', 'iat', 'iss', 'jti', 'nonce', 'outcome', 'retailerIds', 'returnTo', 'syncId'].sort(),
    );
    expect(decodeProtectedHeader(result).kid).toBe(sandbox.signingKey.publicJwk.kid);
  });

  it('signs an exit with no sync, and an error with its code', async () => {
    const exit = (await (await ask({ outcome: 'exit' })).json()) as { result: string };
    expect((await verify(exit.result)).payload).toMatchObject({ outcome: 'exit', retailerIds: [] });
    const error = (await (await ask({ outcome: 'error', code: 'account_locked' })).json()) as { result: string };
    expect((await verify(error.result)).payload).toMatchObject({ outcome: 'error', code: 'account_locked' });
  });

  it('refuses a returnTo not registered for the client, compared exactly', async () => {
    for (const other of [`${returnTo}?x=1`, `${returnTo}/`, 'https://evil.test/', returnTo.toUpperCase()]) {
      const response = await ask({ outcome: 'exit', returnTo: other });
      expect(response.status, other).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_body', invalidParams: [{ name: 'returnTo' }] });
    }
    // Registered for the demo client, not for this one.
    const response = await ask({ outcome: 'exit', clientId: NO_ORDERS_CLIENT_ID });
    expect(response.status).toBe(400);
  });

  it('refuses success for a sync that is not completed, or that does not exist', async () => {
    const userId = freshUser('running');
    const { session } = sandbox.store.connect(userId, 1002, { username: 'user_slow', password: GOOD_PASSWORD }, false);
    expect((await ask({ outcome: 'success', syncId: session.syncId })).status).toBe(400);
    expect((await ask({ outcome: 'success', syncId: 'sync_nobody' })).status).toBe(404);
    expect((await ask({ outcome: 'success' })).status).toBe(400);
  });

  it('refuses a missing or malformed nonce, outcome or code', async () => {
    for (const body of [
      { outcome: 'exit', nonce: undefined },
      { outcome: 'exit', nonce: 'short' },
      { outcome: 'done' },
      { outcome: 'error' },
      { outcome: 'error', code: '<b>' },
    ]) {
      expect((await ask(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /hosted/ with a return_to', () => {
  const open = (query: Record<string, string>): Promise<Response> =>
    fetch(`${sandbox.origin}/hosted/?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, ...query })}`);

  it('answers a 400 page for a return_to not registered for the client, and sends nobody there', async () => {
    const response = await open({ return_to: 'https://evil.test/steal' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('not a return address registered for the client');
  });

  it('lets a registered return_to through to the page', async () => {
    const response = await open({ return_to: returnTo });
    expect(response.status).not.toBe(400);
  });
});
