import { describe, expect, it } from 'vitest';
import { createFakeEnvironment, FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER } from '../test-support/fake-provider.ts';
import { fakeFlow } from '../test-support/signed-in.ts';
import {
  hasAuthorizationResponse,
  PENDING_REDIRECT_MAX_CHARS,
  PENDING_REDIRECT_TTL_MS,
  pendingRedirectKey,
  resumePlaceFor,
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

describe('the place stored with the attempt', () => {
  const store = (env: ReturnType<typeof setup>['env'], value: unknown) =>
    env.stored.set(pendingRedirectKey(FAKE_CLIENT_ID), JSON.stringify(value));

  it('should store the ids of the place, and nothing else given with it', async () => {
    const { env, flow } = setup();
    const place = { retailerId: 2, target: { retailerId: 2, reconnect: true, password: 'p' }, code: '123456' };
    await startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE, place);
    const stored = env.stored.get(pendingRedirectKey(FAKE_CLIENT_ID))!;
    // An unknown field makes the place unusable: nothing of it is written.
    expect(JSON.parse(stored)).not.toHaveProperty('resume');
    expect(stored).not.toMatch(/123456|password/);

    await startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE, { target: { view: 'connections' } });
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)?.resume).toEqual({ target: { view: 'connections' } });
  });

  it.each([
    ['a retailer id that is not a positive integer', { retailerId: '2' }],
    ['an unknown target', { target: { view: 'orders' } }],
    ['a target with extra fields', { target: { retailerId: 2, secret: 'x' } }],
    ['extra fields', { retailerId: 2, username: 'ada' }],
  ])('should drop a stored place with %s, keeping the sign-in', (_label, resume) => {
    const { env } = setup();
    store(env, { state: 's', codeVerifier: 'v', createdAt: env.now(), resume });
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toEqual({ state: 's', codeVerifier: 'v' });
  });

  it(`should discard a stored attempt longer than ${PENDING_REDIRECT_MAX_CHARS} characters`, () => {
    const { env } = setup();
    store(env, { state: 's', codeVerifier: 'v'.repeat(PENDING_REDIRECT_MAX_CHARS), createdAt: env.now() });
    expect(takePendingRedirect(env, FAKE_CLIENT_ID)).toBeNull();
    expect(env.stored.size).toBe(0);
  });

  it('should answer the place only for the response to that attempt (its state)', () => {
    const pending = { state: 's', codeVerifier: 'v', resume: { retailerId: 2 } };
    expect(resumePlaceFor(pending, new URLSearchParams('code=c&state=s'))).toEqual({ retailerId: 2 });
    expect(resumePlaceFor({ state: 's', codeVerifier: 'v' }, new URLSearchParams('error=x&state=s'))).toEqual({});
    expect(resumePlaceFor(pending, new URLSearchParams('code=c&state=other'))).toBeUndefined();
    expect(resumePlaceFor(pending, null)).toBeUndefined();
    expect(resumePlaceFor(null, new URLSearchParams('code=c&state=s'))).toBeUndefined();
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
