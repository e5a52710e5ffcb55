import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_API_BASE, RETAILERS } from '../test-support/fake-api.ts';
import { createFakeEnvironment } from '../test-support/fake-environment.ts';
import { NAME_MAX_LENGTH, SENTENCE_MAX_LENGTH, URL_MAX_LENGTH } from '../util/bounded-text.ts';
import { createApiClient } from './api-client.ts';
import { HttpClient } from './http-client.ts';

const HUGE = 10_000_000;

/** A client of the fake API (the user's profile is bounded where the sign-in reads it: auth/user-profile.ts). */
function setup() {
  const api = createFakeApi('B');
  api.validTokens.add('access-1');
  const env = createFakeEnvironment((input, init) => api.fetch(input, init));
  const http = new HttpClient({
    baseUrl: FAKE_API_BASE,
    env,
    tokens: { accessToken: async () => 'access-1', refreshAfterRejection: async () => 'access-1' },
  });
  const userInfo = () => Promise.reject(new Error('userinfo is not read in these tests'));
  return { api, client: createApiClient({ variant: 'B', http, userInfo }) };
}

describe('createApiClient(): text from the service is bounded where it enters', () => {
  it('should cut a huge retailer name and drop a huge logo URL, keeping the rest of the catalog', async () => {
    const { api, client } = setup();
    const [first, second] = RETAILERS;
    api.script.push({
      method: 'GET',
      path: '/retailers/available',
      respond: () =>
        Response.json([
          { ...first, displayName: `Huge ${'A'.repeat(HUGE)}` },
          { ...second, displayName: 'ab '.repeat(200_000), logo: `https://cdn.example.test/${'a'.repeat(HUGE)}.svg` },
          { ...first, retailerId: 3, logo: `https://cdn.example.test/${'a'.repeat(URL_MAX_LENGTH - 30)}` },
        ]),
    });
    const [huge, words, longLogo] = await client.listCatalog();
    expect(huge!.displayName).toBe(`Huge ${'A'.repeat(NAME_MAX_LENGTH - 6)}…`);
    expect(huge!.logo).toBe(first!.logo);
    expect(words!.displayName).toBe(`${'ab '.repeat(200_000).slice(0, NAME_MAX_LENGTH - 1)}…`);
    expect(words!.logo).toBe('');
    // A long URL that is still within what a recipient must support is kept whole.
    expect(longLogo!.logo).toHaveLength(URL_MAX_LENGTH - 5);
  });

  it("should cut connections' names and a retailer's code prompt", async () => {
    const { api, client } = setup();
    const { connection, sync } = await client.connect(1, { username: 'user_good', password: 'pass_good' });
    api.connections.set(1, { ...api.connections.get(1)!, displayName: 'C'.repeat(HUGE) });
    api.setStatus(sync.syncId, 1, 'userintervention', { mfa: { prompt: 'P'.repeat(HUGE) } });
    expect(connection.retailerId).toBe(1);

    const [listed] = await client.listConnections();
    expect(listed!.displayName).toBe(`${'C'.repeat(NAME_MAX_LENGTH - 1)}…`);
    expect((await client.getConnection(1)).displayName).toHaveLength(NAME_MAX_LENGTH);
    const progress = await client.getSync(sync.syncId);
    expect(progress.retailers[0]!.mfaPrompt).toBe(`${'P'.repeat(SENTENCE_MAX_LENGTH - 1)}…`);
  });
});
