import express, { type Express } from 'express';
import type Provider from 'oidc-provider';
import { fileURLToPath } from 'node:url';
import { AccessTokens } from './access-tokens.ts';
import { ExternalAccessTokens } from './external-access-tokens.ts';
import { apiAudience } from './api-resource.ts';
import { AuthJournal } from './api/auth-journal.ts';
import { DPoPProofs } from './api/dpop-proof.ts';
import { IdempotencyKeys } from './api/idempotency.ts';
import { variantRouter } from './api/variant.ts';
import { catalogHandler, logoRouter } from './catalog.ts';
import { HOSTED_PATH, sandboxClients } from './clients.ts';
import type { SandboxConfig } from './config.ts';
import { SlidingWindow } from './domain/sliding-window.ts';
import { SandboxStore } from './domain/store.ts';
import { clientOriginsRouter, hostedPageRouter } from './hosted.ts';
import { hostedResultsRouter } from './hosted-results.ts';
import { interactionRouter } from './interactions.ts';
import { createProvider, OAUTH_MOUNT, USERINFO_ROUTE } from './oidc.ts';
import { revokeJwtAccessTokens } from './revocation-bridge.ts';
import { createSigningKey, type SigningKey } from './signing-key.ts';
import { userinfoBridge } from './userinfo-bridge.ts';

export interface SandboxOptions {
  /** The built hosted page; tests point it elsewhere. @default dist/hosted */
  hostedDir?: string;
  /** The provider's signing key; tests pass their own to sign forged tokens. @default a fresh one */
  signingKey?: SigningKey;
}

export interface Sandbox {
  app: Express;
  provider: Provider;
  accessTokens: AccessTokens;
  store: SandboxStore;
}

/** The whole sandbox service: OpenID provider, both API variants over one shared store, logos, hosted page. */
export function createSandbox(config: SandboxConfig, options: SandboxOptions = {}): Sandbox {
  const app = express();
  app.disable('x-powered-by');
  const clients = sandboxClients(config);
  const signingKey = options.signingKey ?? createSigningKey();
  const audience = apiAudience(config.origin);
  const provider = createProvider(config.origin, {
    clients,
    signingKey,
    apiAudience: audience,
    accessTokenTtl: config.accessTokenTtl,
  });
  const accessTokens = new AccessTokens(provider, {
    issuer: provider.issuer,
    audience,
    jwks: { keys: [signingKey.publicJwk] },
    clientIds: new Set(clients.map((client) => client.clientId)),
  });
  revokeJwtAccessTokens(provider, accessTokens);
  // Started with another provider as the API's issuer (config.ts), the API trusts its tokens only.
  const apiTokens = config.apiIssuer
    ? new ExternalAccessTokens({
        issuer: config.apiIssuer,
        audience,
        clientIds: new Set(clients.map((client) => client.clientId)),
      })
    : accessTokens;
  // The spec's limits (§8) use the sandbox clock but never the speed: they are facts, not simulation.
  const store = new SandboxStore({
    now: config.now,
    speed: config.speed,
    syncLimit: new SlidingWindow(10, 60 * 60 * 1000, config.now),
  });
  const requests = new SlidingWindow(100, 60 * 1000, config.now);
  const keys = new IdempotencyKeys(config.now);
  const proofs = new DPoPProofs();
  const journal = config.authJournal ? new AuthJournal() : undefined;

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (journal) app.get('/journal/api-auth', journal.handler);
  app.use('/static', express.static(fileURLToPath(new URL('./static', import.meta.url)), { maxAge: '1h' }));
  app.use('/logos', logoRouter());
  // The hosted popup (docs/hosted-mode.md) and the registry of host origins it posts events to.
  app.use(clientOriginsRouter(clients));
  // By full-page redirect, the page's signed result for the client's registered `returnTo`.
  app.use(hostedResultsRouter({ issuer: provider.issuer, clients, store, signingKey, now: config.now }));
  app.use(HOSTED_PATH, hostedPageRouter(clients, options.hostedDir));

  // Variant A's public catalog is /a/sync/retailers, variant B's /b/retailers/available (docs/sandbox.md).
  const catalog = catalogHandler(config.origin);
  for (const variant of ['a', 'b'] as const) {
    app.use(
      `/${variant}`,
      variantRouter(variant, {
        origin: config.origin,
        accessTokens: apiTokens,
        clients,
        store,
        requests,
        keys,
        catalog,
        proofs,
        journal,
      }),
    );
  }

  // Our sign-in page sits under the provider's mount; it must come before the provider itself.
  app.use(`${OAUTH_MOUNT}/interaction`, interactionRouter(provider));
  app.use(`${OAUTH_MOUNT}${USERINFO_ROUTE}`, userinfoBridge(provider, accessTokens, { origin: config.origin, proofs }));
  app.use(OAUTH_MOUNT, provider.callback());

  return { app, provider, accessTokens, store };
}

export function createSandboxApp(config: SandboxConfig): Express {
  return createSandbox(config).app;
}
