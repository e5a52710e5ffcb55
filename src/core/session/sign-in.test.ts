import { describe, expect, it } from 'vitest';
import { CALLBACK_MESSAGE_TYPE } from '../auth/callback-message.ts';
import { pendingRedirectKey } from '../auth/redirect-authorization.ts';
import { FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { FAKE_CLIENT_ID } from '../test-support/fake-provider.ts';
import {
  CALLBACK_ORIGIN,
  callbackFor,
  createHarness,
  GOOD,
  signedInOnCredentials,
  signInWithPopup,
  type Harness,
} from '../test-support/session-harness.ts';

describe('signing in', () => {
  describe('signIn()', () => {
    it('should sign in through the popup and continue to the retailer that was chosen', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      // The ID token names only `sub`; userinfo adds the rest once it answers.
      await harness.env.waitFor(() => harness.provider.userInfoRequests === 1);
      await harness.env.waitFor(
        () => harness.session.auth.value.status === 'signed_in' && 'name' in harness.session.auth.value.user,
      );

      expect(harness.session.auth.value).toEqual({
        status: 'signed_in',
        user: { sub: 'user-1', name: 'Ada Shopper', email: 'ada@example.test' },
      });
      // The credentials form names the retailer: the catalog loads once the journey gets there.
      expect(harness.types()).toEqual([
        'ready',
        'retailer.selected',
        'view',
        'auth.started',
        'auth.succeeded',
        'view',
        'catalog.loaded',
      ]);
      expect(harness.session.connections.value).toEqual({ status: 'loaded', value: [] });
      expect(harness.provider.tokenRequests).toHaveLength(1);
    });

    it.each([
      ['a state mismatch', { state: 'forged' }, 'state_mismatch'],
      ['a missing iss', { iss: null }, 'issuer_mismatch'],
      ['a wrong iss', { iss: 'https://evil.example.test/oauth' }, 'issuer_mismatch'],
    ])('should refuse %s without calling the token endpoint', async (_label, overrides, code) => {
      const harness = createHarness();
      await signInWithPopup(harness, overrides);
      const noCodeExchanged = expect.stringMatching(/; no code was exchanged\.$/) as unknown;
      expect(harness.session.auth.value).toMatchObject({ status: 'failed', error: { code, message: noCodeExchanged } });
      expect(harness.provider.tokenRequests).toHaveLength(0);
      expect(harness.events.slice(-2)).toMatchObject([
        { type: 'auth.failed', payload: { code } },
        { type: 'error', payload: { code } },
      ]);
    });

    it('should sign in with a response without iss when the provider does not announce RFC 9207', async () => {
      const harness = createHarness();
      harness.provider.discovery = { authorization_response_iss_parameter_supported: undefined };
      await signInWithPopup(harness, { iss: null });

      expect(harness.session.auth.value).toMatchObject({ status: 'signed_in', user: { sub: 'user-1' } });
      expect(harness.provider.tokenRequests).toHaveLength(1);
    });

    it("should send the host's resource and authorization parameters, and refuse a protocol parameter at creation", async () => {
      const harness = createHarness({
        resource: 'https://api.example.test/',
        authorizationParams: { audience: 'https://api.example.test/' },
      });
      await signInWithPopup(harness);

      const query = new URL(harness.env.popups[0]!.navigatedTo[0]!).searchParams;
      expect([query.get('resource'), query.get('audience')]).toEqual([
        'https://api.example.test/',
        'https://api.example.test/',
      ]);
      expect(harness.provider.tokenRequests[0]!.get('resource')).toBe('https://api.example.test/');
      expect(() => harness.reload({ authorizationParams: { nonce: 'fixed' } })).toThrow(
        expect.objectContaining({ name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE' }) as Error,
      );
    });

    it('should ignore a replayed callback message after signing in: no second token request', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      const popup = harness.env.popups[0]!;
      const search = callbackFor(popup.navigatedTo[0]!);

      harness.env.deliver({
        origin: CALLBACK_ORIGIN,
        source: popup.handle,
        data: { type: CALLBACK_MESSAGE_TYPE, search },
      });
      await harness.env.settle();

      expect(harness.provider.tokenRequests).toHaveLength(1);
      expect(harness.session.auth.value.status).toBe('signed_in');
    });

    it('should be cancelled when the user closes the popup', async () => {
      const harness = createHarness();
      harness.session.signIn();
      harness.env.popups[0]!.closed = true;
      await harness.env.advance(1_000);
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: { code: 'popup_closed', message: 'The user closed the sign-in popup before the sign-in finished.' },
      });
      expect(harness.events.at(-1)).toMatchObject({ type: 'auth.cancelled', payload: { reason: 'popup_closed' } });
    });

    it('should time out', async () => {
      const harness = createHarness({ signInTimeoutMs: 5_000 });
      harness.session.signIn();
      await harness.env.advance(5_000);
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: { code: 'timeout', message: 'The sign-in did not finish within 5 s; the popup was closed.' },
      });
    });

    it("should give each session's popup its own window name, so two widgets never share one", () => {
      const harness = createHarness();
      const first = harness.session;
      const second = harness.reload();
      first.signIn();
      second.signIn();

      const [firstPopup, secondPopup] = harness.env.popups;
      expect(firstPopup?.name).toBe(`retail-sync-signin-${first.sessionId}`);
      expect(secondPopup?.name).toBe(`retail-sync-signin-${second.sessionId}`);
      expect(first.sessionId).not.toBe(second.sessionId);
    });

    it('should open the popup synchronously and only once while signing in', () => {
      const harness = createHarness();
      harness.session.signIn();
      harness.session.signIn();
      expect(harness.env.popups).toHaveLength(1);
      expect(harness.session.auth.value).toEqual({ status: 'signing_in' });
    });

    it('should cancel a popup sign-in when the user signs out meanwhile: no code is exchanged', async () => {
      const harness = createHarness();
      harness.session.signIn();
      const popup = harness.env.popups[0]!;
      await harness.env.waitFor(() => popup.navigatedTo.length > 0);
      await harness.session.signOut();
      harness.env.deliver({
        origin: CALLBACK_ORIGIN,
        source: popup.handle,
        data: { type: CALLBACK_MESSAGE_TYPE, search: callbackFor(popup.navigatedTo[0]!) },
      });
      await harness.env.settle();
      await harness.env.settle();

      expect(harness.session.auth.value).toEqual({ status: 'signed_out' });
      expect(popup.closed).toBe(true);
      expect(harness.provider.tokenRequests).toHaveLength(0);
      await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
    });

    it('should name the user from the ID token, and stay signed in when userinfo fails', async () => {
      const harness = createHarness();
      harness.provider.idTokenClaims = { preferred_username: 'ada', email: 'ada@id.example.test' };
      harness.provider.userInfoStatus = 500;
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.provider.userInfoRequests === 1);
      await Promise.resolve();

      expect(harness.session.auth.value).toEqual({
        status: 'signed_in',
        user: { sub: 'user-1', preferredUsername: 'ada', email: 'ada@id.example.test' },
      });
      expect(harness.types()).toContain('auth.succeeded');
      expect(harness.types()).not.toContain('auth.failed');
      await expect(harness.session.api.listConnections()).resolves.toEqual([]);
    });

    it('should sign in without a userinfo request when the provider has no userinfo endpoint', async () => {
      const harness = createHarness();
      harness.provider.discovery = { userinfo_endpoint: undefined };
      harness.provider.idTokenClaims = { name: 'Ada from the ID token' };
      await signInWithPopup(harness);

      expect(harness.session.auth.value).toEqual({
        status: 'signed_in',
        user: { sub: 'user-1', name: 'Ada from the ID token' },
      });
      await expect(harness.session.api.listConnections()).resolves.toEqual([]);
      expect(harness.provider.userInfoRequests).toBe(0);
    });

    it("should ignore a userinfo answer about another user (OpenID Connect Core §5.3.2), and keep the ID token's", async () => {
      const harness = createHarness();
      harness.provider.userInfoSubject = 'user-2';
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.provider.userInfoRequests === 1);
      await harness.session.api.listConnections();

      expect(harness.session.auth.value).toEqual({ status: 'signed_in', user: { sub: 'user-1' } });
    });

    it('should not spend a refresh on a userinfo endpoint that refuses the access token', async () => {
      const harness = createHarness();
      harness.provider.userInfoStatus = 401;
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.provider.userInfoRequests === 1);
      await harness.session.api.listConnections();

      expect(harness.provider.refreshRequests).toHaveLength(0);
      expect(harness.session.auth.value).toMatchObject({ status: 'signed_in', user: { sub: 'user-1' } });
    });
  });

  describe('the full-page redirect fallback', () => {
    async function redirected(): Promise<Harness> {
      const harness = createHarness();
      harness.env.blockPopups = true;
      harness.session.signIn();
      await harness.env.waitFor(() => harness.env.assigned.length > 0);
      return harness;
    }

    it('should keep only the verifier and state in sessionStorage and leave for the provider', async () => {
      const harness = await redirected();
      const stored = JSON.parse(harness.env.stored.get(pendingRedirectKey(FAKE_CLIENT_ID))!) as Record<string, string>;
      const url = new URL(harness.env.assigned[0]!);

      expect(Object.keys(stored).sort()).toEqual(['codeVerifier', 'createdAt', 'state']);
      expect(url.searchParams.get('state')).toBe(stored['state']);
      expect(url.searchParams.get('redirect_uri')).toBe(`${FAKE_ORIGIN}/`);
      expect(harness.types()).toContain('auth.started');
      expect(harness.events.find((event) => event.type === 'auth.started')?.payload).toEqual({ method: 'redirect' });
    });

    it('should resume after the reload, clean the address bar, and refuse a replay of the same URL', async () => {
      const harness = await redirected();
      harness.env.url = `${FAKE_ORIGIN}/?keep=1&${callbackFor(harness.env.assigned[0]!).slice(1)}`;
      const reloaded = harness.reload();
      await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');

      expect(reloaded.auth.value).toMatchObject({ status: 'signed_in' });
      expect(harness.env.url).toBe(`${FAKE_ORIGIN}/?keep=1`);
      expect(harness.env.stored.size).toBe(0);
      const redirectUri = harness.provider.tokenRequests[0]!.get('redirect_uri');
      expect(redirectUri).toBe(`${FAKE_ORIGIN}/`);

      // The same callback URL again (back button, a copied link): nothing reaches the token endpoint.
      harness.env.url = `${FAKE_ORIGIN}/?${callbackFor(harness.env.assigned[0]!).slice(1)}`;
      const replayed = harness.reload();
      await harness.env.settle();
      expect(replayed.auth.value).toEqual({ status: 'signed_out' });
      expect(harness.provider.tokenRequests).toHaveLength(1);
    });

    it('should remove an abandoned attempt on the next page load, so its callback is refused later', async () => {
      const harness = await redirected();
      const callbackUrl = `${FAKE_ORIGIN}/${callbackFor(harness.env.assigned[0]!)}`;
      // The user came back without finishing (back button, a bookmark): no callback on this load.
      harness.env.url = `${FAKE_ORIGIN}/?q=shoes`;
      const abandoned = harness.reload();
      await harness.env.settle();

      expect(harness.env.stored.size).toBe(0);
      expect(abandoned.auth.value).toEqual({ status: 'signed_out' });
      harness.env.url = callbackUrl;
      const late = harness.reload();
      await harness.env.settle();
      expect(late.auth.value).toEqual({ status: 'signed_out' });
      expect(harness.provider.tokenRequests).toHaveLength(0);
    });

    it('should finish a sign-in that came back within ten minutes', async () => {
      const harness = await redirected();
      await harness.env.advance(10 * 60_000);
      harness.env.url = `${FAKE_ORIGIN}/${callbackFor(harness.env.assigned[0]!)}`;
      const reloaded = harness.reload();
      await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');
      expect(reloaded.auth.value).toMatchObject({ status: 'signed_in' });
    });

    it('should discard an attempt older than ten minutes without calling the token endpoint', async () => {
      const harness = await redirected();
      await harness.env.advance(10 * 60_000 + 1);
      harness.env.url = `${FAKE_ORIGIN}/${callbackFor(harness.env.assigned[0]!)}`;
      const reloaded = harness.reload();
      await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');

      expect(reloaded.auth.value).toMatchObject({ status: 'failed', error: { code: 'state_mismatch' } });
      expect(harness.provider.tokenRequests).toHaveLength(0);
      expect(harness.env.stored.size).toBe(0);
      expect(harness.env.url).toBe(`${FAKE_ORIGIN}/`);
    });

    it('should refuse a state mismatch after the reload without calling the token endpoint', async () => {
      const harness = await redirected();
      harness.env.url = `${FAKE_ORIGIN}/${callbackFor(harness.env.assigned[0]!, { state: 'forged' })}`;
      const reloaded = harness.reload();
      await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');
      expect(reloaded.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'state_mismatch',
          message:
            "The callback's state is missing or is not the sign-in attempt's (a forged or stale response); no code was exchanged.",
        },
      });
      expect(harness.provider.tokenRequests).toHaveLength(0);
      expect(harness.env.stored.size).toBe(0);
    });

    it('should report popup_blocked when the fallback is turned off', () => {
      const harness = createHarness({ pageRedirectUri: null });
      harness.env.blockPopups = true;
      harness.session.signIn();
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'popup_blocked',
          message: 'The browser blocked the sign-in popup, and the full-page sign-in is off (pageRedirectUri is null).',
        },
      });
      expect(harness.env.assigned).toHaveLength(0);
    });

    it('should report popup_blocked when there is no sessionStorage for the fallback', () => {
      const harness = createHarness();
      harness.env.storage = null;
      harness.env.blockPopups = true;
      harness.session.signIn();
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'popup_blocked',
          message:
            'The browser blocked the sign-in popup, and the full-page sign-in needs sessionStorage, which this page does not have.',
        },
      });
      expect(harness.env.assigned).toHaveLength(0);
    });
  });

  describe('tokens', () => {
    it('should refresh once for 10 concurrent 401s', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      harness.api.validTokens = new Set(['access-2']);

      await Promise.all(Array.from({ length: 10 }, () => harness.session.api.listConnections()));

      expect(harness.provider.refreshRequests).toHaveLength(1);
    });

    it('should sign out and ask to sign in again when the refresh token is refused (invalid_grant)', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      harness.api.validTokens = new Set();
      harness.provider.liveRefreshToken = null;

      await harness.session.submitCredentials(GOOD);

      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'session_expired',
          message:
            'The sign-in provider refused the refresh token: invalid_grant ("grant request is invalid"). It expired, was revoked or was already used; sign in again.',
        },
      });
      // Neither the refused refresh token nor an access token is in what the UI and the host can read.
      expect(JSON.stringify([harness.session.auth.value, harness.session.view.value])).not.toMatch(
        /access-\d|refresh-\d/,
      );
      expect(harness.session.view.value).toEqual({ name: 'sign_in', retailerId: 1 });
      expect(harness.events.filter((event) => event.type === 'auth.signed_out')).toEqual([
        expect.objectContaining({ payload: { reason: 'session_expired' } }),
      ]);
    });

    it('should revoke the refresh and access tokens on sign-out and forget them', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);

      await harness.session.signOut();

      expect(harness.provider.revocations.map((body) => [body.get('token'), body.get('token_type_hint')])).toEqual([
        ['refresh-1', 'refresh_token'],
        ['access-1', 'access_token'],
      ]);
      expect(harness.session.auth.value).toEqual({ status: 'signed_out' });
      await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
    });
  });
});
