import { AuthorizationCodeFlow, type TokenSet } from '../auth/authorization-code-flow.ts';
import { FAKE_ISSUER, FAKE_CLIENT_ID, FAKE_REDIRECT_URI, type FakeProvider } from './fake-provider.ts';

/** One fetch for the provider and the API together, routed by URL like the real network. */
export function routeFetch(provider: FakeProvider, api: { fetch: typeof fetch }): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(FAKE_ISSUER) ? provider.fetch(input, init) : api.fetch(input, init);
  };
}

/** Runs a real code flow against the fake provider: tokens `access-1` / `refresh-1`. */
export async function signInDirectly(flow: AuthorizationCodeFlow): Promise<TokenSet> {
  const attempt = await flow.createAttempt();
  return flow.complete(attempt, new URLSearchParams({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));
}

export function fakeFlow(fetchImpl: typeof fetch, now?: () => number): AuthorizationCodeFlow {
  return new AuthorizationCodeFlow(
    { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
    fetchImpl,
    now,
  );
}
