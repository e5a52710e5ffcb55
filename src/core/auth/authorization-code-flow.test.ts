import { describe, expect, it } from 'vitest';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import { callback, rejection, setup } from '../test-support/flow-harness.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';

async function sha256Base64url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// The authorization and its set-up; what the token endpoint answers afterwards (a refused exchange,
// refresh, revoke) is in authorization-code-flow.tokens.test.ts.
describe('AuthorizationCodeFlow', () => {
  describe('createAttempt()', () => {
    it("should send an S256 challenge of the attempt's own verifier", async () => {
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
      Object.assign(config, {
        clientId: 'someone-else',
        redirectUri: 'https://elsewhere.example.test/cb',
        scope: 'openid admin',
      });

      const url = new URL((await flow.createAttempt()).url);
      expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
      expect(url.searchParams.get('redirect_uri')).toBe(FAKE_REDIRECT_URI);
      expect(url.searchParams.get('scope')).toBe('openid');
    });
  });

  describe('complete()', () => {
    it("should exchange the code with the attempt's verifier when state and iss match", async () => {
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

      const error = await rejection(
        flow.complete(attempt, callback({ code: 'code-1', state: `${attempt.state}x`, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('state_mismatch');
      expect(error.message).toBe(
        "The callback's state is missing or is not the sign-in attempt's (a forged or stale response); no code was exchanged.",
      );
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

      const error = await rejection(
        flow.complete(mine, callback({ code: 'code-1', state: other.state, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('state_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject a missing iss (RFC 9207) without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state })));

      expect(error.code).toBe('issuer_mismatch');
      expect(error.message).toBe(
        `The callback's iss is missing or is not the issuer ${FAKE_ISSUER} (RFC 9207); no code was exchanged.`,
      );
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should reject a wrong iss without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(
        flow.complete(
          attempt,
          callback({ code: 'code-1', state: attempt.state, iss: 'https://evil.example.test/oauth' }),
        ),
      );

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
      expect(error.message).toBe(
        'This sign-in attempt was already completed once; a replayed callback is refused and no code was exchanged.',
      );
      expect(provider.tokenRequests).toHaveLength(1);
    });

    it('should not let a rejected attempt be retried with a corrected state', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();
      await rejection(flow.complete(attempt, callback({ code: 'code-1', state: 'forged', iss: FAKE_ISSUER })));

      const error = await rejection(
        flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss: FAKE_ISSUER })),
      );

      expect(error.code).toBe('state_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should report an error answer of the provider as authorization_denied', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(
        flow.complete(
          attempt,
          callback({
            error: 'access_denied',
            error_description: 'The user cancelled the sign-in.',
            state: attempt.state,
            iss: FAKE_ISSUER,
          }),
        ),
      );

      expect(error.code).toBe('authorization_denied');
      // The provider's error and its description are both kept.
      expect(error.message).toBe(
        'The sign-in provider refused the authorization: access_denied ("The user cancelled the sign-in.").',
      );
      expect(provider.tokenRequests).toHaveLength(0);
    });
  });

  describe('discover()', () => {
    it.each([
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'http://id.example.test/oauth/auth',
    ])('should refuse to send the user to an authorization endpoint that is not https: %s', async (endpoint) => {
      const provider = createFakeProvider();
      const fetchWithEndpoint: typeof fetch = async (input, init) => {
        const response = await provider.fetch(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (!url.endsWith('/.well-known/openid-configuration')) return response;
        return Response.json({ ...((await response.json()) as object), authorization_endpoint: endpoint });
      };
      const flow = new AuthorizationCodeFlow(
        { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
        fetchWithEndpoint,
      );

      const error = await rejection(flow.createAttempt());
      expect(error.code).toBe('insecure_issuer');
      expect(error.message).toBe(
        `The discovery document of ${FAKE_ISSUER} names ${endpoint} as its authorization_endpoint, which is not` +
          ' https; an https issuer may use only https endpoints.',
      );
    });

    describe('every endpoint it names', () => {
      const LOOPBACK_ISSUER = 'http://localhost:4010/oauth';
      const ENDPOINTS = [
        'authorization_endpoint',
        'token_endpoint',
        'revocation_endpoint',
        'userinfo_endpoint',
        'jwks_uri',
      ];

      /** A flow whose discovery document is the issuer's own, with `overrides` on top. */
      function flowWith(issuer: string, overrides: Record<string, string>): AuthorizationCodeFlow {
        const discovery: typeof fetch = () =>
          Promise.resolve(
            Response.json({
              issuer,
              authorization_endpoint: `${issuer}/auth`,
              token_endpoint: `${issuer}/token`,
              revocation_endpoint: `${issuer}/token/revocation`,
              userinfo_endpoint: `${issuer}/me`,
              jwks_uri: `${issuer}/jwks`,
              ...overrides,
            }),
          );
        return new AuthorizationCodeFlow(
          { issuer, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
          discovery,
        );
      }

      it.each(ENDPOINTS)(
        'should refuse a plain-http %s off loopback for a loopback issuer, naming it',
        async (endpoint) => {
          const error = await rejection(
            flowWith(LOOPBACK_ISSUER, { [endpoint]: 'http://id.example.test/x' }).discover(),
          );
          expect(error.code).toBe('insecure_issuer');
          expect(error.message).toBe(
            `The discovery document of ${LOOPBACK_ISSUER} names http://id.example.test/x as its ${endpoint}, which is` +
              ' neither https nor on this machine; a plain-http issuer on this machine may use only such endpoints.',
          );
        },
      );

      it.each(ENDPOINTS)('should refuse a plain-http %s for an https issuer, even on loopback', async (endpoint) => {
        const error = await rejection(flowWith(FAKE_ISSUER, { [endpoint]: 'http://localhost:4010/x' }).discover());
        expect(error.code).toBe('insecure_issuer');
        expect(error.message).toBe(
          `The discovery document of ${FAKE_ISSUER} names http://localhost:4010/x as its ${endpoint}, which is not` +
            ' https; an https issuer may use only https endpoints.',
        );
      });

      it('should accept loopback and https endpoints for a loopback issuer', async () => {
        const flow = flowWith(LOOPBACK_ISSUER, {
          token_endpoint: 'http://127.0.0.1:4010/token',
          jwks_uri: 'https://keys.example.test/jwks',
        });
        await expect(flow.discover()).resolves.toMatchObject({ token_endpoint: 'http://127.0.0.1:4010/token' });
      });
    });

    it('should fetch the document once for every caller, and again after a failure', async () => {
      const provider = createFakeProvider();
      let discoveries = 0;
      let reachable = false;
      const counting: typeof fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/.well-known/openid-configuration')) {
          discoveries += 1;
          if (!reachable) throw new TypeError('Failed to fetch');
        }
        return provider.fetch(input, init);
      };
      const flow = new AuthorizationCodeFlow(
        { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
        counting,
      );

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
      expect(error.message).toBe(
        `The OpenID Connect discovery document of ${FAKE_ISSUER} could not be read, or it names another issuer (see cause).`,
      );
    });
  });

  describe('constructor', () => {
    it('should refuse a plain-http issuer that is not on loopback', () => {
      const { provider } = setup();
      expect(
        () =>
          new AuthorizationCodeFlow(
            { issuer: 'http://id.example.test/oauth', clientId: 'c', redirectUri: FAKE_REDIRECT_URI },
            provider.fetch,
          ),
      ).toThrow(
        expect.objectContaining({
          code: 'insecure_issuer',
          message:
            'The issuer http://id.example.test/oauth is not https; plain http is allowed only on this machine (localhost, 127.0.0.1 or [::1]).',
        }),
      );
    });

    it('should accept a plain-http issuer on loopback (the sandbox)', () => {
      const { provider } = setup();
      expect(
        () =>
          new AuthorizationCodeFlow(
            { issuer: 'http://localhost:4010/oauth', clientId: 'c', redirectUri: FAKE_REDIRECT_URI },
            provider.fetch,
          ),
      ).not.toThrow();
    });
  });
});
