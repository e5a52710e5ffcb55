import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Credentials } from '../domain.ts';
import type { Harness } from '../test-support/session-harness.ts';
import { createHarness, lastSyncId, signedInOnCredentials } from '../test-support/session-harness.ts';
import { DPOP_DISCOVERY } from '../test-support/fake-provider.ts';

// The collector, to tell whether the session still reaches an object (docs/security-and-csp.md:
// secrets live only until their request is answered). Node exposes it to code only when asked for.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Whether nothing reaches `target` any more: collected within a few rounds of macrotasks and GC. */
async function collected(target: WeakRef<object>): Promise<boolean> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    if (target.deref() === undefined) return true;
  }
  return false;
}

/**
 * Submits credentials this test keeps no reference to (only a WeakRef), so whether they are
 * collected says whether the session holds them.
 */
function submitUnheld(harness: Harness, username: string, password: string): [WeakRef<Credentials>, Promise<void>] {
  const credentials: Credentials = { username, password };
  return [new WeakRef(credentials), harness.session.submitCredentials(credentials)];
}

/** A connect the service accepts whose sync then fails (a wrong password): the error view, with its retry. */
async function failedSync(harness: Harness, password: string): Promise<WeakRef<Credentials>> {
  await signedInOnCredentials(harness);
  const [credentials, submitted] = submitUnheld(harness, 'user_good', password);
  await submitted;
  harness.api.setStatus(lastSyncId(harness), 1, 'error', { errorCode: 'invalid_credentials' });
  await harness.env.advance(1_000);
  expect(harness.session.view.value).toMatchObject({ name: 'error', canRetry: true });
  return credentials;
}

describe('how long the session holds a password or an MFA code', () => {
  it('should hold no credentials once a connect is answered and its sync fails; retry sends no password', async () => {
    const harness = createHarness();
    const credentials = await failedSync(harness, 'wrong-password-1');

    expect(await collected(credentials)).toBe(true);
    const sent = harness.api.requests.length;
    harness.session.retry();
    await harness.env.waitFor(() => harness.session.view.value.name === 'syncing');
    const retried = harness.api.requests.slice(sent);
    expect(retried.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /sync/retailers/1/sync']);
    expect(JSON.stringify(retried.map((request) => request.body))).not.toContain('wrong-password-1');
  });

  it('should hold no credentials once a connect failed (502), and keep only the Idempotency-Key', async () => {
    const harness = createHarness({ maxRetries: 0 });
    await signedInOnCredentials(harness);
    harness.api.script.push({
      method: 'POST',
      path: '/sync/retailers',
      respond: () => new Response('bad gateway', { status: 502 }),
    });
    const [credentials, submitted] = submitUnheld(harness, 'user_good', 'pass_good');
    await submitted;
    expect(harness.session.view.value).toMatchObject({ name: 'credentials', error: { code: 'upstream' } });

    expect(await collected(credentials)).toBe(true);
  });

  it('should hold no credentials after sign-out or destroy that follow a failed sync', async () => {
    const signedOut = createHarness();
    const kept = await failedSync(signedOut, 'wrong-password-2');
    await signedOut.session.signOut();
    expect(await collected(kept)).toBe(true);

    const destroyed = createHarness();
    const held = await failedSync(destroyed, 'wrong-password-3');
    destroyed.session.destroy();
    expect(await collected(held)).toBe(true);
  });

  it('should hold no MFA code once a wrong code is answered and the sync fails', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toMatchObject({ name: 'mfa' });

    // A String object stands for the code, so that a WeakRef can follow it; it serialises as the text.
    const [code, submitted] = ((): [WeakRef<object>, Promise<void>] => {
      const wrong = new String('000000');
      return [new WeakRef(wrong), harness.session.submitMfa(wrong as unknown as string)];
    })();
    await submitted;
    await harness.env.advance(1_000);
    expect(harness.session.view.value).toMatchObject({ name: 'error' });

    expect(await collected(code)).toBe(true);
  });
});

describe('how long the session holds its DPoP key pair (RFC 9449)', () => {
  type KeyMaker = (...args: unknown[]) => Promise<unknown>;

  /** Signs in with a provider that offers DPoP, following the private key it makes with a WeakRef only. */
  async function signedInWithKey(): Promise<{ harness: Harness; key: WeakRef<object> }> {
    const subtle = crypto.subtle as unknown as { generateKey: KeyMaker };
    const generateKey = subtle.generateKey;
    const keys: WeakRef<object>[] = [];
    subtle.generateKey = async (...args) => {
      const pair = (await generateKey.apply(crypto.subtle, args)) as CryptoKeyPair;
      // The private key: oauth4webapi keeps the two keys, not the pair object.
      keys.push(new WeakRef(pair.privateKey));
      return pair;
    };
    try {
      const harness = createHarness();
      harness.provider.discovery = { ...DPOP_DISCOVERY };
      await signedInOnCredentials(harness);
      await harness.session.loadConnections();
      expect(harness.api.requests.at(-1)?.headers.get('authorization')).toMatch(/^DPoP /);
      expect(keys).toHaveLength(1);
      return { harness, key: keys[0]! };
    } finally {
      subtle.generateKey = generateKey;
    }
  }

  it('should hold the key while signed in, and no more after sign-out', async () => {
    const { harness, key } = await signedInWithKey();
    expect(await collected(key)).toBe(false);
    await harness.session.signOut();
    expect(await collected(key)).toBe(true);
  });

  it('should hold no key after destroy()', async () => {
    const { harness, key } = await signedInWithKey();
    harness.session.destroy();
    expect(await collected(key)).toBe(true);
  });
});
