import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import { fakeFlow } from '../test-support/signed-in.ts';
import { callback, rejection, setup } from '../test-support/flow-harness.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';

/**
 * A 200 token response both libraries refuse (an unknown token type) that carries live tokens: the
 * libraries keep the refused body in their error's cause.
 */
function refusedTokenResponse(): Response {
  return Response.json({
    access_token: 'live-access',
    refresh_token: 'live-refresh',
    token_type: 'mac',
    expires_in: 60,
  });
}

/** The error and its whole cause chain, non-enumerable properties included, as text. */
function everythingIn(error: unknown): string {
  return inspect(error, { depth: Infinity, showHidden: true });
}

// What the token endpoint answers after the authorization (a refused exchange, refresh, revoke);
// the authorization itself is in authorization-code-flow.test.ts.
describe('AuthorizationCodeFlow', () => {
  describe('complete() at the token endpoint', () => {
    it('should never retry the code exchange: a 503 is token_exchange_failed after one request', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = () => new Response('busy', { status: 503 });

      const error = await rejection(
        flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe(
        'Exchanging the authorization code for tokens failed: the provider answered HTTP 503 without a usable token response.',
      );
      expect(provider.tokenRequests).toHaveLength(1);
    });

    it("should pass on no token of a refused token response, anywhere in the error's cause chain", async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = refusedTokenResponse;

      const error = await rejection(
        flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe(
        "Exchanging the authorization code for tokens failed: the provider's answer was not a usable token response.",
      );
      expect(everythingIn(error)).not.toMatch(/live-(access|refresh)/);
    });

    it("should still pass on the provider's OAuth error as the cause", async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = () =>
        Response.json({ error: 'invalid_client', error_description: 'unknown client' }, { status: 401 });

      const error = await rejection(
        flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe(
        'Exchanging the authorization code for tokens failed: the provider answered invalid_client ("unknown client").',
      );
      expect(error.cause).toMatchObject({ error: 'invalid_client', error_description: 'unknown client' });
    });
  });

  describe('refresh()', () => {
    async function signedIn() {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));
      return { flow, provider, tokens };
    }

    it("should rotate: the answer's refresh token replaces the old one", async () => {
      const { flow, provider, tokens } = await signedIn();
      const next = await flow.refresh(tokens);
      expect(next).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', subject: 'user-1' });
      expect(provider.refreshRequests[0]!.get('grant_type')).toBe('refresh_token');
    });

    it('should keep the old refresh token when the answer has none', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = () =>
        Response.json({ access_token: 'access-x', token_type: 'Bearer', expires_in: 60 });
      expect(await flow.refresh(tokens)).toMatchObject({ accessToken: 'access-x', refreshToken: 'refresh-1' });
    });

    it('should answer session_expired for invalid_grant, and never retry', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.liveRefreshToken = null;
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('session_expired');
      expect(error.message).toBe(
        'The sign-in provider refused the refresh token: invalid_grant ("grant request is invalid").' +
          ' It expired, was revoked or was already used; sign in again.',
      );
      expect(error.message).not.toContain('refresh-1');
      expect(provider.refreshRequests).toHaveLength(1);
    });

    it("should pass on no token of a refused refresh answer, anywhere in the error's cause chain", async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = refusedTokenResponse;
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe(
        "Refreshing the access token failed: the provider's answer was not a usable token response.",
      );
      expect(everythingIn(error)).not.toMatch(/live-(access|refresh)/);
    });

    it('should answer token_exchange_failed for another error of the provider', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = () => Response.json({ error: 'server_error' }, { status: 500 });
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe(
        'Refreshing the access token failed: the provider answered HTTP 500 without a usable token response.',
      );
    });

    it('should answer session_expired without a request when there is no refresh token', async () => {
      const { flow, provider, tokens } = await signedIn();
      const error = await rejection(flow.refresh({ ...tokens, refreshToken: undefined }));
      expect(error.code).toBe('session_expired');
      expect(error.message).toBe('There is no refresh token to renew the access token with; sign in again.');
      expect(provider.refreshRequests).toHaveLength(0);
    });
  });

  describe('revoke()', () => {
    it('should revoke with a token type hint and answer true', async () => {
      const { flow, provider } = setup();
      expect(await flow.revoke('refresh-1', 'refresh_token')).toBe(true);
      expect(Object.fromEntries(provider.revocations[0]!)).toMatchObject({
        token: 'refresh-1',
        token_type_hint: 'refresh_token',
        client_id: FAKE_CLIENT_ID,
      });
    });

    it('should answer false, never throw, when the provider cannot be reached', async () => {
      const flow = new AuthorizationCodeFlow(
        { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
        () => Promise.reject(new TypeError('offline')),
      );
      expect(await flow.revoke('refresh-1', 'refresh_token')).toBe(false);
    });

    it('should send keepalive requests when asked, so they outlive a page that is going away', async () => {
      const provider = createFakeProvider();
      const sent: { url: string; keepalive: boolean | undefined }[] = [];
      const flow = fakeFlow((input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        sent.push({ url, keepalive: init?.keepalive });
        return provider.fetch(input, init);
      });

      await flow.revokeAll(
        {
          accessToken: 'access-1',
          refreshToken: 'refresh-1',
          expiresAt: undefined,
          subject: 'user-1',
          user: { sub: 'user-1' },
        },
        true,
      );

      expect(provider.revocations.map((body) => body.get('token'))).toEqual(['refresh-1', 'access-1']);
      expect(sent.filter((request) => request.url.endsWith('/token/revocation'))).toEqual([
        { url: expect.any(String) as string, keepalive: true },
        { url: expect.any(String) as string, keepalive: true },
      ]);
    });
  });
});
