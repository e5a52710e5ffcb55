import { describe, expect, it } from 'vitest';
import { CALLBACK_MESSAGE_TYPE } from '../auth/callback-message.ts';
import {
  CALLBACK_ORIGIN,
  callbackFor,
  createHarness,
  signInWithPopup,
  type Harness,
} from '../test-support/session-harness.ts';

/** The revocations the provider got, as [token, hint]. */
const revoked = (harness: Harness): [string | null, string | null][] =>
  harness.provider.revocations.map((body) => [body.get('token'), body.get('token_type_hint')]);

describe('tokens nobody holds any more are revoked', () => {
  it('should revoke the refresh and access tokens when destroyed signed in, without blocking destroy()', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);

    harness.session.destroy();
    // destroy() returned before any answer; the requests go on by themselves (keepalive in a browser).
    expect(harness.provider.revocations).toHaveLength(0);
    await harness.env.waitFor(() => harness.provider.revocations.length === 2);

    expect(revoked(harness)).toEqual([
      ['refresh-1', 'refresh_token'],
      ['access-1', 'access_token'],
    ]);
    await expect(harness.session.api.listConnections()).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('should revoke nothing when destroyed signed out', async () => {
    const harness = createHarness();
    harness.session.destroy();
    await harness.env.settle();
    expect(harness.provider.revocations).toHaveLength(0);
  });

  it('should revoke the tokens of a sign-in whose code exchange ends after destroy', async () => {
    const harness = createHarness();
    harness.session.signIn();
    const popup = harness.env.popups[0]!;
    await harness.env.waitFor(() => popup.navigatedTo.length > 0);
    harness.env.deliver({
      origin: CALLBACK_ORIGIN,
      source: popup.handle,
      data: { type: CALLBACK_MESSAGE_TYPE, search: callbackFor(popup.navigatedTo[0]!) },
    });
    // The callback is taken; the exchange is on its way when the widget goes.
    harness.session.destroy();
    await harness.env.waitFor(() => harness.provider.revocations.length === 2);

    expect(harness.provider.tokenRequests).toHaveLength(1);
    expect(revoked(harness)).toEqual([
      ['refresh-1', 'refresh_token'],
      ['access-1', 'access_token'],
    ]);
    expect(harness.session.auth.value.status).not.toBe('signed_in');
  });
  // A refresh that ends after sign-out or destroy: token-keeper.test.ts.
});
