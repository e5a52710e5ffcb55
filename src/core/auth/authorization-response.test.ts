import { describe, expect, it } from 'vitest';
import { FAKE_ISSUER } from '../test-support/fake-provider.ts';
import { callback, rejection, setup } from '../test-support/flow-harness.ts';

// RFC 9207 §2.4 as the flow applies it; the checks of state are in authorization-code-flow.test.ts.
describe('AuthorizationCodeFlow.complete() and the iss of the authorization response', () => {
  describe('with a provider that does not announce RFC 9207', () => {
    function withoutRfc9207(): ReturnType<typeof setup> {
      const harness = setup();
      harness.provider.discovery = { authorization_response_iss_parameter_supported: undefined };
      return harness;
    }

    it('should exchange the code of a response without iss', async () => {
      const { flow, provider } = withoutRfc9207();
      const attempt = await flow.createAttempt();

      const tokens = await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state }));

      expect(tokens).toMatchObject({ accessToken: 'access-1', subject: 'user-1' });
      expect(provider.tokenRequests).toHaveLength(1);
    });

    it.each([
      ['another issuer', 'https://evil.example.test/oauth'],
      ['the issuer with a trailing slash', `${FAKE_ISSUER}/`],
      ['an empty iss', ''],
    ])('should still refuse %s without calling the token endpoint', async (_label, iss) => {
      const { flow, provider } = withoutRfc9207();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state, iss })));

      expect(error.code).toBe('issuer_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should refuse a wrong iss on an error response too, before reading the error', async () => {
      const { flow } = withoutRfc9207();
      const attempt = await flow.createAttempt();

      const error = await rejection(
        flow.complete(
          attempt,
          callback({ error: 'access_denied', state: attempt.state, iss: 'https://evil.example.test/oauth' }),
        ),
      );

      expect(error.code).toBe('issuer_mismatch');
    });
  });

  describe('with a provider that announces RFC 9207', () => {
    it('should refuse a response without iss without calling the token endpoint', async () => {
      const { flow, provider } = setup();
      const attempt = await flow.createAttempt();

      const error = await rejection(flow.complete(attempt, callback({ code: 'code-1', state: attempt.state })));

      expect(error.code).toBe('issuer_mismatch');
      expect(provider.tokenRequests).toHaveLength(0);
    });

    it('should treat announced support of false as not announced: a missing iss passes', async () => {
      const { flow, provider } = setup();
      provider.discovery = { authorization_response_iss_parameter_supported: false };
      const attempt = await flow.createAttempt();

      await flow.complete(attempt, callback({ code: 'code-1', state: attempt.state }));

      expect(provider.tokenRequests).toHaveLength(1);
    });
  });
});
