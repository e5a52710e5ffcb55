import { describe, expect, it } from 'vitest';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import { AuthError } from './auth-error.ts';
import { AuthorizationCodeFlow } from './authorization-code-flow.ts';
import { CALLBACK_MESSAGE_TYPE } from './callback-message.ts';
import { authorizeInPopup } from './popup-authorization.ts';

const CALLBACK_ORIGIN = new URL(FAKE_REDIRECT_URI).origin;

async function setup() {
  const provider = createFakeProvider();
  const env = createFakeEnvironment(provider.fetch);
  const flow = new AuthorizationCodeFlow(
    { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
    provider.fetch,
  );
  const popup = env.openPopup('retail-sync-signin-test')!;
  const result = authorizeInPopup(env, flow, popup, { callbackOrigin: CALLBACK_ORIGIN, timeoutMs: 10_000 });
  result.catch(() => {}); // observed by each test
  await waitUntil(() => popup.navigatedTo.length === 1);
  const state = new URL(popup.navigatedTo[0]!).searchParams.get('state')!;
  const search = `?code=code-1&state=${state}&iss=${encodeURIComponent(FAKE_ISSUER)}`;
  return { provider, env, popup, result, search };
}

/** Lets the attempt's async set-up (discovery, hashing) finish. */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

describe('authorizeInPopup()', () => {
  it('should sign in with the callback posted by the popup from the callback origin', async () => {
    const { env, popup, result, search, provider } = await setup();

    env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search } });

    await expect(result).resolves.toMatchObject({ accessToken: 'access-1', subject: 'user-1' });
    expect(provider.tokenRequests).toHaveLength(1);
    expect(popup.closed).toBe(true);
    expect(env.listenerCount()).toBe(0);
    expect(env.pendingTimers()).toBe(0);
  });

  it.each([
    ['another origin', 'https://host.example.evil.com', 'popup'],
    ['the right host on another port', `${CALLBACK_ORIGIN}:8443`, 'popup'],
    ['a sibling frame on the right origin', CALLBACK_ORIGIN, 'sibling'],
  ])('should ignore a callback message from %s', async (_label, origin, sourceKind) => {
    const { env, popup, result, search, provider } = await setup();
    const source = sourceKind === 'popup' ? popup.handle : { name: 'sibling-frame' };

    env.deliver({ origin, source, data: { type: CALLBACK_MESSAGE_TYPE, search } });
    popup.closed = true;
    await env.advance(1_000);

    const error = await result.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('popup_closed');
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('should ignore messages that are not callback messages', async () => {
    const { env, popup, result, search } = await setup();

    env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: 'hello' });
    env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: 'other', search } });
    env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search } });

    await expect(result).resolves.toMatchObject({ accessToken: 'access-1' });
  });

  it('should end as popup_closed when the user closes the popup', async () => {
    const { env, popup, result } = await setup();

    popup.closed = true;
    await env.advance(1_000);

    await expect(result).rejects.toMatchObject({
      code: 'popup_closed',
      message: 'The user closed the sign-in popup before the sign-in finished.',
    });
    expect(env.listenerCount()).toBe(0);
    expect(env.pendingTimers()).toBe(0);
  });

  it('should still accept a callback that arrives just after the popup closed itself', async () => {
    const { env, popup, result, search } = await setup();

    popup.closed = true;
    await env.advance(450); // the poll has seen `closed`, the grace period is running
    env.deliver({ origin: CALLBACK_ORIGIN, source: popup.handle, data: { type: CALLBACK_MESSAGE_TYPE, search } });

    await expect(result).resolves.toMatchObject({ accessToken: 'access-1' });
  });

  it('should stop, close the popup and exchange nothing when aborted', async () => {
    const provider = createFakeProvider();
    const env = createFakeEnvironment(provider.fetch);
    const flow = new AuthorizationCodeFlow(
      { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
      provider.fetch,
    );
    const popup = env.openPopup('retail-sync-signin-test')!;
    const controller = new AbortController();
    const result = authorizeInPopup(env, flow, popup, { callbackOrigin: CALLBACK_ORIGIN, signal: controller.signal });
    await waitUntil(() => popup.navigatedTo.length === 1);

    controller.abort();

    await expect(result).rejects.toMatchObject({
      code: 'popup_closed',
      message: 'The sign-in was cancelled (a sign-out, or the session destroyed); the popup was closed.',
    });
    expect(popup.closed).toBe(true);
    expect(env.listenerCount()).toBe(0);
    expect(env.pendingTimers()).toBe(0);
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('should not navigate the popup when aborted before the attempt is ready', async () => {
    const provider = createFakeProvider();
    const env = createFakeEnvironment(provider.fetch);
    const flow = new AuthorizationCodeFlow(
      { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI },
      provider.fetch,
    );
    const popup = env.openPopup('retail-sync-signin-test')!;

    const result = authorizeInPopup(env, flow, popup, { callbackOrigin: CALLBACK_ORIGIN, signal: AbortSignal.abort() });

    await expect(result).rejects.toMatchObject({
      code: 'popup_closed',
      message:
        'The sign-in was cancelled (a sign-out, or the session destroyed) before the popup went to the provider.',
    });
    expect(popup.navigatedTo).toHaveLength(0);
    expect(popup.closed).toBe(true);
  });

  it('should time out and close the popup', async () => {
    const { env, popup, result } = await setup();

    await env.advance(10_000);

    await expect(result).rejects.toMatchObject({
      code: 'timeout',
      message: 'The sign-in did not finish within 10 s; the popup was closed.',
    });
    expect(popup.closed).toBe(true);
  });
});
