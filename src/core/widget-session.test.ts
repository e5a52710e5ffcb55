import { describe, expect, it } from 'vitest';
import { createHarness, GOOD, signedInOnCredentials } from './test-support/session-harness.ts';

describe('createWidgetSession()', () => {
  it('should start on the catalog, signed out, and emit ready', async () => {
    const { session, types, events } = createHarness();
    expect(types()).toEqual([]);
    await Promise.resolve();
    expect(session.view.value).toEqual({ name: 'catalog' });
    expect(session.auth.value).toEqual({ status: 'signed_out' });
    expect(types()).toEqual(['ready']);
    expect(events[0]).toMatchObject({
      source: 'retail-sync',
      version: 1,
      sessionId: session.sessionId,
      payload: { variant: 'B' },
    });
  });

  it('should give two sessions their own state and ids', () => {
    const first = createHarness();
    const second = createHarness();
    first.session.selectRetailer(1);
    expect(second.session.view.value).toEqual({ name: 'catalog' });
    expect(first.session.sessionId).not.toBe(second.session.sessionId);
  });

  describe('guards', () => {
    it('should refuse a plain-http issuer that is not on loopback', () => {
      expect(() => createHarness({ issuer: 'http://id.example.test/oauth' })).toThrow(
        expect.objectContaining({ code: 'insecure_issuer' }),
      );
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
  });

  it("should follow the browser's online state", () => {
    const harness = createHarness();
    harness.env.online.set(false);
    expect(harness.session.online.value).toBe(false);
    harness.env.online.set(true);
    expect(harness.session.online.value).toBe(true);
  });

  describe('destroy()', () => {
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

    it('should release every listener, timer and pending request', async () => {
      const harness = createHarness();
      await signedInOnCredentials(harness);
      await harness.session.submitCredentials(GOOD);
      harness.session.signIn(); // a no-op while signed in
      let pendingSignal: AbortSignal | undefined;
      harness.api.script.push({
        method: 'GET',
        path: '/sync/retailers',
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
