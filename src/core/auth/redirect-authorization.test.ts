import { describe, expect, it } from 'vitest';
import { createFakeEnvironment, FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER } from '../test-support/fake-provider.ts';
import { fakeFlow } from '../test-support/signed-in.ts';
import {
  hasAuthorizationResponse,
  pendingRedirectKey,
  resumeRedirectAuthorization,
  startRedirectAuthorization,
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

describe('resumeRedirectAuthorization()', () => {
  it('should answer null, touching nothing, on a page without an authorization response', async () => {
    const { env, flow } = setup();
    env.url = `${PAGE}?q=shoes`;
    env.stored.set(pendingRedirectKey(FAKE_CLIENT_ID), '{"state":"s","codeVerifier":"v"}');
    expect(hasAuthorizationResponse(new URL(env.url).searchParams)).toBe(false);
    await expect(resumeRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE)).resolves.toBeNull();
    expect(env.url).toBe(`${PAGE}?q=shoes`);
    expect(env.stored.size).toBe(1);
  });

  it.each([
    ['nothing stored', undefined],
    ['a stored value that is not JSON', '{oops'],
    ['a stored value of the wrong shape', '{"state":1}'],
  ])('should refuse the response with %s, without calling the token endpoint', async (_label, stored) => {
    const { env, flow, provider } = setup();
    if (stored !== undefined) env.stored.set(pendingRedirectKey(FAKE_CLIENT_ID), stored);
    env.url = `${PAGE}?code=c&state=s&iss=${encodeURIComponent(FAKE_ISSUER)}`;

    await expect(resumeRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE)).rejects.toMatchObject({
      code: 'state_mismatch',
      message:
        'The page came back with an authorization response, but no sign-in of this client is pending in sessionStorage' +
        ' (already used, or started elsewhere); no code was exchanged.',
    });

    expect(provider.tokenRequests).toHaveLength(0);
    expect(env.url).toBe(PAGE);
    expect(env.stored.size).toBe(0);
  });

  it('should report an error response of the provider as authorization_denied', async () => {
    const { env, flow } = setup();
    await startRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE);
    const state = new URL(env.assigned[0]!).searchParams.get('state')!;
    env.url = `${PAGE}?error=access_denied&state=${state}&iss=${encodeURIComponent(FAKE_ISSUER)}`;

    await expect(resumeRedirectAuthorization(env, flow, FAKE_CLIENT_ID, PAGE)).rejects.toMatchObject({
      code: 'authorization_denied',
      message: 'The sign-in provider refused the authorization: access_denied.',
    });
  });
});
