import { describe, expect, it } from 'vitest';
import { problemResponse } from '../test-support/fake-api.ts';
import { createHarness } from '../test-support/session-harness.ts';
import { CATALOG_AHEAD_MAX_AGE_MS } from './catalog-ahead.ts';

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

describe('prefetchCatalog()', () => {
  const catalogRequests = (harness: ReturnType<typeof createHarness>) =>
    harness.api.requests.filter((request) => request.path.endsWith('/retailers/available')).length;

  it('should ask for the catalog without changing state or telling the host', async () => {
    const harness = createHarness();
    harness.session.prefetchCatalog();
    harness.session.prefetchCatalog();
    await harness.env.advance(0);
    expect(catalogRequests(harness)).toBe(1);
    expect(harness.session.catalog.value.status).toBe('idle');
    expect(harness.types()).not.toContain('catalog.loaded');
  });

  it('should let the next load take the answer instead of asking again', async () => {
    const harness = createHarness();
    harness.session.prefetchCatalog();
    await harness.env.advance(0);
    await harness.session.loadCatalog();
    expect(catalogRequests(harness)).toBe(1);
    expect(harness.session.catalog.value).toMatchObject({
      status: 'loaded',
      value: [{ retailerId: 1 }, { retailerId: 2 }],
    });
    expect(harness.types().filter((type) => type === 'catalog.loaded')).toHaveLength(1);
  });

  it('should ask again when the answer is older than five minutes, and after one load', async () => {
    const harness = createHarness();
    harness.session.prefetchCatalog();
    await harness.env.advance(CATALOG_AHEAD_MAX_AGE_MS + 1);
    await harness.session.loadCatalog();
    expect(catalogRequests(harness)).toBe(2);
    // Taken once: a retry of the list asks the service, it does not replay the old answer.
    await harness.session.loadCatalog();
    expect(catalogRequests(harness)).toBe(3);
  });

  it('should ask again when the request ahead failed, and never show that failure', async () => {
    const harness = createHarness();
    harness.api.script.push({
      method: 'GET',
      path: '/retailers/available',
      respond: () => problemResponse(500, 'internal', 'Down for a moment.'),
    });
    harness.session.prefetchCatalog();
    await harness.env.advance(0);
    await harness.session.loadCatalog();
    expect(catalogRequests(harness)).toBe(2);
    expect(harness.session.catalog.value.status).toBe('loaded');
    expect(harness.types()).not.toContain('error');
  });

  it('should ask for nothing once the session is destroyed', async () => {
    const harness = createHarness();
    harness.session.destroy();
    harness.session.prefetchCatalog();
    await harness.env.advance(0);
    expect(catalogRequests(harness)).toBe(0);
  });
});
