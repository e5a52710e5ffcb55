import { describe, expect, it } from 'vitest';
import { problemResponse } from '../test-support/fake-api.ts';
import {
  createHarness,
  GOOD,
  lastSyncId,
  signedInOnCredentials,
  signInWithPopup,
  type Harness,
} from '../test-support/session-harness.ts';

describe('connecting', () => {
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
      'connection.created',
      'sync.started',
      'view',
      'sync.status',
      'sync.status',
      'sync.status',
      'sync.completed',
      'view',
    ]);
    expect(harness.events.find((event) => event.type === 'sync.completed')?.payload).toEqual({
      syncId,
      ordersFetched: 31,
    });
    expect(harness.api.requests.find((request) => request.method === 'POST')?.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(harness.env.pendingTimers()).toBe(0);
  });

  it('should keep the credentials view with the error when connecting fails', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    harness.api.script.push({
      method: 'POST',
      path: '/sync/retailers',
      respond: () => problemResponse(403, 'permission_denied', 'Missing permission: connections'),
    });

    await harness.session.submitCredentials(GOOD);

    expect(harness.session.view.value).toMatchObject({
      name: 'credentials',
      submitting: false,
      error: { code: 'forbidden', detail: 'Missing permission: connections' },
    });
    expect(harness.events.slice(-2)).toMatchObject([
      { type: 'connection.failed', payload: { retailerId: 1, code: 'forbidden' } },
      { type: 'error', payload: { code: 'forbidden', status: 403 } },
    ]);
  });

  it('should re-authenticate with Update Connection in variant A', async () => {
    const harness = createHarness({ variant: 'A' });
    await signInWithPopup(harness);
    harness.api.connections.set(2, {
      retailerId: 2,
      displayName: 'Bolt',
      status: 'error',
      lastSyncAt: '2026-11-21T12:00:00Z',
      errorCode: 'credentials_expired',
    });
    await harness.session.loadConnections();

    harness.session.reconnect(2);
    await harness.session.submitCredentials(GOOD);

    expect(
      harness.api.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['PUT /sync/connections/2']);
    expect(harness.types()).toContain('connection.updated');
  });

  it('should repair, not re-create, a known connection chosen from the catalog', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);
    harness.api.connections.set(2, {
      retailerId: 2,
      displayName: 'Bolt',
      status: 'error',
      lastSyncAt: '2026-11-21T12:00:00Z',
      errorCode: 'invalid_credentials',
    });
    await harness.session.loadConnections();
    harness.session.selectRetailer(2);
    expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });
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

  describe('sending the form again after a connect whose answer never arrived', () => {
    /** The fake service makes the connection, and every answer to it (or every `lost` one) is lost on the way back. */
    function loseConnectAnswers(harness: Harness, lost = (_response: Response) => true): () => void {
      const { fetch: answer } = harness.api;
      harness.api.fetch = async (input, init) => {
        const response = await answer(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (init?.method === 'POST' && url.endsWith('/sync/retailers') && lost(response))
          throw new TypeError('connection reset');
        return response;
      };
      return () => {
        harness.api.fetch = answer;
      };
    }

    const connectKeys = (harness: Harness): (string | null)[] =>
      harness.api.requests
        .filter((request) => request.method === 'POST' && request.path === '/sync/retailers')
        .map((request) => request.headers.get('idempotency-key'));

    async function unanswered(harness: Harness): Promise<void> {
      await signedInOnCredentials(harness);
      const restore = loseConnectAnswers(harness);
      const submitted = harness.session.submitCredentials(GOOD);
      await harness.env.advance(30_000); // the transport's three retries and their backoff
      await submitted;
      restore();
      expect(harness.session.view.value).toMatchObject({
        name: 'credentials',
        submitting: false,
        error: { code: 'network' },
      });
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

    it("should repeat the new key next time when the other credentials' answer is lost too", async () => {
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
      harness.api.script.push({
        method: 'POST',
        path: '/sync/retailers',
        respond: () => problemResponse(403, 'permission_denied', 'No.'),
      });
      await harness.session.submitCredentials(GOOD); // answered: forbidden
      await harness.session.submitCredentials(GOOD);

      const keys = connectKeys(harness);
      expect(keys.at(-2)).toBe(keys[0]);
      expect(keys.at(-1)).not.toBe(keys[0]);
    });

    it('should use a new key once the service has answered, with the connection', async () => {
      const harness = createHarness();
      // The list of connections does not load, so the form for the same retailer is a connect again.
      harness.api.script.push({
        method: 'GET',
        path: '/sync/retailers',
        respond: () => problemResponse(403, 'permission_denied', 'No.'),
      });
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
});
