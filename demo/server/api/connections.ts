import express, { type RequestHandler, type Router } from 'express';
import type { Variant } from '../../../openapi/build.ts';
import { connectionJson, syncJson } from '../domain/representation.ts';
import type { SandboxStore } from '../domain/store.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import { requirePermission } from './permissions.ts';
import { handle } from './reply.ts';
import { withSyncQuota } from './sync-quota.ts';
import { jsonBody, methodNotAllowed } from './http.ts';
import { connectBody, connectionListQuery, retailerIdParam, updateBody } from './validated.ts';

/**
 * Connections: `/sync/connections` in variant A, `/sync/retailers` in variant B (docs/sandbox.md), where
 * they are named retailer operations. Only variant A has Update Connection (PUT); variant B
 * re-authenticates by connecting again.
 */
export function connectionRoutes(
  variant: Variant,
  store: SandboxStore,
  keys: IdempotencyKeys,
  validate: RequestHandler[],
): Router {
  const router = express.Router();
  const base = variant === 'a' ? '/sync/connections' : '/sync/retailers';
  const connections = requirePermission(variant, 'connections');
  const syncs = requirePermission(variant, 'syncs');

  router
    .route(base)
    .get(
      connections,
      validate,
      handle((req, { userId }) => {
        const { limit, offset, status } = connectionListQuery(req);
        const page = store.listConnections(userId, status).slice(offset, offset + limit);
        return { status: 200, body: page.map(connectionJson) };
      }),
    )
    .post(
      connections,
      jsonBody,
      validate,
      handle(
        withSyncQuota(
          store,
          keys.wrap((req, { userId }) => {
            const { retailerId, credentials } = connectBody(req);
            const { connection, session, created } = store.connect(userId, retailerId, credentials, variant === 'b');
            return {
              status: created ? 201 : 200,
              body: { connection: connectionJson(connection), sync: syncJson(session) },
              syncs: [retailerId],
            };
          }),
        ),
      ),
    )
    .all(methodNotAllowed('GET, POST'));

  // Before `/:retailerId`, so `sync` is never read as a retailer id.
  router
    .route(`${base}/sync`)
    .post(
      syncs,
      validate,
      handle(
        withSyncQuota(
          store,
          keys.wrap((_req, { userId }) => {
            const { session, skipped } = store.syncAll(userId);
            // The header names the batch's retailer with the fewest syncs left (SandboxStore.syncQuota).
            return {
              status: 202,
              body: { ...syncJson(session), skipped },
              syncs: session.items.map((item) => item.retailerId),
            };
          }),
        ),
      ),
    )
    .all(methodNotAllowed('POST'));

  const one = router.route(`${base}/:retailerId`).get(
    connections,
    validate,
    handle((req, { userId }) => {
      const connection = store.connection(userId, retailerIdParam(req));
      return { status: 200, body: connectionJson(connection) };
    }),
  );
  if (variant === 'a') {
    one.put(
      connections,
      jsonBody,
      validate,
      handle(
        withSyncQuota(
          store,
          keys.wrap((req, { userId }) => {
            const retailerId = retailerIdParam(req);
            const { credentials } = updateBody(req);
            const { connection, session } = store.update(userId, retailerId, credentials);
            return {
              status: 200,
              body: { connection: connectionJson(connection), sync: syncJson(session) },
              syncs: [retailerId],
            };
          }),
        ),
      ),
    );
  }
  one.all(methodNotAllowed(variant === 'a' ? 'GET, PUT' : 'GET'));

  router
    .route(`${base}/:retailerId/sync`)
    .post(
      syncs,
      validate,
      handle(
        withSyncQuota(
          store,
          keys.wrap((req, { userId }) => {
            const retailerId = retailerIdParam(req);
            const session = store.triggerSync(userId, retailerId);
            return { status: 202, body: syncJson(session), syncs: [retailerId] };
          }),
        ),
      ),
    )
    .all(methodNotAllowed('POST'));

  return router;
}
