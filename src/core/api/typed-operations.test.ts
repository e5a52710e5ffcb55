import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths as PathsA } from './generated/variant-a.ts';
import type { paths as PathsB } from './generated/variant-b.ts';

/** Never called: the calls below are checked by the compiler (`npx tsc`), which is the point. */
const fetch = (): Promise<Response> => Promise.reject(new Error('not sent'));

describe('API operations typed by the OpenAPI documents (as api-client.ts calls them)', () => {
  it('should make a path, method or parameter the document lacks a compile error', async () => {
    const a = createClient<PathsA>({ baseUrl: 'https://api.example.test/a', fetch });
    const b = createClient<PathsB>({ baseUrl: 'https://api.example.test/b', fetch });
    const calls = [
      // @ts-expect-error: variant A has no /retailers/available (its catalog is /sync/retailers)
      a.GET('/retailers/available'),
      // @ts-expect-error: variant B has no Update Connection (PUT)
      b.PUT('/sync/retailers/{retailerId}', { params: { path: { retailerId: 1 } } }),
      // @ts-expect-error: a path parameter must be given
      a.GET('/sync/connections/{retailerId}', {}),
      // @ts-expect-error: the documents' connect body needs credentials
      b.POST('/sync/retailers', { body: { retailerId: 1 } }),
      a.GET('/sync/connections/{retailerId}', { params: { path: { retailerId: 1 } } }),
    ];
    const settled = await Promise.allSettled(calls);
    expect(settled.map(({ status }) => status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
  });
});
