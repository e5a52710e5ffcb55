import { describe, expect, it } from 'vitest';
import { createHarness, lastSyncId, signedInOnCredentials, signInWithPopup } from '../test-support/session-harness.ts';

/** A provider that issues no refresh token: the session ends when the API refuses the access token. */
function withoutRefreshTokens(): ReturnType<typeof createHarness> {
  const harness = createHarness();
  harness.provider.issuesRefreshTokens = false;
  return harness;
}

/** The access token the API accepted expires; the next sign-in's (access-2) is accepted. */
function expireAccessToken(harness: ReturnType<typeof createHarness>): void {
  harness.api.validTokens = new Set(['access-2']);
}

describe('a session that expires without a refresh token', () => {
  it('should ask to sign in again on the connections screen, and come back to it', async () => {
    const harness = withoutRefreshTokens();
    await signInWithPopup(harness);
    harness.session.showConnections();
    await harness.env.waitFor(() => harness.session.connections.value.status === 'loaded');
    expireAccessToken(harness);

    await harness.session.loadConnections();

    expect(harness.session.auth.value).toMatchObject({ status: 'failed', error: { code: 'session_expired' } });
    expect(harness.session.view.value).toEqual({ name: 'sign_in', target: { view: 'connections' } });
    expect(harness.provider.refreshRequests).toHaveLength(0);

    await signInWithPopup(harness);
    await harness.env.waitFor(() => harness.session.view.value.name === 'connections');
    expect(harness.session.view.value).toEqual({ name: 'connections' });
  });

  it('should bring back the MFA prompt the sync was waiting on after signing in again', async () => {
    const harness = withoutRefreshTokens();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code sent to ***12' } });
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toMatchObject({ name: 'mfa', syncId });
    expireAccessToken(harness);

    await harness.session.submitMfa('123456');

    expect(harness.session.view.value).toEqual({ name: 'sign_in', retailerId: 1 });
    await signInWithPopup(harness);
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toMatchObject({
      name: 'mfa',
      syncId,
      retailerId: 1,
      prompt: 'Code sent to ***12',
    });
  });
});
