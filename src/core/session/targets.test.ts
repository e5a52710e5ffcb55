import { describe, expect, it } from 'vitest';
import type { ConnectionBody } from '../api/types.ts';
import type { ApiVariant, OpenTarget, ViewState } from '../session-contract.ts';
import { problemResponse } from '../test-support/fake-api.ts';
import { createHarness, GOOD, signInWithPopup, type Harness } from '../test-support/session-harness.ts';

const BOLT_IN_ERROR: ConnectionBody = {
  retailerId: 2,
  displayName: 'Bolt Hardware',
  status: 'error',
  lastSyncAt: '2026-11-21T12:00:00Z',
  errorCode: 'invalid_credentials',
};

/** A harness signed in on the catalog, its user holding `connections`. */
async function signedIn(connections: readonly ConnectionBody[] = [], variant: ApiVariant = 'B'): Promise<Harness> {
  const harness = createHarness({ variant });
  for (const connection of connections) harness.api.connections.set(connection.retailerId, connection);
  await Promise.resolve(); // `ready` first, as before any click
  await signInWithPopup(harness);
  return harness;
}

/** Opens at `target` and waits for the screen it leads to. */
async function openAt(harness: Harness, target: OpenTarget, screen: ViewState['name']): Promise<void> {
  harness.session.open(target);
  await harness.env.waitFor(() => harness.session.view.value.name === screen);
}

describe('open(target)', () => {
  it('should tell the host the target in the open event', async () => {
    const harness = createHarness();
    await Promise.resolve();
    harness.session.open({ retailerId: 1, reconnect: true });
    harness.session.open();
    const opens = harness.events.filter((event) => event.type === 'open');
    expect(opens.map((event) => event.payload)).toEqual([{ target: { retailerId: 1, reconnect: true } }, {}]);
  });

  describe('{ retailerId }', () => {
    it('signed out: should ask to sign in, then open the credentials form of a retailer not connected', async () => {
      const harness = createHarness();
      await Promise.resolve();
      await openAt(harness, { retailerId: 1 }, 'sign_in');
      expect(harness.session.view.value).toEqual({ name: 'sign_in', retailerId: 1, target: { retailerId: 1 } });

      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.session.view.value.name === 'credentials');
      expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 1, mode: 'connect' });
    });

    it('signed out: should go on to the connections screen at a retailer already connected', async () => {
      const harness = createHarness();
      harness.api.connections.set(2, { ...BOLT_IN_ERROR, status: 'active' });
      await Promise.resolve();
      await openAt(harness, { retailerId: 2 }, 'sign_in');
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.session.view.value.name === 'connections');
      expect(harness.session.view.value).toEqual({ name: 'connections', retailerId: 2 });
      expect(harness.events.filter((event) => event.type === 'view').at(-1)?.payload).toEqual({
        name: 'connections',
        retailerId: 2,
      });
    });

    it('signed in: should open the connections screen at an existing connection rather than its form', async () => {
      const harness = await signedIn([BOLT_IN_ERROR]);
      await openAt(harness, { retailerId: 2 }, 'connections');
      expect(harness.session.view.value).toEqual({ name: 'connections', retailerId: 2 });
    });

    it('should refuse a retailer the catalog does not have, without asking to sign in', async () => {
      const harness = createHarness();
      await Promise.resolve();
      await openAt(harness, { retailerId: 999 }, 'error');
      expect(harness.session.view.value).toMatchObject({
        name: 'error',
        error: { code: 'retailer_not_found' },
        canRetry: false,
      });
      expect(harness.events.filter((event) => event.type === 'error').map((event) => event.payload)).toEqual([
        { code: 'retailer_not_found' },
      ]);
      expect(harness.env.popups).toHaveLength(0);
    });

    it('should leave a catalog that failed on its screen, saying its error once', async () => {
      const harness = createHarness();
      harness.api.script.push({
        method: 'GET',
        path: '/retailers/available',
        respond: () => problemResponse(404, 'not_found', 'gone'),
      });
      await Promise.resolve();
      harness.session.open({ retailerId: 1 });
      await harness.env.waitFor(() => harness.session.catalog.value.status === 'failed');
      expect(harness.session.view.value).toEqual({ name: 'catalog' });
      expect(harness.types().filter((type) => type === 'error')).toHaveLength(1);
    });
  });

  describe('{ retailerId, reconnect: true }', () => {
    for (const [variant, repair] of [
      ['A', 'PUT /sync/connections/2'],
      ['B', 'POST /sync/retailers'],
    ] as const) {
      it(`variant ${variant}: should open the repair of a connection in error, and repair it`, async () => {
        const harness = await signedIn([BOLT_IN_ERROR], variant);
        await openAt(harness, { retailerId: 2, reconnect: true }, 'credentials');
        expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });

        await harness.session.submitCredentials(GOOD);
        expect(
          harness.api.requests
            .filter((request) => request.method !== 'GET')
            .map((request) => `${request.method} ${request.path}`),
        ).toEqual([repair]);
        expect(harness.types()).toContain('connection.updated');
      });
    }

    it('signed out: should sign in first, then open the repair', async () => {
      const harness = createHarness();
      harness.api.connections.set(2, BOLT_IN_ERROR);
      await Promise.resolve();
      await openAt(harness, { retailerId: 2, reconnect: true }, 'sign_in');
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.session.view.value.name === 'credentials');
      expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });
    });

    it('should refuse to repair a connection that is not in error, leading to the connections', async () => {
      const harness = await signedIn([{ ...BOLT_IN_ERROR, status: 'active' }]);
      await openAt(harness, { retailerId: 2, reconnect: true }, 'error');
      expect(harness.session.view.value).toMatchObject({
        name: 'error',
        error: { code: 'connection_not_in_error' },
        canRetry: false,
      });
      expect(harness.events.at(-2)).toMatchObject({ type: 'error', payload: { code: 'connection_not_in_error' } });
    });

    it('should offer to connect a retailer that has no connection (the host list was stale)', async () => {
      const harness = await signedIn();
      await openAt(harness, { retailerId: 1, reconnect: true }, 'credentials');
      expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId: 1, mode: 'connect' });
    });

    it('should go to the target rather than the screen of a sync found running at sign-in', async () => {
      const harness = createHarness();
      harness.api.connections.set(2, BOLT_IN_ERROR);
      await Promise.resolve();
      // Someone started a sync before this page (another tab): the sign-in finds it running.
      await signInWithPopup(harness);
      await harness.session.syncAll();
      const running = harness.reload();
      harness.api.validTokens.add('access-2'); // the second sign-in's token
      await Promise.resolve();
      await openAt(harness, { retailerId: 2, reconnect: true }, 'sign_in');
      await signInWithPopup(harness);
      await harness.env.waitFor(() => running.view.value.name === 'credentials');
      expect(running.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });
      expect(harness.events.filter((event) => event.type === 'sync.started').at(-1)?.payload).toMatchObject({
        resumed: true,
      });
    });
  });

  describe("{ view: 'connections' }", () => {
    it('signed in: should show the connections', async () => {
      const harness = await signedIn([BOLT_IN_ERROR]);
      await openAt(harness, { view: 'connections' }, 'connections');
      expect(harness.session.view.value).toEqual({ name: 'connections' });
      await harness.env.waitFor(() => harness.session.connections.value.status === 'loaded');
    });

    it('signed out: should ask to sign in, then show the connections', async () => {
      const harness = createHarness();
      await Promise.resolve();
      await openAt(harness, { view: 'connections' }, 'sign_in');
      expect(harness.session.view.value).toEqual({ name: 'sign_in', target: { view: 'connections' } });
      await signInWithPopup(harness);
      await harness.env.waitFor(() => harness.session.view.value.name === 'connections');
    });
  });

  it('should let a newer target win over one still waiting for the lists', async () => {
    const harness = await signedIn([BOLT_IN_ERROR]);
    harness.session.open({ retailerId: 2, reconnect: true });
    harness.session.open({ view: 'connections' });
    await harness.env.settle();
    await harness.env.waitFor(() => harness.session.connections.value.status === 'loaded');
    expect(harness.session.view.value).toEqual({ name: 'connections' });
  });
});
