import { describe, expect, it, vi } from 'vitest';
import { createFakeProvider } from '../test-support/fake-provider.ts';
import { fakeFlow, signInDirectly } from '../test-support/signed-in.ts';
import { TokenKeeper } from './token-keeper.ts';

async function setup() {
  const provider = createFakeProvider();
  let now = 1_000_000;
  const flow = fakeFlow(provider.fetch, () => now);
  const onSessionExpired = vi.fn();
  const keeper = new TokenKeeper(flow, { onSessionExpired, now: () => now });
  keeper.set(await signInDirectly(flow));
  return {
    provider,
    keeper,
    onSessionExpired,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('TokenKeeper', () => {
  it('should hand out the access token while it is fresh', async () => {
    const { keeper, provider } = await setup();
    expect(await keeper.accessToken()).toBe('access-1');
    expect(provider.refreshRequests).toHaveLength(0);
  });

  it('should refresh shortly before expiry, rotating the refresh token', async () => {
    const { keeper, provider, advance } = await setup();
    advance(900_000 - 29_000); // inside the 30 s margin of expires_in 900

    expect(await keeper.accessToken()).toBe('access-2');
    expect(provider.refreshRequests[0]!.get('refresh_token')).toBe('refresh-1');
    expect(provider.liveRefreshToken).toBe('refresh-2');

    advance(900_000);
    expect(await keeper.accessToken()).toBe('access-3');
    expect(provider.refreshRequests[1]!.get('refresh_token')).toBe('refresh-2');
  });

  it('should answer the current token without a request when the rejected one was already replaced', async () => {
    const { keeper, provider } = await setup();
    await keeper.refreshAfterRejection('access-1');
    expect(await keeper.refreshAfterRejection('access-1')).toBe('access-2');
    expect(provider.refreshRequests).toHaveLength(1);
  });

  it('should keep the tokens when the provider cannot be reached', async () => {
    const { keeper, provider, onSessionExpired } = await setup();
    provider.nextTokenResponse = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(keeper.refreshAfterRejection('access-1')).rejects.toMatchObject({
      code: 'network',
      message: 'The sign-in provider could not be reached to refresh the access token (see cause).',
    });
    expect(keeper.signedIn).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refused refresh token',
      (provider: ReturnType<typeof createFakeProvider>) => {
        provider.liveRefreshToken = null;
      },
      'session_expired',
    ],
    [
      'an error answer of the provider',
      (provider: ReturnType<typeof createFakeProvider>) => {
        provider.nextTokenResponse = () => Response.json({ error: 'server_error' }, { status: 500 });
      },
      'token_exchange_failed',
    ],
    [
      'an answer it cannot use',
      (provider: ReturnType<typeof createFakeProvider>) => {
        provider.nextTokenResponse = () => Response.json({ access_token: 'access-x', token_type: 'mac' });
      },
      'token_exchange_failed',
    ],
  ])('should end the session, once, after %s', async (_case, answer, code) => {
    const { keeper, provider, onSessionExpired } = await setup();
    answer(provider);
    await expect(keeper.refreshAfterRejection('access-1')).rejects.toMatchObject({ code });
    expect(keeper.signedIn).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(expect.objectContaining({ code }));
  });

  it('should drop a refresh that ends after sign-out, revoking the tokens it brought', async () => {
    const { keeper, onSessionExpired, provider } = await setup();
    const refreshing = keeper.refreshAfterRejection('access-1');
    keeper.clear();
    await expect(refreshing).rejects.toMatchObject({
      code: 'session_expired',
      message:
        'The user signed out, or signed in again, while the access token was being refreshed; the new tokens were revoked.',
    });
    expect(keeper.signedIn).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
    // Nobody holds the refresh's tokens: both are revoked, not left valid.
    await vi.waitFor(() => expect(provider.revocations).toHaveLength(2));
    expect(provider.revocations.map((body) => [body.get('token'), body.get('token_type_hint')])).toEqual([
      ['refresh-2', 'refresh_token'],
      ['access-2', 'access_token'],
    ]);
  });

  it('should refuse to hand out a token when signed out', async () => {
    const { keeper } = await setup();
    keeper.clear();
    await expect(keeper.accessToken()).rejects.toMatchObject({
      code: 'session_expired',
      message: 'Not signed in: there is no access token.',
    });
  });
});
