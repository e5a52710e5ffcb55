import { describe, expect, it } from 'vitest';
import { problemResponse } from '../test-support/fake-api.ts';
import {
  createHarness,
  GOOD,
  lastSyncId,
  signedInOnCredentials,
  signInWithPopup,
} from '../test-support/session-harness.ts';

describe('syncing', () => {
  it('should ask for the MFA code and resume the sync after it', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code sent to ***12' } });
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toEqual({
      name: 'mfa',
      syncId,
      retailerId: 1,
      prompt: 'Code sent to ***12',
      submitting: false,
    });

    await harness.session.submitMfa('123456');
    expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { status: 'scanning' } });
    harness.api.setStatus(syncId, 1, 'completed', { ordersFetched: 4 });
    await harness.env.advance(2_000);

    expect(harness.session.view.value).toMatchObject({ name: 'success' });
    expect(harness.types()).toEqual(
      expect.arrayContaining(['sync.mfa_required', 'sync.mfa_submitted', 'sync.completed']),
    );
  });

  it('should keep the MFA view with an error when the code cannot be sent', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials(GOOD);
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
    await harness.env.advance(1_000);
    harness.api.script.push({
      method: 'POST',
      path: `/sync/sessions/${syncId}/mfa`,
      respond: () => problemResponse(409, 'mfa_not_requested', 'Too late.'),
    });

    await harness.session.submitMfa('000000');

    expect(harness.session.view.value).toMatchObject({
      name: 'mfa',
      submitting: false,
      error: { code: 'conflict', detail: 'Too late.' },
    });
  });

  it("should show a failed sync with the retailer's reason and start a new one on retry()", async () => {
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
    expect(harness.events.find((event) => event.type === 'sync.failed')?.payload).toMatchObject({
      code: 'sync_failed',
      retailerErrorCode: 'account_locked',
    });

    harness.session.retry();
    await harness.env.settle();
    expect(harness.api.syncs.size).toBe(2);
    expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
  });

  it('should sync all connections as one followed batch', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);
    harness.api.connections.set(1, {
      retailerId: 1,
      displayName: 'A',
      status: 'active',
      lastSyncAt: '2026-11-21T12:00:00Z',
    });
    harness.api.connections.set(2, {
      retailerId: 2,
      displayName: 'B',
      status: 'active',
      lastSyncAt: '2026-11-21T12:00:00Z',
    });

    await harness.session.syncAll();

    expect(harness.session.view.value).toMatchObject({
      name: 'syncing',
      progress: { retailers: [{ retailerId: 1 }, { retailerId: 2 }] },
    });
    expect(harness.session.sync.value?.syncId).toBe(lastSyncId(harness));
    harness.session.destroy();
  });

  it('should tell what sync all left out: the screens list it, the host hears rate_limited per limited retailer', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);
    for (const retailerId of [1, 2, 3])
      harness.api.connections.set(retailerId, {
        retailerId,
        displayName: `R${retailerId}`,
        status: 'active',
        lastSyncAt: '2026-11-21T12:00:00Z',
      });
    harness.session.showConnections();
    await harness.env.advance(0);
    // The service starts the batch over 1 only: 2 is at its hourly limit, 3 is still syncing.
    const batch = {
      syncId: 'sync_000000000000000000000099',
      status: 'queued',
      createdAt: '2026-11-21T13:00:00Z',
      updatedAt: '2026-11-21T13:00:00Z',
      retailers: [{ retailerId: 1, status: 'queued', ordersFetched: 0 }],
    } as const;
    harness.api.syncs.set(batch.syncId, { ...batch, retailers: [...batch.retailers] });
    harness.api.script.push({
      method: 'POST',
      path: '/sync/retailers/sync',
      respond: () =>
        Response.json(
          {
            ...batch,
            skipped: [
              { retailerId: 2, reason: 'sync_rate_limited', retryAfterSeconds: 3490 },
              { retailerId: 3, reason: 'sync_in_progress' },
            ],
          },
          { status: 202 },
        ),
    });
    const startedAt = harness.env.now();

    await harness.session.syncAll();
    const leftOut = [{ retailerId: 2, retryAt: startedAt + 3_490_000 }, { retailerId: 3 }];
    expect(harness.session.view.value).toMatchObject({ name: 'syncing', progress: { leftOut } });
    const limited = harness.events.filter((event) => event.type === 'rate_limited');
    expect(limited.map((event) => event.payload)).toEqual([{ retailerId: 2, retryAfterSeconds: 3490 }]);

    // The polls answer the batch alone; what was left out stays on the progress and the success view.
    harness.api.setStatus(batch.syncId, 1, 'scanning');
    await harness.env.advance(2_000);
    expect(harness.session.sync.value).toMatchObject({ status: 'scanning', leftOut });
    harness.api.setStatus(batch.syncId, 1, 'completed', { ordersFetched: 3 });
    await harness.env.advance(5_000);
    expect(harness.session.view.value).toMatchObject({ name: 'success', progress: { leftOut } });
    expect(harness.types().filter((type) => type === 'rate_limited')).toHaveLength(1);
    harness.session.destroy();
  });

  it('should show a retryable error when a sync cannot start, and retry it', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);
    harness.api.connections.set(1, {
      retailerId: 1,
      displayName: 'A',
      status: 'active',
      lastSyncAt: '2026-11-21T12:00:00Z',
    });
    harness.api.script.push({
      method: 'POST',
      path: '/sync/retailers/1/sync',
      respond: () => problemResponse(409, 'sync_in_progress', 'Busy.'),
    });

    await harness.session.syncNow(1);
    expect(harness.session.view.value).toMatchObject({ name: 'error', canRetry: true, error: { code: 'conflict' } });

    harness.session.retry();
    await harness.env.settle();
    expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
    harness.session.destroy();
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
      expect(harness.events.filter((event) => event.type === 'sync.started').at(-1)?.payload).toEqual({
        syncId,
        retailerIds: [1],
        resumed: true,
      });
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
      expect(
        harness.events.filter((event) => event.type === 'sync.started').some((event) => 'resumed' in event.payload),
      ).toBe(false);
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
        error: {
          code: 'timeout',
          message: `Stopped following the sync ${lastSyncId(harness)}: it had not ended after 10 s of polling (polling.maxDurationMs).`,
        },
      });
      expect(harness.events.find((event) => event.type === 'sync.failed')).toMatchObject({
        payload: { code: 'timeout' },
      });

      harness.session.retry();
      await harness.env.settle();
      expect(harness.session.view.value).toMatchObject({ name: 'syncing' });
      expect(harness.api.syncs.size).toBe(1);
      harness.session.destroy();
    });

    it("should show the poll's error when the sync disappears", async () => {
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
});
