import { describe, expect, it } from 'vitest';
import { AuthError } from '../auth/auth-error.ts';
import { createHarness, signInWithPopup, type Harness } from '../test-support/session-harness.ts';

/**
 * One userinfo path: the sign-in (which names the user) and the public `session.api.userInfo()`
 * read the provider's userinfo the same way (`AuthorizationCodeFlow.userInfo`, through the
 * TokenKeeper for the API), so they agree on the user, on what they refuse, and on the errors.
 */
async function signedIn(setUp: (harness: Harness) => void = () => undefined): Promise<Harness> {
  const harness = createHarness();
  setUp(harness);
  await signInWithPopup(harness);
  await harness.env.waitFor(() => harness.provider.userInfoRequests === 1);
  return harness;
}

const failure = async (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the one userinfo path: the sign-in and api.userInfo()', () => {
  it('give the same user: the ID token, with the claims userinfo adds', async () => {
    const harness = await signedIn((each) => {
      each.provider.idTokenClaims = { email: 'ada@id.example.test' };
    });
    await harness.env.waitFor(() => harness.session.auth.value.status === 'signed_in');
    const fromApi = await harness.session.api.userInfo();

    // The ID token's email stays; userinfo adds the name.
    expect(fromApi).toEqual({ sub: 'user-1', name: 'Ada Shopper', email: 'ada@id.example.test' });
    expect(harness.session.auth.value).toEqual({ status: 'signed_in', user: fromApi });
    expect(harness.provider.userInfoRequests).toBe(2);
  });

  it('refuse an answer about another user: the sign-in keeps the ID token, the API says userinfo_failed', async () => {
    const harness = await signedIn((each) => {
      each.provider.userInfoSubject = 'user-2';
    });
    const error = await failure(harness.session.api.userInfo());

    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'userinfo_failed' });
    expect(harness.session.auth.value).toEqual({ status: 'signed_in', user: { sub: 'user-1' } });
  });

  it('spend no refresh on a userinfo that refuses the access token: userinfo_failed, still signed in', async () => {
    const harness = await signedIn((each) => {
      each.provider.userInfoStatus = 401;
    });
    const error = await failure(harness.session.api.userInfo());

    expect(error).toMatchObject({ code: 'userinfo_failed' });
    expect(harness.provider.userInfoRequests).toBe(2);
    expect(harness.provider.refreshRequests).toHaveLength(0);
    expect(harness.session.auth.value).toMatchObject({ status: 'signed_in', user: { sub: 'user-1' } });
  });

  it('say session_expired when nobody is signed in, without a request', async () => {
    const harness = createHarness();
    const error = await failure(harness.session.api.userInfo());

    expect(error).toMatchObject({ code: 'session_expired' });
    expect(harness.provider.userInfoRequests).toBe(0);
  });
});
