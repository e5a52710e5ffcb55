import { describe, expect, it } from 'vitest';
import documentA from '../../../openapi/variant-a.json' with { type: 'json' };
import documentB from '../../../openapi/variant-b.json' with { type: 'json' };
import { CONTRACTS, conforms } from './contract-oracle.ts';
import { createFakeApi, FAKE_API_BASE, FAKE_API_BASE_A } from './fake-api.ts';

/**
 * The fake API answers the session's unit tests; its bodies must be what the OpenAPI documents
 * describe, or those tests would pass against a service that does not exist. Each successful body
 * is checked against its schema by the same oracle the validators' fuzz tests use.
 */
describe.each(['A', 'B'] as const)('the fake API, variant %s, answers in the documents’ shapes', (variant) => {
  const base = variant === 'A' ? FAKE_API_BASE_A : FAKE_API_BASE;
  const collection = variant === 'A' ? '/sync/connections' : '/sync/retailers';
  const catalog = variant === 'A' ? '/sync/retailers' : '/retailers/available';

  async function call(api: ReturnType<typeof createFakeApi>, method: string, path: string, body?: unknown) {
    const response = await api.fetch(`${base}${path}`, {
      method,
      headers: { authorization: 'Bearer access-1', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as unknown;
  }

  it('for every operation the client calls', async () => {
    const api = createFakeApi(variant);
    const checks: [string, keyof typeof CONTRACTS, unknown][] = [];
    const check = (what: string, contract: keyof typeof CONTRACTS, body: unknown): void => {
      checks.push([what, contract, body]);
    };

    check('catalog', 'catalog', await call(api, 'GET', catalog));
    const connected = await call(api, 'POST', collection, { retailerId: 1008, username: 'u', password: 'p' });
    check('connect', 'connectResult', connected);
    const { sync } = connected as { sync: { syncId: string } };
    check('connections', 'connections', await call(api, 'GET', collection));
    check('connection', 'connection', await call(api, 'GET', `${collection}/1008`));
    if (variant === 'A') {
      check(
        'update connection',
        'connectResult',
        await call(api, 'PUT', `${collection}/1008`, { username: 'u', password: 'q' }),
      );
    }
    check('sync one', 'sync', await call(api, 'POST', `${collection}/1008/sync`));
    check('sync all', 'sync', await call(api, 'POST', `${collection}/sync`));
    check('latest sync', 'sync', await call(api, 'GET', '/sync/sessions/latest'));
    api.setStatus(sync.syncId, 1008, 'userintervention', { mfa: { prompt: 'Enter the code' } });
    check('sync waiting for a code', 'sync', await call(api, 'GET', `/sync/sessions/${sync.syncId}`));
    check(
      'MFA answer',
      'sync',
      await call(api, 'POST', `/sync/sessions/${sync.syncId}/mfa`, { retailerId: 1008, code: '123456' }),
    );
    check('orders', 'orderList', await call(api, 'GET', '/orders'));
    check('order', 'order', await call(api, 'GET', '/orders/ord_1'));

    const misfits = checks
      .filter(([, contract, body]) => !conforms(CONTRACTS[contract].schema, body))
      .map(([what, , body]) => `${what}: ${JSON.stringify(body)}`);
    expect(misfits).toEqual([]);
    expect(checks.length).toBeGreaterThanOrEqual(variant === 'A' ? 12 : 11);
  });

  it('for a user with no sync yet: a status the document gives the latest sync, with no body', async () => {
    const api = createFakeApi(variant);
    const response = await api.fetch(`${base}/sync/sessions/latest`, { headers: { authorization: 'Bearer access-1' } });

    const documented = (variant === 'A' ? documentA : documentB).paths['/sync/sessions/latest'].get.responses;
    const status = String(response.status) as keyof typeof documented;
    expect(Object.keys(documented)).toContain(status);
    expect(status).toBe('204');
    expect(documented[status]).not.toHaveProperty('content');
    expect(await response.text()).toBe('');
  });
});
