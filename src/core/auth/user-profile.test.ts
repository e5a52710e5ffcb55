import { describe, expect, it } from 'vitest';
import { rejection, setup } from '../test-support/flow-harness.ts';
import { signInDirectly } from '../test-support/signed-in.ts';
import { NAME_MAX_LENGTH } from '../util/bounded-text.ts';

describe('who is signed in', () => {
  describe('AuthorizationCodeFlow.complete()', () => {
    it("should name the user by the validated ID token's claims", async () => {
      const { flow, provider } = setup();
      provider.idTokenClaims = { name: 'Ada Lovelace', preferred_username: 'ada', email: 'ada@example.test' };

      const tokens = await signInDirectly(flow);

      expect(tokens.user).toEqual({
        sub: 'user-1',
        name: 'Ada Lovelace',
        preferredUsername: 'ada',
        email: 'ada@example.test',
      });
      expect(provider.userInfoRequests).toBe(0);
    });

    it('should cut a huge name or email to what the UI lays out (docs/resilience.md)', async () => {
      const { flow, provider } = setup();
      provider.idTokenClaims = { name: 'N'.repeat(10_000_000), email: `${'e'.repeat(10_000_000)}@example.test` };

      const { user } = await signInDirectly(flow);

      expect(user.name).toBe(`${'N'.repeat(NAME_MAX_LENGTH - 1)}…`);
      expect(user.email).toHaveLength(NAME_MAX_LENGTH);
    });

    it('should leave out claims that are not non-empty strings', async () => {
      const { flow, provider } = setup();
      provider.idTokenClaims = { name: '  ', preferred_username: 42, email: null };

      expect((await signInDirectly(flow)).user).toEqual({ sub: 'user-1' });
    });

    it('should keep the user across a refresh', async () => {
      const { flow, provider } = setup();
      provider.idTokenClaims = { name: 'Ada Lovelace' };
      const tokens = await signInDirectly(flow);
      provider.idTokenClaims = {};

      expect((await flow.refresh(tokens)).user).toEqual({ sub: 'user-1', name: 'Ada Lovelace' });
    });
  });

  describe('AuthorizationCodeFlow.userInfo()', () => {
    it('should add only the claims the ID token lacked', async () => {
      const { flow, provider } = setup();
      provider.idTokenClaims = { name: 'Ada from the ID token' };
      const tokens = await signInDirectly(flow);

      expect(await flow.userInfo(tokens)).toEqual({
        sub: 'user-1',
        name: 'Ada from the ID token',
        email: 'ada@example.test',
      });
    });

    it('should refuse an answer about another user as userinfo_failed', async () => {
      const { flow, provider } = setup();
      provider.userInfoSubject = 'user-2';
      const tokens = await signInDirectly(flow);

      expect((await rejection(flow.userInfo(tokens))).code).toBe('userinfo_failed');
    });

    it('should answer userinfo_failed without a request when the provider has no userinfo endpoint', async () => {
      const { flow, provider } = setup();
      provider.discovery = { userinfo_endpoint: undefined };
      const tokens = await signInDirectly(flow);

      expect((await rejection(flow.userInfo(tokens))).code).toBe('userinfo_failed');
      expect(provider.userInfoRequests).toBe(0);
    });
  });
});
