import { describe, expect, it } from 'vitest';
import type { Harness } from '../test-support/session-harness.ts';
import { problemResponse } from '../test-support/fake-api.ts';
import {
  createHarness,
  GOOD,
  lastSyncId,
  signedInOnCredentials,
  signInWithPopup,
} from '../test-support/session-harness.ts';

/** The payloads of the `error` events the host heard. */
const errorsOf = (harness: Harness): unknown[] =>
  harness.events.filter((event) => event.type === 'error').map((event) => event.payload);

const badGateway = (): Response =>
  new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });

describe('the error event for every failure the user sees', () => {
  it('should emit one error when the connections list answers a 502 page past its retries', async () => {
    const harness = createHarness({ maxRetries: 0 });
    await signInWithPopup(harness);
    await harness.env.waitFor(() => harness.session.connections.value.status !== 'loading');
    harness.events.length = 0;
    harness.api.script.push({ method: 'GET', path: '/sync/retailers', respond: badGateway });

    harness.session.showConnections();
    await harness.env.waitFor(() => harness.session.connections.value.status === 'failed');

    expect(harness.session.connections.value).toMatchObject({ status: 'failed', error: { code: 'upstream' } });
    expect(errorsOf(harness)).toEqual([{ code: 'upstream', status: 502 }]);
  });

  it('should emit one error when the connections list is unreadable', async () => {
    const harness = createHarness();
    await signInWithPopup(harness);
    await harness.env.waitFor(() => harness.session.connections.value.status !== 'loading');
    harness.events.length = 0;
    harness.api.script.push({ method: 'GET', path: '/sync/retailers', respond: () => Response.json({ nope: true }) });

    harness.session.showConnections();
    await harness.env.waitFor(() => harness.session.connections.value.status === 'failed');

    expect(harness.session.connections.value).toMatchObject({ status: 'failed', error: { code: 'invalid_response' } });
    expect(errorsOf(harness)).toEqual([expect.objectContaining({ code: 'invalid_response' })]);
  });

  it('should emit one error with its status when the catalog fails', async () => {
    const harness = createHarness({ maxRetries: 0 });
    harness.api.script.push({ method: 'GET', path: '/retailers/available', respond: badGateway });

    await harness.session.loadCatalog();

    expect(harness.session.catalog.value).toMatchObject({ status: 'failed', error: { code: 'upstream' } });
    expect(errorsOf(harness)).toEqual([{ code: 'upstream', status: 502 }]);
  });

  it('should emit one error when an MFA submit fails past its retries, and none with the code', async () => {
    const harness = createHarness({ maxRetries: 1 });
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials(GOOD);
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toMatchObject({ name: 'mfa' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      harness.api.script.push({ method: 'POST', path: `/sync/sessions/${syncId}/mfa`, respond: badGateway });
    }
    harness.events.length = 0;

    const submitting = harness.session.submitMfa('424242');
    await harness.env.advance(5_000);
    await submitting;

    expect(harness.api.count(`/sync/sessions/${syncId}/mfa`, 'POST')).toBe(2);
    expect(harness.session.view.value).toMatchObject({ name: 'mfa', submitting: false, error: { code: 'upstream' } });
    expect(errorsOf(harness)).toEqual([{ code: 'upstream', status: 502 }]);
    expect(JSON.stringify(harness.events)).not.toContain('424242');
  });

  it('should emit one error when the credentials are refused, and none with the password', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    harness.api.script.push({
      method: 'POST',
      path: '/sync/retailers',
      respond: () => problemResponse(403, 'permission_denied', 'Missing permission: connections'),
    });
    harness.events.length = 0;

    await harness.session.submitCredentials({ username: 'user_good', password: 'hunter2-secret' });

    expect(harness.session.view.value).toMatchObject({ name: 'credentials', error: { code: 'forbidden' } });
    expect(errorsOf(harness)).toEqual([{ code: 'forbidden', status: 403 }]);
    expect(JSON.stringify(harness.events)).not.toContain('hunter2-secret');
  });

  it('should emit one error when the sign-in fails, and none when the user closes the popup', async () => {
    const failed = createHarness();
    await signInWithPopup(failed, { iss: 'https://evil.example.test' });
    expect(failed.session.auth.value.status).toBe('failed');
    expect(failed.types().filter((type) => type === 'auth.failed' || type === 'error')).toEqual([
      'auth.failed',
      'error',
    ]);

    const closed = createHarness();
    closed.session.signIn();
    closed.env.popups[0]!.closed = true;
    await closed.env.advance(1_000);
    expect(closed.types()).toContain('auth.cancelled');
    expect(errorsOf(closed)).toEqual([]);
  });

  it('should emit one error, not two, when a failed sync shows the error view', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_locked', password: 'pass_good' });
    harness.events.length = 0;
    harness.api.setStatus(lastSyncId(harness), 1, 'error', { errorCode: 'account_locked' });
    await harness.env.advance(1_000);

    expect(harness.session.view.value).toMatchObject({ name: 'error' });
    expect(errorsOf(harness)).toEqual([{ code: 'sync_failed' }]);
  });
});
