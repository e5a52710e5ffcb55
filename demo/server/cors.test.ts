// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from './test-support/world.ts';

/**
 * The documented CORS of the API (docs/sandbox.md): registered client origins only, with exactly
 * these allowed methods and headers, exposed headers and preflight max-age; nothing at all for any
 * other origin. auth.test.ts covers the basics; this pins every header so a middleware swap cannot
 * change them unnoticed.
 */
const REGISTERED = 'http://localhost:5173';
const FOREIGN = 'https://evil.example';
const EXPOSED = 'Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, WWW-Authenticate, DPoP-Nonce';

let world: World;
let token: string;
beforeAll(async () => {
  world = await startWorld();
  token = (await world.user('b', 'corsfull')).token;
});
afterAll(async () => {
  await world.close();
});

/** Every CORS response header of an answer, by lower-case name. */
function corsHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));
}

const preflight = (origin: string) =>
  fetch(`${world.sandbox.origin}/b/sync/retailers/1001/sync`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

const read = (headers: Record<string, string>) =>
  fetch(`${world.sandbox.origin}/b/sync/retailers`, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('CORS of the API, header by header', () => {
  it('answers a preflight from a registered origin with 204 and exactly the documented headers', async () => {
    const response = await preflight(REGISTERED);
    expect(response.status).toBe(204);
    expect(corsHeaders(response)).toEqual({
      'access-control-allow-origin': REGISTERED,
      'access-control-allow-methods': 'GET, POST, PUT',
      'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, DPoP',
      'access-control-expose-headers': EXPOSED,
      'access-control-max-age': '600',
    });
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('lets a registered origin read an answer and its limit headers', async () => {
    const response = await read({ origin: REGISTERED });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual({
      'access-control-allow-origin': REGISTERED,
      'access-control-expose-headers': EXPOSED,
    });
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('gives an unregistered origin a bare 204 preflight and no CORS header at all', async () => {
    const response = await preflight(FOREIGN);
    expect(response.status).toBe(204);
    expect(corsHeaders(response)).toEqual({});
    // Vary: Origin all the same, so a cache never hands this answer to a registered origin.
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('answers an unregistered origin or a caller without Origin with no CORS header', async () => {
    for (const headers of [{ origin: FOREIGN }, {}]) {
      const response = await read(headers);
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual({});
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it('lets any origin read the documents, and nothing more', async () => {
    const response = await fetch(`${world.sandbox.origin}/b/openapi.json`, { headers: { origin: FOREIGN } });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual({ 'access-control-allow-origin': '*' });
  });
});
