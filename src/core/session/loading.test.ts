import { describe, expect, it } from 'vitest';
import { problemResponse } from '../test-support/fake-api.ts';
import { createHarness } from '../test-support/session-harness.ts';

describe('loadCatalog()', () => {
  it('should load the public catalog without signing in', async () => {
    const { session, types } = createHarness();
    await session.loadCatalog();
    expect(session.catalog.value).toMatchObject({
      status: 'loaded',
      value: [{ retailerId: 1, serverSide: true }, { retailerId: 2 }],
    });
    expect(types()).toContain('catalog.loaded');
  });

  it('should hold a typed error when the catalog is malformed', async () => {
    const { session, api } = createHarness();
    api.script.push({ method: 'GET', path: '/retailers/available', respond: () => Response.json({ nope: true }) });
    await session.loadCatalog();
    expect(session.catalog.value).toMatchObject({ status: 'failed', error: { code: 'invalid_response' } });
  });

  it('should emit rate_limited when the service answers 429', async () => {
    const harness = createHarness();
    harness.api.script.push({
      method: 'GET',
      path: '/retailers/available',
      respond: () => problemResponse(429, 'rate_limited', 'Slow down.', { 'Retry-After': '2' }),
    });
    const loading = harness.session.loadCatalog();
    await harness.env.advance(2_000);
    await loading;
    expect(harness.events.find((event) => event.type === 'rate_limited')?.payload).toEqual({ retryAfterSeconds: 2 });
    expect(harness.session.catalog.value.status).toBe('loaded');
  });
});
