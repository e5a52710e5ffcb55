import { describe, expect, it } from 'vitest';
import type { ConnectionBody } from '../api/types.ts';
import { pendingRedirectKey } from '../auth/redirect-authorization.ts';
import { FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { FAKE_CLIENT_ID } from '../test-support/fake-provider.ts';
import {
  callbackFor,
  createHarness,
  lastSyncId,
  signedInOnCredentials,
  type Harness,
} from '../test-support/session-harness.ts';

const BOLT_IN_ERROR: ConnectionBody = {
  retailerId: 2,
  displayName: 'Bolt Hardware',
  status: 'error',
  lastSyncAt: '2026-11-21T12:00:00Z',
  errorCode: 'invalid_credentials',
};

/** The popup cannot open: `signIn()` sends the page to the provider. */
async function leaveForProvider(harness: Harness): Promise<string> {
  harness.env.blockPopups = true;
  harness.session.signIn();
  await harness.env.waitFor(() => harness.env.assigned.length > 0);
  return harness.env.assigned.at(-1)!;
}

/** The provider sends the page back with the response to `authorizationUrl`; the page loads anew. */
async function comeBack(harness: Harness, authorizationUrl: string, overrides: Record<string, string | null> = {}) {
  harness.events.length = 0;
  harness.env.url = `${FAKE_ORIGIN}/${callbackFor(authorizationUrl, overrides)}`;
  const reloaded = harness.reload();
  await harness.env.waitFor(() => reloaded.auth.value.status !== 'signing_in');
  await harness.env.settle();
  return reloaded;
}

const stored = (harness: Harness) =>
  JSON.parse(harness.env.stored.get(pendingRedirectKey(FAKE_CLIENT_ID))!) as Record<string, unknown>;

describe('coming back from the full-page sign-in', () => {
  it('should reopen at the retailer picked before the redirect and say so in one `resumed` event', async () => {
    const harness = createHarness();
    await Promise.resolve();
    harness.session.selectRetailer(2);
    const url = await leaveForProvider(harness);
    // The place goes with the attempt: ids only, next to the verifier and state.
    expect(stored(harness)['resume']).toEqual({ retailerId: 2 });

    const reloaded = await comeBack(harness, url);

    expect(reloaded.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'connect' });
    const resumed = harness.events.filter((event) => event.type === 'resumed');
    expect(resumed.map((event) => event.payload)).toEqual([{ after: 'sign_in', retailerId: 2 }]);
    // After `ready`, so a listener added when the widget is created hears both.
    expect(harness.types().indexOf('ready')).toBeLessThan(harness.types().indexOf('resumed'));
  });

  it("should reopen at the host's target: the repair of a connection in error", async () => {
    const harness = createHarness();
    harness.api.connections.set(2, BOLT_IN_ERROR);
    await Promise.resolve();
    harness.session.open({ retailerId: 2, reconnect: true });
    await harness.env.waitFor(() => harness.session.view.value.name === 'sign_in');
    const url = await leaveForProvider(harness);

    const reloaded = await comeBack(harness, url);

    expect(reloaded.view.value).toMatchObject({ name: 'credentials', retailerId: 2, mode: 'reconnect' });
    expect(harness.events.find((event) => event.type === 'resumed')?.payload).toEqual({
      after: 'sign_in',
      retailerId: 2,
      target: { retailerId: 2, reconnect: true },
    });
  });

  it('should reopen at the MFA prompt the sync was waiting on when the session expired', async () => {
    const harness = createHarness();
    harness.provider.issuesRefreshTokens = false;
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code sent to ***12' } });
    await harness.env.advance(1_000);
    harness.api.validTokens = new Set(['access-2']);
    await harness.session.submitMfa('123456');
    expect(harness.session.view.value).toEqual({ name: 'sign_in', retailerId: 1 });
    const url = await leaveForProvider(harness);
    // Nothing of the code or the credentials crosses the redirect.
    expect(JSON.stringify(stored(harness))).not.toMatch(/123456|pass_good|user_mfa/);

    const reloaded = await comeBack(harness, url);
    await harness.env.advance(1_000);

    expect(reloaded.view.value).toMatchObject({ name: 'mfa', syncId, retailerId: 1, prompt: 'Code sent to ***12' });
    expect(harness.events.find((event) => event.type === 'resumed')?.payload).toEqual({
      after: 'sign_in',
      retailerId: 1,
    });
  });

  it('should stay at the catalog when the sign-in started there', async () => {
    const harness = createHarness();
    const url = await leaveForProvider(harness);
    expect(stored(harness)).not.toHaveProperty('resume');

    const reloaded = await comeBack(harness, url);

    expect(reloaded.view.value).toEqual({ name: 'catalog' });
    expect(harness.events.find((event) => event.type === 'resumed')?.payload).toEqual({ after: 'sign_in' });
  });

  it("should neither resume nor say so when the response is not to this page's attempt", async () => {
    const harness = createHarness();
    await Promise.resolve();
    harness.session.selectRetailer(2);
    const url = await leaveForProvider(harness);

    const reloaded = await comeBack(harness, url, { state: 'forged' });

    expect(reloaded.auth.value).toMatchObject({ status: 'failed', error: { code: 'state_mismatch' } });
    expect(reloaded.view.value).toEqual({ name: 'catalog' });
    expect(harness.types()).not.toContain('resumed');
  });
});
