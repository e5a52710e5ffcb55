import { describe, expect, it, vi } from 'vitest';
import { TokenKeeper } from '../auth/token-keeper.ts';
import { createFakeApi, FAKE_API_BASE } from '../test-support/fake-api.ts';
import { createFakeEnvironment, FAKE_EPOCH } from '../test-support/fake-environment.ts';
import { createFakeProvider } from '../test-support/fake-provider.ts';
import { fakeFlow, routeFetch, signInDirectly } from '../test-support/signed-in.ts';
import type { AnyApiError } from './api-error.ts';
import { HttpClient, type HttpRequest } from './http-client.ts';

/** The messages of `error` and of every error in its cause chain, one per line. */
function messageChain(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.join('\n');
}

const GET_CONNECTIONS: HttpRequest = { method: 'GET', path: '/sync/retailers' };

// The transport with the session's own token source: one refresh for any number of 401s, and the
// end of the session when the refresh token is refused. The rest of the transport: http-client.test.ts.
describe('HttpClient.request()', () => {
  describe('with a TokenKeeper', () => {
    async function signedIn() {
      const provider = createFakeProvider();
      const api = createFakeApi();
      const fetchImpl = routeFetch(provider, api);
      const flow = fakeFlow(fetchImpl, () => FAKE_EPOCH);
      const onSessionExpired = vi.fn();
      const keeper = new TokenKeeper(flow, { onSessionExpired, now: () => FAKE_EPOCH });
      keeper.set(await signInDirectly(flow));
      const env = createFakeEnvironment(fetchImpl);
      const http = new HttpClient({ baseUrl: FAKE_API_BASE, env, tokens: keeper });
      return { provider, api, keeper, http, env, onSessionExpired };
    }

    it('should refresh exactly once for 10 concurrent 401s and retry each with the new token', async () => {
      const { provider, api, http } = await signedIn();
      api.validTokens = new Set(['access-2']); // access-1 has expired at the API

      const results = await Promise.all(Array.from({ length: 10 }, () => http.request(GET_CONNECTIONS)));

      expect(results.every((result) => result.status === 200)).toBe(true);
      expect(provider.refreshRequests).toHaveLength(1);
      expect(provider.refreshRequests[0]!.get('refresh_token')).toBe('refresh-1');
      const retried = api.requests.filter((request) => request.headers.get('authorization') === 'Bearer access-2');
      expect(retried).toHaveLength(10);
    });

    it('should sign out once and answer session_expired when the refresh token is refused', async () => {
      const { provider, api, http, keeper, onSessionExpired } = await signedIn();
      api.validTokens = new Set();
      provider.liveRefreshToken = 'someone-else';

      const results = await Promise.allSettled(Array.from({ length: 3 }, () => http.request(GET_CONNECTIONS)));

      const errors = results.map((result) =>
        result.status === 'rejected' ? (result.reason as AnyApiError) : undefined,
      );
      expect(errors.map((error) => error?.code)).toEqual(['session_expired', 'session_expired', 'session_expired']);
      expect(errors[0]!.message).toBe(
        'There is no usable access token: the sign-in session has ended (see cause); sign in again.',
      );
      // No token appears in the message of the error or of any error in its cause chain.
      for (const error of errors) expect(messageChain(error)).not.toMatch(/access-[12]|refresh-1|someone-else/);
      expect(provider.refreshRequests).toHaveLength(1);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(keeper.signedIn).toBe(false);
    });

    it('should answer unauthorized when the API refuses the refreshed token too', async () => {
      const { provider, api, http } = await signedIn();
      api.validTokens = new Set();

      await expect(http.request(GET_CONNECTIONS)).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
      expect(provider.refreshRequests).toHaveLength(1);
    });
  });
});
