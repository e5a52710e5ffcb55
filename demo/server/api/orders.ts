import express, { type RequestHandler, type Router } from 'express';
import type { Variant } from '../../../openapi/build.ts';
import { toSummary } from '../domain/orders.ts';
import type { SandboxStore } from '../domain/store.ts';
import { methodNotAllowed } from './http.ts';
import { requirePermission } from './permissions.ts';
import { handle } from './reply.ts';
import { orderListQuery } from './validated.ts';

/** Orders fetched by completed syncs, the same in both variants. */
export function orderRoutes(variant: Variant, store: SandboxStore, validate: RequestHandler[]): Router {
  const router = express.Router();
  const orders = requirePermission(variant, 'orders');

  router
    .route('/orders')
    .get(
      orders,
      validate,
      handle((req, { userId }) => {
        const { limit, offset, retailer_id: retailerId } = orderListQuery(req);
        const all = store.orders(userId, retailerId);
        return {
          status: 200,
          body: { orders: all.slice(offset, offset + limit).map(toSummary), limit, offset, total: all.length },
        };
      }),
    )
    .all(methodNotAllowed('GET'));

  router
    .route('/orders/:orderId')
    .get(
      orders,
      validate,
      handle((req, { userId }) => ({ status: 200, body: store.order(userId, String(req.params['orderId'])) })),
    )
    .all(methodNotAllowed('GET'));

  return router;
}
