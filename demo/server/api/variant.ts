import express, { type RequestHandler, type Router } from 'express';
import { buildDocument, type Variant } from '../../../openapi/build.ts';
import type { AccessTokenVerifier } from '../external-access-tokens.ts';
import type { SandboxClient } from '../clients.ts';
import type { SandboxStore } from '../domain/store.ts';
import type { SlidingWindow } from '../domain/sliding-window.ts';
import { bearerAuth } from './auth.ts';
import type { AuthJournal } from './auth-journal.ts';
import type { DPoPProofs } from './dpop-proof.ts';
import { connectionRoutes } from './connections.ts';
import { anyOrigin, apiCors } from './cors.ts';
import { problemHandler, unknownPath } from './http.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import { orderRoutes } from './orders.ts';
import { requestLimit } from './request-limit.ts';
import { requestValidation } from './request-validation.ts';
import { syncRoutes } from './syncs.ts';

export interface VariantDependencies {
  origin: string;
  /** The sandbox's own provider's tokens, or those of the external issuer it was started with. */
  accessTokens: AccessTokenVerifier;
  clients: readonly SandboxClient[];
  store: SandboxStore;
  requests: SlidingWindow;
  keys: IdempotencyKeys;
  catalog: RequestHandler;
  /** The DPoP proofs seen, shared by both variants so a proof cannot be replayed on the other. */
  proofs: DPoPProofs;
  /** When on (config.ts), told how each accepted request carried its token. */
  journal?: AuthJournal | undefined;
}

/**
 * One variant of the API under `/a` or `/b`: the public catalog and the OpenAPI document first, then
 * everything else behind CORS, the bearer token and the per-user request limit, in that order.
 */
export function variantRouter(variant: Variant, deps: VariantDependencies): Router {
  const router = express.Router();
  const document = JSON.stringify(buildDocument(variant, deps.origin));
  router.get('/openapi.json', anyOrigin, (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get(variant === 'a' ? '/sync/retailers' : '/retailers/available', deps.catalog);

  const origins = new Set(deps.clients.flatMap((client) => client.allowedOrigins));
  router.use(
    apiCors(origins),
    bearerAuth(deps.accessTokens, deps.clients, { origin: deps.origin, proofs: deps.proofs, journal: deps.journal }),
    requestLimit(deps.requests),
  );
  // Each route validates after its permission check, so 403 comes before 400.
  const validate = requestValidation(variant, deps.origin);
  router.use(
    connectionRoutes(variant, deps.store, deps.keys, validate),
    syncRoutes(variant, deps.store, deps.keys, validate),
    orderRoutes(variant, deps.store, validate),
  );
  router.use(unknownPath);
  router.use(problemHandler);
  return router;
}
