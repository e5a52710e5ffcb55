// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './test-support/client.ts';
import { startWorld, type Problem, type World } from './test-support/world.ts';

/**
 * The facts of the per-user request limit (docs/sandbox.md, Limits) that a middleware swap could
 * change while limits.test.ts stays green: the window slides, one quota spans both variants, and a
 * refused request does not count. express-rate-limit's memory store, for one, is a fixed window
 * that counts refused requests.
 */
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** One signed-in user, talking to both variants with the same token. */
async function userOnBothVariants(label: string): Promise<{ a: ApiClient; b: ApiClient }> {
  const { api, token } = await world.user('a', label);
  return { a: api, b: new ApiClient(world.sandbox.origin, world.contracts.b, token) };
}

async function spend(api: ApiClient, requests: number): Promise<void> {
  for (let request = 0; request < requests; request += 1) {
    expect((await api.get('/orders')).status).toBeLessThan(429);
  }
}

describe('the per-user request limit', () => {
  it('slides: a request is counted for exactly 60 s after it was made, on either variant', async () => {
    const user = await userOnBothVariants('sliding');
    await spend(user.a, 50);
    world.sandbox.advance(30_000);
    await spend(user.b, 50);

    const refused = await user.a.get<Problem>('/orders');
    expect(refused.status).toBe(429);
    // The first 50 leave the window 30 s from now; a fixed window would say 60 s or let it through.
    expect(refused.headers.get('retry-after')).toBe('30');

    world.sandbox.advance(30_000);
    const next = await user.b.get('/orders');
    expect(next.status).toBeLessThan(429);
    // The 50 requests made 30 s ago still count: a fixed window would have started afresh (r=99;t=60).
    expect(next.headers.get('ratelimit')).toBe('"requests";r=49;t=30');
    expect(next.headers.get('ratelimit-policy')).toBe('"requests";q=100;w=60');
  });

  it('does not count refused requests, so waiting Retry-After is always enough', async () => {
    const user = await userOnBothVariants('refused');
    await spend(user.a, 100);
    world.sandbox.advance(59_000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await user.b.get<Problem>('/orders');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('ratelimit')).toBe('"requests";r=0;t=1');
      expect(refused.body).toMatchObject({
        status: 429,
        code: 'rate_limited',
        detail: 'At most 100 requests per minute; retry in 1 s.',
      });
    }

    world.sandbox.advance(1_000);
    const after = await user.a.get('/orders');
    expect(after.status).toBeLessThan(429);
    // Only this request is in the window: the five refused ones a second ago left no trace.
    expect(after.headers.get('ratelimit')).toBe('"requests";r=99;t=60');
  });
});
