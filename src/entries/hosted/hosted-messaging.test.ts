import { describe, expect, it } from 'vitest';
import { fetchAllowedOrigins, hostedMessaging } from './hosted-messaging.ts';

const SERVICE = 'http://localhost:4010';

function fetcher(answer: () => Promise<Response>): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fake = ((input: string | URL | Request) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return answer();
  }) as typeof fetch;
  return { fetch: fake, urls };
}

describe('fetchAllowedOrigins', () => {
  it("reads the client's registered origins from the service", async () => {
    const { fetch, urls } = fetcher(() =>
      Promise.resolve(Response.json({ clientId: 'retailsync-demo', allowedOrigins: ['http://localhost:5173'] })),
    );
    expect(await fetchAllowedOrigins(fetch, SERVICE, 'retailsync-demo')).toEqual(['http://localhost:5173']);
    expect(urls).toEqual([`${SERVICE}/clients/retailsync-demo/origins`]);
  });

  it.each([
    ['a 404', () => Promise.resolve(new Response('{}', { status: 404 }))],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
    ['a body without the list', () => Promise.resolve(Response.json({ allowedOrigins: 'http://localhost:5173' }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>'))],
  ])('an empty list on %s (no events is the safe side)', async (_name, answer) => {
    expect(await fetchAllowedOrigins(fetcher(answer).fetch, SERVICE, 'c')).toEqual([]);
  });

  it('keeps only strings', async () => {
    const { fetch } = fetcher(() => Promise.resolve(Response.json({ allowedOrigins: ['http://a.test', 42, null] })));
    expect(await fetchAllowedOrigins(fetch, SERVICE, 'c')).toEqual(['http://a.test']);
  });
});

describe('hostedMessaging', () => {
  const registered = ['http://localhost:5173'];

  it('posts to the opener when the host origin is registered', () => {
    expect(hostedMessaging('http://localhost:5173', registered)).toEqual({
      mode: 'hosted',
      hostOrigin: 'http://localhost:5173',
    });
  });

  it.each(['http://127.0.0.1:5173', 'http://localhost:5174', 'https://localhost:5173', 'http://localhost:5173/'])(
    'no events at all for %s (exact match only)',
    (origin) => {
      expect(hostedMessaging(origin, registered)).toEqual({ mode: 'none' });
    },
  );
});
