import express, { type Express } from 'express';
import { fileURLToPath } from 'node:url';
import { catalogHandler, logoRouter } from './catalog.ts';
import { sandboxClients } from './clients.ts';
import type { SandboxConfig } from './config.ts';
import { interactionRouter } from './interactions.ts';
import { createProvider, OAUTH_MOUNT } from './oidc.ts';

/** The whole sandbox service as one express app: OpenID provider, both API variants, logos. */
export function createSandboxApp(config: SandboxConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  const clients = sandboxClients(config);
  const provider = createProvider(config.origin, clients);

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/static', express.static(fileURLToPath(new URL('./static', import.meta.url)), { maxAge: '1h' }));
  app.use('/logos', logoRouter());

  // Public catalog: variant A at /sync/retailers, variant B at /retailers/available (spec §4.1).
  const catalog = catalogHandler(config.origin);
  app.get('/a/sync/retailers', catalog);
  app.get('/b/retailers/available', catalog);

  // Our sign-in page sits under the provider's mount; it must come before the provider itself.
  app.use(`${OAUTH_MOUNT}/interaction`, interactionRouter(provider));
  app.use(OAUTH_MOUNT, provider.callback());

  return app;
}
