// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS, type Problem } from './test-support/world.ts';
import { newDPoPKey, type DPoPKey, type ProofClaims } from './test-support/dpop.ts';
import { freshUser, startSandbox, type RunningSandbox } from './test-support/sandbox.ts';

/**
 * The API as a DPoP resource server (RFC 9449 §4.3 and §7): a token bound to a key is taken only with a
 * fresh proof of that key for this very request; each refusal is a 401 problem with a DPoP challenge.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

interface Answer {
  status: number;
  challenge: string | null;
  type: string | null;
  body: Problem;
}

async function call(url: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const response = await fetch(url, { method, headers });
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    type: response.headers.get('content-type'),
    body: (await response.json()) as Problem,
  };
}

/** A user signed in with `key`: the provider binds the tokens to it (`cnf.jkt`). */
async function boundUser(key: DPoPKey): Promise<{ token: string; url: string }> {
  const { accessToken } = await sandbox.signIn(freshUser('dpop'), undefined, key);
  return { token: accessToken, url: `${sandbox.origin}/a${CONNECTIONS.a}` };
}

function expectRefused(answer: Answer, error: 'invalid_dpop_proof' | 'invalid_token'): void {
  expect(answer.status).toBe(401);
  expect(answer.challenge).toMatch(new RegExp(`^DPoP .*error="${error}"`));
  expect(answer.type).toMatch(/^application\/problem\+json/);
  expect(answer.body).toMatchObject({ status: 401, code: 'invalid_token' });
}

describe('a DPoP-bound access token', () => {
  let key: DPoPKey;
  let token: string;
  let url: string;
  const proof = (claims: Partial<ProofClaims> = {}): Promise<string> =>
    key.proof({ htm: 'GET', htu: url, accessToken: token, ...claims });
  const dpop = async (claims: Partial<ProofClaims> = {}): Promise<Record<string, string>> => ({
    authorization: `DPoP ${token}`,
    dpop: await proof(claims),
  });

  beforeAll(async () => {
    key = await newDPoPKey();
    ({ token, url } = await boundUser(key));
  });

  it('is bound to the key of the token request', () => {
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { cnf?: { jkt?: string } };
    expect(claims.cnf?.jkt).toBe(key.thumbprint);
  });

  it('is taken with a fresh proof of its key for this request, even with a query', async () => {
    expect((await call(url, await dpop())).status).toBe(200);
    const withQuery = `${sandbox.origin}/a/sync/sessions?limit=1`;
    const answer = await fetch(withQuery, {
      headers: { authorization: `DPoP ${token}`, dpop: await proof({ htu: withQuery }) },
    });
    expect(answer.status).not.toBe(401);
  });

  it('is refused with no proof', async () => {
    expectRefused(await call(url, { authorization: `DPoP ${token}` }), 'invalid_dpop_proof');
  });

  it('is refused as a Bearer token, even with a valid proof', async () => {
    expectRefused(await call(url, { authorization: `Bearer ${token}` }), 'invalid_token');
    expectRefused(await call(url, { authorization: `Bearer ${token}`, dpop: await proof() }), 'invalid_token');
  });

  it('is refused with a proof for another method', async () => {
    expectRefused(await call(url, await dpop({ htm: 'POST' })), 'invalid_dpop_proof');
  });

  it('is refused with a proof for another URL', async () => {
    expectRefused(await call(url, await dpop({ htu: `${sandbox.origin}/b${CONNECTIONS.b}` })), 'invalid_dpop_proof');
  });

  it('is refused with a proof signed by another key (cnf.jkt does not match)', async () => {
    const other = await newDPoPKey();
    const headers = {
      authorization: `DPoP ${token}`,
      dpop: await other.proof({ htm: 'GET', htu: url, accessToken: token }),
    };
    expectRefused(await call(url, headers), 'invalid_token');
  });

  it('is refused with a stale proof (iat)', async () => {
    const iat = Math.floor(Date.now() / 1000) - 5 * 60;
    expectRefused(await call(url, await dpop({ iat })), 'invalid_dpop_proof');
  });

  it('is refused with a replayed proof (jti)', async () => {
    const headers = await dpop();
    expect((await call(url, headers)).status).toBe(200);
    expectRefused(await call(url, headers), 'invalid_dpop_proof');
  });

  it('is refused with a proof for another access token (ath)', async () => {
    expectRefused(await call(url, await dpop({ accessToken: `${token}x` })), 'invalid_dpop_proof');
  });

  it('is refused with two proofs', async () => {
    const response = await fetch(url, {
      headers: [
        ['authorization', `DPoP ${token}`],
        ['dpop', await proof()],
        ['dpop', await proof()],
      ],
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_dpop_proof"');
  });

  it('is answered by the userinfo endpoint with a proof, and refused there without one', async () => {
    const userinfo = `${sandbox.origin}/oauth/me`;
    const withProof = await fetch(userinfo, {
      headers: { authorization: `DPoP ${token}`, dpop: await proof({ htu: userinfo }) },
    });
    expect(withProof.status).toBe(200);
    expect((await fetch(userinfo, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const wrongUrl = await fetch(userinfo, { headers: await dpop() });
    expect(wrongUrl.status).toBe(401);
  });
});

describe('an unbound access token', () => {
  it('is still taken as Bearer, and refused as DPoP', async () => {
    const { accessToken } = await sandbox.signIn(freshUser('bearer'));
    const url = `${sandbox.origin}/a${CONNECTIONS.a}`;
    expect((await call(url, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    const key = await newDPoPKey();
    const headers = {
      authorization: `DPoP ${accessToken}`,
      dpop: await key.proof({ htm: 'GET', htu: url, accessToken }),
    };
    expectRefused(await call(url, headers), 'invalid_token');
  });
});

describe('the journal of how API requests carried their tokens (SANDBOX_AUTH_JOURNAL)', () => {
  it('is not served unless the sandbox was started with it', async () => {
    expect((await fetch(`${sandbox.origin}/journal/api-auth?user=x`)).status).toBe(404);
  });

  it('records the scheme and the proof of each accepted request, per user, and no token', async () => {
    const journaled = await startSandbox({ authJournal: true });
    try {
      const key = await newDPoPKey();
      const username = freshUser('journal');
      const { accessToken } = await journaled.signIn(username, undefined, key);
      const url = `${journaled.origin}/b${CONNECTIONS.b}`;
      const proof = await key.proof({ htm: 'GET', htu: url, accessToken });
      expect((await fetch(url, { headers: { authorization: `DPoP ${accessToken}`, dpop: proof } })).status).toBe(200);
      expect((await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);

      const response = await fetch(`${journaled.origin}/journal/api-auth?user=${username}`);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual([{ method: 'GET', path: `/b${CONNECTIONS.b}`, scheme: 'DPoP', proof: true }]);
      expect(text).not.toContain(accessToken);
    } finally {
      await journaled.close();
    }
  });
});
