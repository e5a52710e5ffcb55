import { describe, expect, it } from 'vitest';
import { createFakeEnvironment, FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER } from '../test-support/fake-provider.ts';
import { fakeFlow } from '../test-support/signed-in.ts';
import {
  hasAuthorizationResponse,
  PENDING_REDIRECT_TTL_MS,
  pendingRedirectKey,
  resumeRedirectAuthorization,
  startRedirectAuthorization,
  takeAuthorizationResponse,
  takePendingRedirect,
} from './redirect-authorization.ts';

const PAGE = `${FAKE_ORIGIN}/`;

function setup() {
  const provider = createFakeProvider();
  const env = createFakeEnvironment(provider.fetch);
  const flow = fakeFlow(provider.fetch);
  return { provider, env, flow };
}

describe('startRedirectAuthorization()', () => {
  it('should refuse to leave the page when there is no sessionStorage', async () => {
    const { env, flow } = setup();
    env.storage = null;
    await expect(startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE)).rejects.toMatchObject({
      code: 'popup_blocked',
      message:
        'The sign-in popup was blocked, and the full-page sign-in needs sessionStorage, which this page does not have.',
    });
    expect(env.assigned).toHaveLength(0);
  });
});

describe('takePendingRedirect()', () => {
  it('should answer undefined when no sign-in is stored', () => {
    const { env } = setup();
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toBeUndefined();
  });

  it('should remove the stored attempt on the first read, and answer it within ten minutes', async () => {
    const { env, flow } = setup();
    await startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE);
    const state = new URL(env.assigned[0]!).searchParams.get('state');
    await env.advance(PENDING_REDIRECT_TTL_MS);

    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toMatchObject({ state });
    expect(env.stored.size).toBe(0);
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toBeUndefined();
  });

  it.each([
    [
      'older than ten minutes',
      (now: number) => ({ state: 's', codeVerifier: 'v', createdAt: now - PENDING_REDIRECT_TTL_MS - 1 }),
    ],
    ['made in the future', (now: number) => ({ state: 's', codeVerifier: 'v', createdAt: now + 1 })],
    ['without a creation time', () => ({ state: 's', codeVerifier: 'v' })],
    ['of the wrong shape', (now: number) => ({ state: 1, codeVerifier: 'v', createdAt: now })],
  ])('should remove and discard a stored attempt %s', (_label, value) => {
    const { env } = setup();
    env.stored.set(pendingRedirectKey(FAKE_CLIENT_ID), JSON.stringify(value(env.now())));
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toBeNull();
    expect(env.stored.size).toBe(0);
  });

  it('should remove and discard a stored value that is not JSON', () => {
    const { env } = setup();
    env.stored.set(pendingRedirectKey(FAKE_CLIENT_ID), '{oops');
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toBeNull();
    expect(env.stored.size).toBe(0);
  });
});

describe('takeAuthorizationResponse()', () => {
  it('should answer null, leaving the address alone, on a page without an authorization response', () => {
    const { env } = setup();
    env.url = `${PAGE}?q=shoes#top`;
    expect(hasAuthorizationResponse(new URL(env.url).searchParams)).toBe(false);
    expect(takeAuthorizationResponse(env)).toBeNull();
    expect(env.url).toBe(`${PAGE}?q=shoes#top`);
  });

  it.each([
    ['a code', '?code=c&state=s&iss=i&session_state=x'],
    ['an error', '?error=access_denied&error_description=no&error_uri=https%3A%2F%2Fx&state=s'],
    ['a state alone', '?state=s'],
  ])('should remove %s and every other response parameter from the address, keeping the rest', (_label, query) => {
    const { env } = setup();
    env.url = `${PAGE}${query}&q=shoes#top`;
    expect(takeAuthorizationResponse(env)?.toString()).toBe(`${query.slice(1)}&q=shoes`);
    expect(env.url).toBe(`${PAGE}?q=shoes#top`);
  });
});

describe('resumeRedirectAuthorization()', () => {
  it('should answer null when the page came back without an authorization response', async () => {
    const { flow } = setup();
    await expect(resumeRedirectAuthorization(flow, { state: 's', codeVerifier: 'v' }, null, PAGE)).resolves.toBeNull();
  });

  it('should refuse the response when no usable attempt is pending, without calling the token endpoint', async () => {
    const { env, flow, provider } = setup();
    env.url = `${PAGE}?code=c&state=s&iss=${encodeURIComponent(FAKE_ISSUER)}`;

    await expect(resumeRedirectAuthorization(flow, null, takeAuthorizationResponse(env), PAGE)).rejects.toMatchObject({
      code: 'state_mismatch',
      message:
        'The page came back with an authorization response, but no sign-in of this client is pending in sessionStorage' +
        ' (already used, started elsewhere, or started more than 10 minutes ago); no code was exchanged.',
    });

    expect(provider.tokenRequests).toHaveLength(0);
    expect(env.url).toBe(PAGE);
  });

  it('should report an error response of the provider as authorization_denied', async () => {
    const { env, flow } = setup();
    await startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE);
    const state = new URL(env.assigned[0]!).searchParams.get('state')!;
    env.url = `${PAGE}?error=access_denied&state=${state}&iss=${encodeURIComponent(FAKE_ISSUER)}`;

    const pending = takePendingRedirect(env, FAKE_CLIENT_ID) ?? null;
    await expect(
      resumeRedirectAuthorization(flow, pending, takeAuthorizationResponse(env), PAGE),
    ).rejects.toMatchObject({
      code: 'authorization_denied',
      message: 'The sign-in provider refused the authorization: access_denied.',
    });
  });
});
