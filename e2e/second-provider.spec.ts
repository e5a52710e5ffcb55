import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import type { JWK } from 'jose';
import { expectHostEvent } from './support/host-page.ts';
import { DEMO, PROVIDER2_PORT, SANDBOX2, SANDBOX2_PORT } from './support/origins.ts';
import {
  providerKey,
  startSecondProvider,
  type ProviderShape,
  type SecondProvider,
} from './support/second-provider.ts';
import { freshUser, submitCredentials } from './support/widget.ts';

/**
 * The sign-in journey against an OpenID provider this project did not write (oauth2-mock-server,
 * e2e/support/second-provider.ts), in each of the shapes common providers come in. A sandbox started
 * with `--api-issuer` (docs/sandbox.md) trusts that provider's tokens, checked by its published keys.
 * The suite starts both: the sandbox once per worker, a provider of the test's shape for each test.
 */
const test = base.extend<{ shape: ProviderShape; provider: SecondProvider }, { worker: WorkerServers }>({
  shape: ['without-rfc9207', { option: true }],
  worker: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const key = await providerKey();
      const sandbox = await startApiSandbox();
      await use({ key });
      await stopProcess(sandbox);
    },
    { scope: 'worker' },
  ],
  provider: async ({ shape, worker }, use) => {
    const provider = await startSecondProvider({
      port: PROVIDER2_PORT,
      shape,
      key: worker.key,
      user: freshUser('p2'),
      name: 'Second Provider Shopper',
    });
    await use(provider);
    await provider.stop();
  },
});

/**
 * What one worker sets up once: the providers' signing key, and (running while the worker does) the
 * sandbox at SANDBOX2 that trusts their tokens.
 */
interface WorkerServers {
  key: JWK;
}

/** The API as the resource its tokens are for: their `aud` (demo/server/api-resource.ts). */
const API_RESOURCE = `${SANDBOX2}/`;

/** `npm run sandbox -- --api-issuer ...` on its own port, registering the demo's origin. */
async function startApiSandbox(): Promise<ChildProcess> {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['demo/server/main.ts', '--api-issuer', `http://localhost:${PROVIDER2_PORT}`],
    {
      env: { ...process.env, PORT: String(SANDBOX2_PORT), DEMO_ORIGIN: DEMO, SANDBOX_SPEED: '4' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${SANDBOX2}/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${SANDBOX2} did not come up within 30 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Opens the test host page against the provider, picks a retailer and signs in through the popup. */
async function signIn(page: Page, provider: SecondProvider): Promise<void> {
  const query = new URLSearchParams({ issuer: provider.issuer, api: SANDBOX2, resource: API_RESOURCE });
  await page.goto(`/e2e/pages/second-provider.html?${query.toString()}`);
  await page.getByRole('button', { name: 'Connect your retailers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // The provider signs in at once: its authorize endpoint redirects back with the code.
  const popup = await popupOpened;
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** Connects the retailer, waits for the sync, and checks who the widget says is signed in. */
async function connectAndSync(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Signed in as Second Provider Shopper')).toBeVisible();
  await submitCredentials(dialog, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expectHostEvent(page, 'sync.completed');
}

/**
 * Seen by the provider: PKCE as RFC 7636 with S256 (the verifier it got hashes to the challenge), and
 * the API named as the resource (RFC 8707) at authorization and at the token endpoint. It announces
 * neither DPoP nor PAR: the whole request came in the authorization URL, and no request a proof.
 */
function expectPkceS256AndResource(provider: SecondProvider): void {
  expect(provider.journal.dpopProofs).toBe(0);
  expect(provider.journal.authorizations).toEqual([
    {
      codeChallenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      codeChallengeMethod: 'S256',
      resource: API_RESOURCE,
    },
  ]);
  expect(provider.journal.tokenRequests[0]).toEqual({
    grantType: 'authorization_code',
    resource: API_RESOURCE,
    verifierSent: true,
    verifierMatchesS256Challenge: true,
  });
}

async function destroyWidget(page: Page): Promise<void> {
  await page.locator('#destroy-widget').dispatchEvent('click');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The tokens the widget holds last: revoked on destroy() where the provider can revoke them. */
function lastIssued(provider: SecondProvider): { accessToken: string; refreshToken: string } {
  const last = provider.journal.issued.at(-1);
  if (!last) throw new Error('The provider issued no tokens');
  return last;
}

const TITLES = {
  // Not one of the three shapes the widget must handle, but the baseline: it passed before them.
  rfc9207: 'a provider with RFC 9207 (iss sent and announced)',
  'without-rfc9207': 'a provider without RFC 9207 (no iss, none announced)',
  'without-userinfo': 'a provider without a userinfo endpoint',
} as const;

for (const shape of ['rfc9207', 'without-rfc9207', 'without-userinfo'] as const) {
  test.describe(TITLES[shape], () => {
    test.use({ shape });

    test('signs in through the popup with PKCE S256, connects, syncs, and destroy() revokes both tokens', async ({
      page,
      provider,
    }) => {
      await signIn(page, provider);
      await connectAndSync(page);
      expectPkceS256AndResource(provider);
      if (shape === 'without-userinfo') expect(provider.journal.userinfoRequests).toBe(0);

      const { accessToken, refreshToken } = lastIssued(provider);
      await destroyWidget(page);
      await expect
        .poll(() => provider.journal.revocations.map((revocation) => revocation.token).sort())
        .toEqual([accessToken, refreshToken].sort());
    });
  });
}

test.describe('a provider without revocation', () => {
  test.use({ shape: 'without-revocation' });

  test('signs in, connects and syncs, and destroy() ends the widget without asking to revoke', async ({
    page,
    provider,
  }) => {
    await signIn(page, provider);
    await connectAndSync(page);
    expectPkceS256AndResource(provider);

    // With no revocation endpoint in discovery the widget has nowhere to send the tokens: it sends
    // nothing (oauth4webapi refuses before any request), and destroy() still completes.
    await destroyWidget(page);
    expect(provider.journal.revocations).toEqual([]);
  });
});
