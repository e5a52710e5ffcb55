import express, { type RequestHandler, type Router } from 'express';
import type { Variant } from '../../../openapi/build.ts';
import { syncJson } from '../domain/representation.ts';
import type { SandboxStore } from '../domain/store.ts';
import { jsonBody, methodNotAllowed } from './http.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import { requirePermission } from './permissions.ts';
import { handle } from './reply.ts';
import { mfaBody } from './validated.ts';

/** Sync sessions, the same in both variants: latest, by id, and the MFA code of a waiting retailer. */
export function syncRoutes(
  variant: Variant,
  store: SandboxStore,
  keys: IdempotencyKeys,
  validate: RequestHandler[],
): Router {
  const router = express.Router();
  const syncs = requirePermission(variant, 'syncs');

  // Before `/:syncId`, so `latest` is never read as an id.
  router
    .route('/sync/sessions/latest')
    .get(
      syncs,
      validate,
      handle((_req, { userId }) => {
        const latest = store.latestSync(userId);
        // No sync yet is an answer, not an error (docs/decisions.md): a new user's resume check
        // must not show as a failed request in the host's console.
        return latest ? { status: 200, body: syncJson(latest) } : { status: 204, body: undefined };
      }),
    )
    .all(methodNotAllowed('GET'));

  router
    .route('/sync/sessions/:syncId')
    .get(
      syncs,
      validate,
      handle((req, { userId }) => ({ status: 200, body: syncJson(store.sync(userId, String(req.params['syncId']))) })),
    )
    .all(methodNotAllowed('GET'));

  router
    .route('/sync/sessions/:syncId/mfa')
    .post(
      syncs,
      jsonBody,
      validate,
      handle(
        keys.wrap((req, { userId }) => {
          const { retailerId, code } = mfaBody(req);
          const session = store.submitMfa(userId, String(req.params['syncId']), retailerId, code);
          return { status: 200, body: syncJson(session) };
        }),
      ),
    )
    .all(methodNotAllowed('POST'));

  return router;
}
