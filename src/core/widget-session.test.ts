import { describe, expect, it, vi } from 'vitest';
import { pendingRedirectKey } from './auth/redirect-authorization.ts';
import { isWidgetEvent } from './events/validate-event.ts';
import { HOST_MESSAGE_SOURCE } from './events/post-message-bridge.ts';
import { problemResponse } from './test-support/fake-api.ts';
import { FAKE_ORIGIN } from './test-support/fake-environment.ts';
import { FAKE_CLIENT_ID } from './test-support/fake-provider.ts';
import { CALLBACK_MESSAGE_TYPE } from './auth/callback-message.ts';
import { CALLBACK_ORIGIN, callbackFor, createHarness, signInWithPopup, type Harness } from './test-support/session-harness.ts';

const GOOD = { username: 'user_good', password: 'pass_good' };

async function signedInOnCredentials(harness: Harness, retailerId = 1): Promise<void> {
  await Promise.resolve(); // lets `ready` go out first, as it does before any click
  harness.session.selectRetailer(retailerId);
  await signInWithPopup(harness);
  expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId, mode: 'connect' });
}

/** The sync the fake service started last. */
function lastSyncId(harness: Harness): string {
  return [...harness.api.syncs.keys()].at(-1)!;
}

describe('createWidgetSession()', () => {
  it('should start on the catalog, signed out, and emit ready', async () => {
    const { session, types, events } = createHarness();
    expect(types()).toEqual([]);
    await Promise.resolve();
    expect(session.view.value).toEqual({ name: 'catalog' });
    expect(session.auth.value).toEqual({ status: 'signed_out' });
    expect(types()).toEqual(['ready']);
    expect(events[0]).toMatchObject({ source: 'retail-sync', version: 1, sessionId: session.sessionId, payload: { variant: 'B' } });
  });

  it('should give two sessions their own state and ids', () => {
    const first = createHarness();
    const second = createHarness();
    first.session.selectRetailer(1);
    expect(second.session.view.value).toEqual({ name: 'catalog' });
    expect(first.session.sessionId).not.toBe(second.session.sessionId);
  });

  describe('loadCatalog()', () => {
    it('should load the public catalog without signing in', async () => {
      const { session, types } = createHarness();
      await session.loadCatalog();
      expect(session.catalog.value).toMatchObject({ status: 'loaded', value: [{ retailerId: 1, serverSide: true }, { retailerId: 2 }] });
      expect(types()).toContain('catalog.loaded');
    });

    it('should hold a typed error when the catalog is malformed', async () => {
      const { session, api } = createHarness();
      api.script.push({ method: 'GET', path: '/retailers/available', respond: () => Response.json({ nope: true }) });
      await session.loadCatalog();
      expect(session.catalog.value).toMatchObject({ status: 'failed', error: { code: 'invalid_response' } });
    });
  });

  describe('signIn()', () => {
    it('should sign in through the popup and continue to the retailer that was chosen', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);

      expect(harness.session.auth.value).toEqual({ status: 'signed_in', user: { sub: 'user-1', name: 'Ada Shopper', email: 'ada@example.test' } });
      // The credentials form names the retailer: the catalog loads once the journey gets there.
      expect(harness.types()).toEqual(['ready', 'retailer.selected', 'view', 'auth.started', 'auth.succeeded', 'view', 'catalog.loaded']);
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
      expect(harness.session.auth.value).toMatchObject({ status: 'failed', error: { code, message: expect.stringMatching(/; no code was exchanged\.$/) } });
      expect(harness.provider.tokenRequests).toHaveLength(0);
      expect(harness.events.at(-1)).toMatchObject({ type: 'auth.failed', payload: { code } });
    });

    it('should ignore a replayed callback message after signing in: no second token request', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      const popup = harness.env.popups[0]!;
      const search = callbackFor(popup.navigatedTo[0]!);

      harness.env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search } });
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
        status: 'failed', error: { code: 'popup_closed', message: 'The user closed the sign-in popup before the sign-in finished.' },
      });
      expect(harness.events.at(-1)).toMatchObject({ type: 'auth.cancelled', payload: { reason: 'popup_closed' } });
    });

    it('should time out', async () => {
      const harness = createHarness({ signInTimeoutMs: 5_000 });
      harness.session.signIn();
      await harness.env.advance(5_000);
      expect(harness.session.auth.value).toEqual({
        status: 'failed', error: { code: 'timeout', message: 'The sign-in did not finish within 5 s; the popup was closed.' },
      });
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
      harness.env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search: callbackFor(popup.navigatedTo[0]!) } });
      await harness.env.settle();
      await harness.env.settle();

      expect(harness.session.auth.value).toEqual({ status: 'signed_out' });
      expect(popup.closed).toBe(true);
      expect(harness.provider.tokenRequests).toHaveLength(0);
      await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
    });

    it('should fail as userinfo_failed when the profile cannot be read', async () => {
      const harness = createHarness();
      harness.provider.userInfoStatus = 500;
      await signInWithPopup(harness);
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: { code: 'userinfo_failed', message: 'The signed-in user\'s profile could not be read from the userinfo endpoint; the sign-in was undone.' },
      });
    });

    it('should fail as userinfo_failed when the profile is another user\'s, and keep no token', async () => {
      const harness = createHarness();
      harness.provider.userInfoSubject = 'user-2';
      await signInWithPopup(harness);
      expect(harness.session.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'userinfo_failed',
          message: 'The userinfo endpoint answered for another user than the ID token\'s (OpenID Connect Core §5.3.2); the sign-in was undone.',
        },
      });
      await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
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

      expect(Object.keys(stored).sort()).toEqual(['codeVerifier', 'state']);
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

    it('should refuse a state mismatch after the reload without calling the token endpoint', async () => {
      const harness = await redirected();
      harness.env.url = `${FAKE_ORIGIN}/${callbackFor(harness.env.assigned[0]!, { state: 'forged' })}`;
      const reloaded = harness.reload();
      await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');
      expect(reloaded.auth.value).toEqual({
        status: 'failed',
        error: {
          code: 'state_mismatch',
          message: 'The callback\'s state is missing or is not the sign-in attempt\'s (a forged or stale response); no code was exchanged.',
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
        error: { code: 'popup_blocked', message: 'The browser blocked the sign-in popup, and the full-page sign-in is off (pageRedirectUri is null).' },
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
          message: 'The browser blocked the sign-in popup, and the full-page sign-in needs sessionStorage, which this page does not have.',
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
          message: 'The sign-in provider refused the refresh token: invalid_grant ("grant request is invalid"). It expired, was revoked or was already used; sign in again.',
        },
      });
      // Neither the refused refresh token nor an access token is in what the UI and the host can read.
      expect(JSON.stringify([harness.session.auth.value, harness.session.view.value])).not.toMatch(/access-\d|refresh-\d/);
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
        ['refresh-1', 'refresh_token'], ['access-1', 'access_token'],
      ]);
      expect(harness.session.auth.value).toEqual({ status: 'signed_out' });
      await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
    });
  });

  describe('connecting and syncing', () => {
    it('should connect, follow the sync and land on success', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);

      await harness.session.submitCredentials(GOOD);
      const syncId = lastSyncId(harness);
      expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { syncId, status: 'queued' } });

      harness.api.setStatus(syncId, 1, 'scanning', { ordersFetched: 12 });
      await harness.env.advance(1_000);
      expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { status: 'scanning' } });
      harness.api.setStatus(syncId, 1, 'completed', { ordersFetched: 31 });
      await harness.env.advance(1_000);

      expect(harness.session.view.value).toMatchObject({ name: 'success', progress: { status: 'completed' } });
      expect(harness.types().slice(7)).toEqual([
        'connection.created', 'sync.started', 'view', 'sync.status', 'sync.status', 'sync.status', 'sync.completed', 'view',
      ]);
      expect(harness.events.find((event) => event.type === 'sync.completed')?.payload).toEqual({ syncId, ordersFetched: 31 });
      expect(harness.api.requests.find((request) => request.method === 'POST')?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
      expect(harness.env.pendingTimers()).toBe(0);
    });

    it('should ask for the MFA code and resume the sync after it', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
      const syncId = lastSyncId(harness);
      harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code sent to ***12' } });
      await harness.env.advance(1_000);
      expect(harness.session.view.value).toEqual({ name: 'mfa', syncId, retailerId: 1, prompt: 'Code sent to ***12', submitting: false });

      await harness.session.submitMfa('123456');
      expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { status: 'scanning' } });
      harness.api.setStatus(syncId, 1, 'completed', { ordersFetched: 4 });
      await harness.env.advance(2_000);

      expect(harness.session.view.value).toMatchObject({ name: 'success' });
      expect(harness.types()).toEqual(expect.arrayContaining(['sync.mfa_required', 'sync.mfa_submitted', 'sync.completed']));
    });

    it('should keep the MFA view with an error when the code cannot be sent', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      const syncId = lastSyncId(harness);
      harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
      await harness.env.advance(1_000);
      harness.api.script.push({ method: 'POST', path: `/sync/sessions/${syncId}/mfa`, respond: () => problemResponse(409, 'mfa_not_requested', 'Too late.') });

      await harness.session.submitMfa('000000');

      expect(harness.session.view.value).toMatchObject({ name: 'mfa', submitting: false, error: { code: 'conflict', detail: 'Too late.' } });
    });

    it('should show a failed sync with the retailer\'s reason and start a new one on retry()', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials({ username: 'user_locked', password: 'pass_good' });
      harness.api.setStatus(lastSyncId(harness), 1, 'error', { errorCode: 'account_locked' });
      await harness.env.advance(1_000);

      expect(harness.session.view.value).toEqual({
        name: 'error',
        canRetry: true,
        error: {
          code: 'sync_failed',
          message: `The sync ${lastSyncId(harness)} ended in error; the first failing retailer gave the reason account_locked.`,
          retailerErrorCode: 'account_locked',
        },
      });
      expect(harness.events.find((event) => event.type === 'sync.failed')?.payload).toMatchObject({ code: 'sync_failed', retailerErrorCode: 'account_locked' });

      harness.session.retry();
      await harness.env.settle();
      expect(harness.api.syncs.size).toBe(2);
      expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
    });

    describe('sending the form again after a connect whose answer never arrived', () => {
      /** The fake service makes the connection, and every answer to it (or every `lost` one) is lost on the way back. */
      function loseConnectAnswers(harness: Harness, lost = (_response: Response) => true): () => void {
        const { fetch: answer } = harness.api;
        harness.api.fetch = async (input, init) => {
          const response = await answer(input, init);
          if (init?.method === 'POST' && String(input).endsWith('/sync/retailers') && lost(response)) throw new TypeError('connection reset');
          return response;
        };
        return () => {
          harness.api.fetch = answer;
        };
      }

      const connectKeys = (harness: Harness): (string | null)[] => harness.api.requests
        .filter((request) => request.method === 'POST' && request.path === '/sync/retailers')
        .map((request) => request.headers.get('idempotency-key'));

      async function unanswered(harness: Harness): Promise<void> {
        await signedInOnCredentials(harness);
        const restore = loseConnectAnswers(harness);
        const submitted = harness.session.submitCredentials(GOOD);
        await harness.env.advance(30_000); // the transport's three retries and their backoff
        await submitted;
        restore();
        expect(harness.session.view.value).toMatchObject({ name: 'credentials', submitting: false, error: { code: 'network' } });
        expect(harness.api.connections.size).toBe(1); // made, though the page never heard
      }

      it('should repeat its Idempotency-Key, so the service answers with that connection and starts nothing', async () => {
        const harness = createHarness();
        await unanswered(harness);
        const syncs = harness.api.syncs.size;

        await harness.session.submitCredentials(GOOD);

        const keys = connectKeys(harness);
        expect(new Set(keys).size).toBe(1); // the lost attempts and the new submission: one key
        expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
        expect(harness.api.connections.size).toBe(1);
        expect(harness.api.syncs.size).toBe(syncs);
        expect(harness.types()).toContain('connection.created');
      });

      it('should send other credentials with a new key when the service refuses the repeated one', async () => {
        const harness = createHarness();
        await unanswered(harness);

        await harness.session.submitCredentials({ username: 'user_good', password: 'other' });

        const keys = connectKeys(harness);
        expect(keys.at(-2)).toBe(keys[0]); // refused: 422 idempotency_key_reused
        expect(keys.at(-1)).not.toBe(keys[0]);
        expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
      });

      it('should repeat the new key next time when the other credentials\' answer is lost too', async () => {
        const harness = createHarness();
        await unanswered(harness);
        const restore = loseConnectAnswers(harness, (response) => response.ok); // the 422 arrives, the success not
        const other = { username: 'user_good', password: 'other' };
        const submitted = harness.session.submitCredentials(other);
        await harness.env.advance(30_000);
        await submitted;
        restore();
        const second = connectKeys(harness).at(-1);

        await harness.session.submitCredentials(other);

        const keys = connectKeys(harness);
        expect(second).not.toBe(keys[0]);
        expect(keys.at(-1)).toBe(second); // the lost one's key, not the refused first one's
        expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
      });

      it('should forget the key when the user signs out', async () => {
        const harness = createHarness();
        await unanswered(harness);
        await harness.session.signOut();
        harness.session.selectRetailer(1);
        await signInWithPopup(harness);
        await harness.session.submitCredentials(GOOD);

        const keys = connectKeys(harness);
        expect(keys.at(-1)).not.toBe(keys[0]);
      });

      it('should use a new key once the service has answered, with a refusal', async () => {
        const harness = createHarness();
        await unanswered(harness);
        harness.api.script.push({ method: 'POST', path: '/sync/retailers', respond: () => problemResponse(403, 'permission_denied', 'No.') });
        await harness.session.submitCredentials(GOOD); // answered: forbidden
        await harness.session.submitCredentials(GOOD);

        const keys = connectKeys(harness);
        expect(keys.at(-2)).toBe(keys[0]);
        expect(keys.at(-1)).not.toBe(keys[0]);
      });

      it('should use a new key once the service has answered, with the connection', async () => {
        const harness = createHarness();
        // The list of connections does not load, so the form for the same retailer is a connect again.
        harness.api.script.push({ method: 'GET', path: '/sync/retailers', respond: () => problemResponse(403, 'permission_denied', 'No.') });
        await unanswered(harness);
        await harness.session.submitCredentials(GOOD); // answered: the replayed connection
        harness.session.selectRetailer(1);
        expect(harness.session.view.value).toMatchObject({ name: 'credentials', mode: 'connect' });
        await harness.session.submitCredentials(GOOD);

        const keys = connectKeys(harness);
        expect(keys.at(-2)).toBe(keys[0]);
        expect(keys.at(-1)).not.toBe(keys[0]);
      });
    });

    it('should keep the credentials view with the error when connecting fails', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      harness.api.script.push({ method: 'POST', path: '/sync/retailers', respond: () => problemResponse(403, 'permission_denied', 'Missing permission: connections') });

      await harness.session.submitCredentials(GOOD);

      expect(harness.session.view.value).toMatchObject({
        name: 'credentials', submitting: false, error: { code: 'forbidden', detail: 'Missing permission: connections' },
      });
      expect(harness.events.at(-1)).toMatchObject({ type: 'connection.failed', payload: { retailerId: 1, code: 'forbidden' } });
    });

    it('should re-authenticate with Update Connection in variant A', async () => {
      const harness = createHarness({ variant: 'A' });
      await signInWithPopup(harness);
      harness.api.connections.set(2, { retailerId: 2, displayName: 'Bolt', status: 'error', lastSyncAt: '2026-11-21T12:00:00Z', errorCode: 'credentials_expired' });
      await harness.session.loadConnections();

      harness.session.reconnect(2);
      await harness.session.submitCredentials(GOOD);

      expect(harness.api.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`))
        .toEqual(['PUT /sync/connections/2']);
      expect(harness.types()).toContain('connection.updated');
    });

    it('should sync all connections as one followed batch', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      harness.api.connections.set(1, { retailerId: 1, displayName: 'A', status: 'active', lastSyncAt: '2026-11-21T12:00:00Z' });
      harness.api.connections.set(2, { retailerId: 2, displayName: 'B', status: 'active', lastSyncAt: '2026-11-21T12:00:00Z' });

      await harness.session.syncAll();

      expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { retailers: [{ retailerId: 1 }, { retailerId: 2 }] } });
      expect(harness.session.sync.value?.syncId).toBe(lastSyncId(harness));
      harness.session.destroy();
    });

    it('should show a retryable error when a sync cannot start, and retry it', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      harness.api.connections.set(1, { retailerId: 1, displayName: 'A', status: 'active', lastSyncAt: '2026-11-21T12:00:00Z' });
      harness.api.script.push({ method: 'POST', path: '/sync/retailers/1/sync', respond: () => problemResponse(409, 'sync_in_progress', 'Busy.') });

      await harness.session.syncNow(1);
      expect(harness.session.view.value).toMatchObject({ name: 'error', canRetry: true, error: { code: 'conflict' } });

      harness.session.retry();
      await harness.env.settle();
      expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
      harness.session.destroy();
    });

    it('should emit rate_limited when the service answers 429', async () => {
      const harness = createHarness();
      harness.api.script.push({ method: 'GET', path: '/retailers/available', respond: () => problemResponse(429, 'rate_limited', 'Slow down.', { 'Retry-After': '2' }) });
      const loading = harness.session.loadCatalog();
      await harness.env.advance(2_000);
      await loading;
      expect(harness.events.find((event) => event.type === 'rate_limited')?.payload).toEqual({ retryAfterSeconds: 2 });
      expect(harness.session.catalog.value.status).toBe('loaded');
    });
  });

  describe('a sync still running at sign-in (a reload mid-sync)', () => {
    it('should follow it to its end without starting another', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      const syncId = lastSyncId(harness);
      harness.api.setStatus(syncId, 1, 'scanning', { ordersFetched: 7 });
      const postsBefore = harness.api.count(/./, 'POST');

      harness.reload();
      harness.api.validTokens.add('access-2'); // the second sign-in's token
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.session.view.value.name === 'syncing');

      expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { syncId, status: 'scanning' } });
      expect(harness.events.filter((event) => event.type === 'sync.started').at(-1)?.payload)
        .toEqual({ syncId, retailerIds: [1], resumed: true });
      harness.api.setStatus(syncId, 1, 'completed', { ordersFetched: 31 });
      await harness.env.advance(2_000);
      expect(harness.session.view.value).toMatchObject({ name: 'success', progress: { syncId } });
      expect(harness.api.count(/./, 'POST')).toBe(postsBefore);
    });

    it('should leave an ended latest sync alone', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      const syncId = lastSyncId(harness);
      harness.api.setStatus(syncId, 1, 'completed', { ordersFetched: 3 });

      harness.reload();
      harness.api.validTokens.add('access-2');
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.api.count('/sync/sessions/latest') === 2);
      await harness.env.advance(1_000);

      expect(harness.session.view.value).toEqual({ name: 'catalog' });
      expect(harness.events.filter((event) => event.type === 'sync.started').some((event) => 'resumed' in event.payload)).toBe(false);
    });
  });

  describe('following a sync that cannot be followed', () => {
    async function syncing(options: Parameters<typeof createHarness>[0] = {}) {
      const harness = createHarness(options);
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      return harness;
    }

    it('should stop after the maximum duration, and follow the same sync again on retry() without starting one', async () => {
      const harness = await syncing({ polling: { maxDurationMs: 10_000 } });
      await harness.env.advance(15_000);
      expect(harness.session.view.value).toEqual({
        name: 'error',
        canRetry: true,
        error: { code: 'timeout', message: `Stopped following the sync ${lastSyncId(harness)}: it had not ended after 10 s of polling (polling.maxDurationMs).` },
      });
      expect(harness.events.find((event) => event.type === 'sync.failed')).toMatchObject({ payload: { code: 'timeout' } });

      harness.session.retry();
      await harness.env.settle();
      expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
      expect(harness.api.syncs.size).toBe(1);
      harness.session.destroy();
    });

    it('should show the poll\'s error when the sync disappears', async () => {
      const harness = await syncing();
      harness.api.syncs.clear();
      await harness.env.advance(1_000);
      expect(harness.session.view.value).toMatchObject({ name: 'error', error: { code: 'not_found' } });
    });

    it('should leave the view to the sign-in when the session expires while polling', async () => {
      const harness = await syncing();
      harness.api.validTokens = new Set();
      harness.provider.liveRefreshToken = null;
      await harness.env.advance(1_000);
      expect(harness.session.view.value).toEqual({ name: 'sign_in' });
      expect(harness.session.auth.value).toMatchObject({ status: 'failed', error: { code: 'session_expired' } });
    });
  });

  describe('guards', () => {
    it('should refuse a plain-http issuer that is not on loopback', () => {
      expect(() => createHarness({ issuer: 'http://id.example.test/oauth' })).toThrow(expect.objectContaining({ code: 'insecure_issuer' }));
    });

    it('should send nothing for actions that do not fit the state', async () => {
      const harness = createHarness();
      await harness.session.submitCredentials(GOOD); // not on the credentials view
      await harness.session.submitMfa('123456'); // not on the MFA view
      await harness.session.syncNow(1); // signed out
      await harness.session.syncAll(); // signed out
      await harness.session.loadConnections(); // signed out
      harness.session.reconnect(1); // signed out: sign in first
      expect(harness.api.requests).toHaveLength(0);
      expect(harness.session.view.value).toEqual({ name: 'sign_in', retailerId: 1 });
    });

    it('should repair, not re-create, a known connection chosen from the catalog', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      harness.api.connections.set(2, { retailerId: 2, displayName: 'Bolt', status: 'error', lastSyncAt: '2026-11-21T12:00:00Z', errorCode: 'invalid_credentials' });
      await harness.session.loadConnections();
      harness.session.selectRetailer(2);
      expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });
    });

    it('should do nothing after destroy()', async () => {
      const harness = createHarness();
      harness.session.destroy();
      harness.session.destroy();
      harness.session.signIn();
      harness.session.selectRetailer(1);
      harness.session.showConnections();
      harness.session.retry();
      await harness.session.loadCatalog();
      expect(harness.env.popups).toHaveLength(0);
      expect(harness.api.requests).toHaveLength(0);
      expect(harness.events).toHaveLength(0);
    });

    it('should post nothing in hosted mode without an opener', async () => {
      const harness = createHarness({ messaging: { mode: 'hosted', hostOrigin: 'https://shop.example.test' } });
      await Promise.resolve();
      expect(harness.events.map((event) => event.type)).toEqual(['ready']);
      expect(harness.env.self.posted).toHaveLength(0);
    });
  });

  describe('navigation', () => {
    it('should emit one view event per screen change, not per progress tick', async () => {
      const harness = createHarness();
      harness.session.showConnections();
      harness.session.showConnections();
      harness.session.showCatalog();
      expect(harness.events.filter((event) => event.type === 'view').map((event) => event.payload)).toEqual([
        { name: 'connections' }, { name: 'catalog' },
      ]);
    });

    it('should load the catalog when a journey reaches the credentials form without passing the catalog screen', async () => {
      const harness = createHarness();
      await signInWithPopup(harness);
      expect(harness.session.catalog.value.status).toBe('idle'); // no catalog screen has asked yet

      harness.session.selectRetailer(1);

      expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 1 });
      await harness.env.waitFor(() => harness.session.catalog.value.status === 'loaded');
      expect(harness.api.count('/retailers/available', 'GET')).toBe(1);
    });

    it('should go back to the catalog on retry() without something to repeat', () => {
      const harness = createHarness();
      harness.session.retry();
      expect(harness.session.view.value).toEqual({ name: 'catalog' });
    });
  });

  describe('events', () => {
    it('should post every event to its own window origin, never "*", each a valid envelope without secrets', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
      const syncId = lastSyncId(harness);
      harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
      await harness.env.advance(1_000);
      await harness.session.submitMfa('123456');
      await harness.session.signOut();

      const posted = harness.env.self.posted;
      expect(posted.length).toBe(harness.events.length);
      expect(posted.every((message) => message.targetOrigin === FAKE_ORIGIN)).toBe(true);
      expect(posted.every((message) => isWidgetEvent(message.data))).toBe(true);
      const text = JSON.stringify(posted);
      for (const secret of ['access-1', 'refresh-1', 'code-1', 'pass_good', 'user_mfa', '123456']) expect(text).not.toContain(secret);
    });

    it('should post to the registered host origin in hosted mode', async () => {
      const harness = createHarness({ messaging: { mode: 'none' } });
      harness.env.openerWindow = { handle: { name: 'opener' }, posted: [], postMessage(data, targetOrigin) { this.posted.push({ data, targetOrigin }); } };
      harness.reload({ messaging: { mode: 'hosted', hostOrigin: 'https://shop.example.test' } });
      await Promise.resolve();
      expect(harness.env.openerWindow.posted).toEqual([expect.objectContaining({ targetOrigin: 'https://shop.example.test' })]);
      expect(harness.env.self.posted).toHaveLength(0);
    });

    it('should close on a valid close message from the host window only', () => {
      const onHostClose = vi.fn();
      const harness = createHarness({ onHostClose });
      const close = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };
      harness.env.deliver({ origin: 'https://host.example.evil.com', source: harness.env.self.handle, data: close });
      harness.env.deliver({ origin: FAKE_ORIGIN, source: { name: 'sibling' }, data: close });
      expect(onHostClose).not.toHaveBeenCalled();

      harness.env.deliver({ origin: FAKE_ORIGIN, source: harness.env.self.handle, data: close });
      expect(onHostClose).toHaveBeenCalledTimes(1);
      expect(harness.events.at(-1)).toMatchObject({ type: 'close', payload: { reason: 'host' } });
    });

    it('should emit ready before open when open() comes straight after creation, and ready only once', async () => {
      const harness = createHarness();
      harness.session.open();
      await Promise.resolve();
      expect(harness.events.map((event) => event.type)).toEqual(['ready', 'open']);
    });

    it('should emit open, and exit then close when the user leaves', () => {
      const harness = createHarness();
      harness.session.open();
      harness.session.exit();
      // `ready` first: an open() straight after creation announces the session before opening it.
      expect(harness.events.map((event) => [event.type, event.payload])).toEqual([
        ['ready', { variant: 'B' }], ['open', {}], ['exit', {}], ['close', { reason: 'user' }],
      ]);
    });

    it('should isolate a throwing host listener', async () => {
      const onListenerError = vi.fn();
      const harness = createHarness({ onListenerError });
      harness.session.on('catalog.loaded', () => {
        throw new Error('host bug');
      });
      await harness.session.loadCatalog();
      expect(harness.session.catalog.value.status).toBe('loaded');
      expect(onListenerError).toHaveBeenCalledTimes(1);
    });
  });

  it('should follow the browser\'s online state', () => {
    const harness = createHarness();
    harness.env.online.set(false);
    expect(harness.session.online.value).toBe(false);
    harness.env.online.set(true);
    expect(harness.session.online.value).toBe(true);
  });

  describe('destroy()', () => {
    it('should release every listener, timer and pending request', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      harness.session.signIn(); // a no-op while signed in
      let pendingSignal: AbortSignal | undefined;
      harness.api.script.push({
        method: 'GET', path: '/sync/retailers',
        respond: () => new Promise<Response>(() => {}), // never answers
      });
      const origFetch = harness.env.fetch;
      harness.env.fetch = (input, init) => {
        pendingSignal = init?.signal ?? undefined;
        return origFetch(input, init);
      };
      void harness.session.loadConnections();
      await harness.env.settle();
      const before = harness.events.length;

      harness.session.destroy();
      await harness.env.advance(60_000);

      expect(pendingSignal?.aborted).toBe(true);
      expect(harness.env.pendingTimers()).toBe(0);
      expect(harness.env.listenerCount()).toBe(0);
      expect(harness.env.visibility.subscribers()).toBe(0);
      expect(harness.env.online.subscribers()).toBe(0);
      expect(harness.events.length).toBe(before);
    });

    it('should cancel a sign-in in progress and close its popup', async () => {
      const harness = createHarness();
      harness.session.signIn();
      await harness.env.waitFor(() => harness.env.popups[0]!.navigatedTo.length > 0);
      harness.session.destroy();
      await harness.env.settle();
      expect(harness.env.popups[0]!.closed).toBe(true);
      expect(harness.env.pendingTimers()).toBe(0);
      expect(harness.env.listenerCount()).toBe(0);
    });
  });
});
