import { describe, expect, it } from 'vitest';
import { createHarness, signInWithPopup } from '../test-support/session-harness.ts';

const DENIED = { code: null, error: 'access_denied', error_description: 'Your account is locked.' };

describe('a failed sign-in', () => {
  it("should keep the provider's reason for the shopper, and tell the host auth.failed once (the catalog's footer)", async () => {
    const harness = createHarness();
    await Promise.resolve();
    await signInWithPopup(harness, DENIED);

    expect(harness.session.view.value).toEqual({ name: 'catalog' });
    expect(harness.session.auth.value).toMatchObject({
      status: 'failed',
      error: { code: 'authorization_denied', detail: 'Your account is locked.' },
    });
    expect(harness.events.filter((event) => event.type === 'auth.failed')).toEqual([
      expect.objectContaining({ payload: { code: 'authorization_denied' } }),
    ]);
    // The host hears the code, never the provider's words.
    expect(JSON.stringify(harness.events)).not.toContain('locked');
  });

  it("should stay on the sign-in view of an open() target, with the provider's reason", async () => {
    const harness = createHarness();
    harness.session.open({ view: 'connections' });
    await signInWithPopup(harness, DENIED);

    expect(harness.session.view.value).toEqual({ name: 'sign_in', target: { view: 'connections' } });
    expect(harness.session.auth.value).toMatchObject({ error: { detail: 'Your account is locked.' } });
    expect(harness.types().filter((type) => type === 'auth.failed')).toHaveLength(1);
  });

  it("should keep the token endpoint's error_description too", async () => {
    const harness = createHarness();
    harness.provider.nextTokenResponse = () =>
      Response.json({ error: 'invalid_grant', error_description: 'The code has expired.' }, { status: 400 });
    await signInWithPopup(harness);

    expect(harness.session.auth.value).toMatchObject({
      status: 'failed',
      error: { code: 'token_exchange_failed', detail: 'The code has expired.' },
    });
  });
});
