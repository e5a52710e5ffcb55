import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import { AuthError } from './auth-error.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';

function setup() {
  const provider = createFakeProvider();
  const flow = new AuthorizationCodeFlow({ issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI }, provider.fetch);
  return { provider, flow };
}

async function sha256Base64url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function callback(params: Record<string, string>): URLSearchParams {
  return new URLSearchParams(params);
}

/**
 * A 200 token response both libraries refuse (an unknown token type) that carries live tokens: the
 * libraries keep the refused body in their error's cause.
 */
function refusedTokenResponse(): Response {
  return Response.json({ access_token: 'live-access', refresh_token: 'live-refresh', token_type: 'mac', expires_in: 60 });
}

/** The error and its whole cause chain, non-enumerable properties included, as text. */
function everythingIn(error: unknown): string {
  return inspect(error, { depth: Infinity, showHidden: true });
}

async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

describe('AuthorizationCodeFlow', () => {
  describe('createAttempt()', () => {
    it('should send an S256 challenge of the attempt\'s own verifier', async () => {
      const { flow } = setup();
      const attempt = await flow.createAttempt();
      const url = new URL(attempt.url);

      expect(url.origin + url.pathname).toBe(`${FAKE_ISSUER}/auth`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toBe(await sha256Base64url(attempt.codeVerifier));
      expect(url.searchParams.get('state')).toBe(attempt.state);
      expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
      expect(url.searchParams.get('redirect_uri')).toBe(FAKE_REDIRECT_URI);
      expect(url.searchParams.get('response_type')).toBe('code');
      // RFC 7636 §4.1: 43 to 128 characters of high entropy.
      expect(attempt.codeVerifier.length).toBeGreaterThanOrEqual(43);
    });

    it('should use a fresh verifier and state for every attempt', async () => {
      const { flow } = setup();
      const first = await flow.createAttempt();
      const second = await flow.createAttempt();
      expect(second.codeVerifier).not.toBe(first.codeVerifier);
      expect(second.state).not.toBe(first.state);
    });

    it('should keep the configuration it was given, whatever the caller does to its object later', async () => {
      const provider = createFakeProvider();
      const config = { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI, scope: 'openid' };
      const flow = new AuthorizationCodeFlow(config, provider.fetch);
      Object.assign(config, { clientId: 'someone-else', redirectUri: 'https://elsewhere.example.test/cb', scope: 'openid admin' });

      const url = new URL((await flow.createAttempt()).url);
      expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
      expect(url.searchParams.get('redirect_uri')).toBe(FAKE_REDIRECT_URI);
      expect(url.searchParams.get('scope')).toBe('openid');
    });
  });

  describe('complete()', () => {
    it('should exchange the code with the attempt\'s verifier when state and iss match', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER }));

      expect(provider.tokenRequests).toHaveLength(1);
      const body = provider.tokenRequests[0]!;
      expect(body.get('grant_type')).toBe('authorization_code');
      expect(body.get('code')).toBe('code-1');
      expect(body.get('code_verifier')).toBe(attempt.codeVerifier);
      expect(body.get('redirect_uri')).toBe(FAKE_REDIRECT_URI);
      expect(tokens).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', subject: 'user-1' });
    });

    it('should reject a state mismatch without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: `${attempt.state}x`, iss: FAKE_ISSUER })));

      expect(error.code).toBe('state_mismatch');
      expect(error.message).toBe('The callback\'s state is missing or is not the sign-in attempt\'s (a forged or stale response); no code was exchanged.');
      expect(error.message).not.toContain(attempt.state);
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject a callback without state without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', iss: FAKE_ISSUER })));

      expect(error.code).toBe('state_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject the state of another attempt', async () => {
      const { flow, provider } = setup();
      const mine = await flow.createAttempt();
      const other = await flow.createAttempt();

      const error = await rejection(flow.complete(mine, callback({ code: 'code-1', state: other.state, iss: FAKE_ISSUER })));

      expect(error.code).toBe('state_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject a missing iss (RFC 9207) without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state })));

      expect(error.code).toBe('issuer_mismatch');
      expect(error.message).toBe(`The callback's iss is missing or is not the issuer ${FAKE_ISSUER} (RFC 9207); no code was exchanged.`);
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject a wrong iss without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: 'https://evil.example.test/oauth' })));

      expect(error.code).toBe('issuer_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should refuse a replayed callback: the token endpoint is called once', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      const response = callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER });
      await flow.complete(attempt, response);

      const error = await rejection(flow.complete(attempt, response));

      expect(error.code).toBe('state_mismatch');
      expect(error.message).toBe('This sign-in attempt was already completed once; a replayed callback is refused and no code was exchanged.');
      expect(provider.tokenRequests).toHaveLength(1);
    });

    it('should not let a rejected attempt be retried with a corrected state', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      await rejection(flow.complete(attempt, callback({ code: 'code-1', state: 'forged', iss: FAKE_ISSUER })));

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })));

      expect(error.code).toBe('state_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should report an error answer of the provider as authorization_denied', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({
        error: 'access_denied', error_description: 'The user cancelled the sign-in.', state: attempt.state, iss: FAKE_ISSUER,
      })));

      expect(error.code).toBe('authorization_denied');
      // The provider's error and its description are both kept.
      expect(error.message).toBe('The sign-in provider refused the authorization: access_denied ("The user cancelled the sign-in.").');
      expect(provider.tokenRequests).toHaveLength(0);
    });
  });

  describe('complete() at the token endpoint', () => {
    it('should never retry the code exchange: a 503 is token_exchange_failed after one request', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = () => new Response('busy', { status: 503 });

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })));

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe('Exchanging the authorization code for tokens failed: the provider answered HTTP 503 without a usable token response.');
      expect(provider.tokenRequests).toHaveLength(1);
    });

    it('should pass on no token of a refused token response, anywhere in the error\'s cause chain', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = refusedTokenResponse;

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })));

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe('Exchanging the authorization code for tokens failed: the provider\'s answer was not a usable token response.');
      expect(everythingIn(error)).not.toMatch(/live-(access|refresh)/);
    });

    it('should still pass on the provider\'s OAuth error as the cause', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      provider.nextTokenResponse = () => Response.json({ error: 'invalid_client', error_description: 'unknown client' }, { status: 401 });

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })));

      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe('Exchanging the authorization code for tokens failed: the provider answered invalid_client ("unknown client").');
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

    it('should rotate: the answer\'s refresh token replaces the old one', async () => {
      const { flow, provider, tokens } = await signedIn();
      const next = await flow.refresh(tokens);
      expect(next).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', subject: 'user-1' });
      expect(provider.refreshRequests[0]!.get('grant_type')).toBe('refresh_token');
    });

    it('should keep the old refresh token when the answer has none', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = () => Response.json({ access_token: 'access-x', token_type: 'Bearer', expires_in: 60 });
      expect(await flow.refresh(tokens)).toMatchObject({ accessToken: 'access-x', refreshToken: 'refresh-1' });
    });

    it('should answer session_expired for invalid_grant, and never retry', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.liveRefreshToken = null;
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('session_expired');
      expect(error.message).toBe('The sign-in provider refused the refresh token: invalid_grant ("grant request is invalid").'
        + ' It expired, was revoked or was already used; sign in again.');
      expect(error.message).not.toContain('refresh-1');
      expect(provider.refreshRequests).toHaveLength(1);
    });

    it('should pass on no token of a refused refresh answer, anywhere in the error\'s cause chain', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = refusedTokenResponse;
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe('Refreshing the access token failed: the provider\'s answer was not a usable token response.');
      expect(everythingIn(error)).not.toMatch(/live-(access|refresh)/);
    });

    it('should answer token_exchange_failed for another error of the provider', async () => {
      const { flow, provider, tokens } = await signedIn();
      provider.nextTokenResponse = () => Response.json({ error: 'server_error' }, { status: 500 });
      const error = await rejection(flow.refresh(tokens));
      expect(error.code).toBe('token_exchange_failed');
      expect(error.message).toBe('Refreshing the access token failed: the provider answered HTTP 500 without a usable token response.');
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
      expect(Object.fromEntries(provider.revocations[0]!)).toMatchObject({ token: 'refresh-1', token_type_hint: 'refresh_token', client_id: FAKE_CLIENT_ID });
    });

    it('should answer false, never throw, when the provider cannot be reached', async () => {
      const flow = new AuthorizationCodeFlow({ issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI }, async () => {
        throw new TypeError('offline');
      });
      expect(await flow.revoke('refresh-1', 'refresh_token')).toBe(false);
    });
  });

  describe('discover()', () => {
    it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'http://id.example.test/oauth/auth'])(
      'should refuse to send the user to an authorization endpoint that is not https (or http on loopback): %s', async (endpoint) => {
        const provider = createFakeProvider();
        const fetchWithEndpoint: typeof fetch = async (input, init) => {
          const response = await provider.fetch(input, init);
          if (!String(input).endsWith('/.well-known/openid-configuration')) return response;
          return Response.json({ ...(await response.json() as object), authorization_endpoint: endpoint });
        };
        const flow = new AuthorizationCodeFlow({ issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI }, fetchWithEndpoint);

        const error = await rejection(flow.createAttempt());
        expect(error.code).toBe('insecure_issuer');
        expect(error.message).toBe(
          `The provider's authorization endpoint is not https (${new URL(endpoint).protocol}); users are sent only to https, or to plain http on this machine.`);
      });

    it('should fetch the document once for every caller, and again after a failure', async () => {
      const provider = createFakeProvider();
      let discoveries = 0;
      let reachable = false;
      const counting: typeof fetch = async (input, init) => {
        if (String(input).endsWith('/.well-known/openid-configuration')) {
          discoveries += 1;
          if (!reachable) throw new TypeError('Failed to fetch');
        }
        return provider.fetch(input, init);
      };
      const flow = new AuthorizationCodeFlow({ issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI }, counting);

      expect((await rejection(flow.discover())).code).toBe('discovery_failed');
      reachable = true;
      const [first, second] = await Promise.all([flow.discover(), flow.discover()]);

      expect(first).toBe(second);
      expect(first.issuer).toBe(FAKE_ISSUER);
      expect(discoveries).toBe(2);
      await flow.discover();
      expect(discoveries).toBe(2);
    });

    it('should refuse a discovery document that names another issuer', async () => {
      const { flow, provider } = setup();
      provider.discoveredIssuer = 'https://evil.example.test/oauth';

      const error = await rejection(flow.createAttempt());

      expect(error.code).toBe('discovery_failed');
      expect(error.message).toBe(`The OpenID Connect discovery document of ${FAKE_ISSUER} could not be read, or it names another issuer (see cause).`);
    });
  });

  describe('constructor', () => {
    it('should refuse a plain-http issuer that is not on loopback', () => {
      const { provider } = setup();
      expect(() => new AuthorizationCodeFlow({ issuer: 'http://id.example.test/oauth', clientId: 'c', redirectUri: FAKE_REDIRECT_URI }, provider.fetch))
        .toThrow(expect.objectContaining({
          code: 'insecure_issuer',
          message: 'The issuer http://id.example.test/oauth is not https; plain http is allowed only on this machine (localhost, 127.0.0.1 or [::1]).',
        }));
    });

    it('should accept a plain-http issuer on loopback (the sandbox)', () => {
      const { provider } = setup();
      expect(() => new AuthorizationCodeFlow({ issuer: 'http://localhost:4010/oauth', clientId: 'c', redirectUri: FAKE_REDIRECT_URI }, provider.fetch))
        .not.toThrow();
    });
  });
});
