import type { Request } from 'express';
import type { components } from '../../../src/core/api/generated/variant-a.ts';

type Parameters = components['parameters'];
type Schemas = components['schemas'];

/**
 * Typed views of a request that passed the OpenAPI validator (request-validation.ts): query and path
 * parameters are already coerced to their documented types, with the documented defaults filled in,
 * and the body matches its schema. The casts are sound only behind that validator, which every route
 * mounts before its handler; no handler parses or re-checks what the document already states.
 */

export interface PageQuery {
  limit: Parameters['Limit'];
  offset: Parameters['Offset'];
}

export interface ConnectionListQuery extends PageQuery {
  status?: Parameters['Status'];
}

export interface OrderListQuery extends PageQuery {
  retailer_id?: Parameters['RetailerIdQuery'];
}

export type ConnectBody = Schemas['ConnectRequest'];
export type UpdateBody = Pick<ConnectBody, 'credentials'>;
export type MfaBody = Schemas['MfaRequest'];

export const connectionListQuery = (req: Request) => req.query as unknown as ConnectionListQuery;
export const orderListQuery = (req: Request) => req.query as unknown as OrderListQuery;
export const retailerIdParam = (req: Request) => req.params['retailerId'] as unknown as Parameters['RetailerIdPath'];
export const connectBody = (req: Request) => req.body as ConnectBody;
export const updateBody = (req: Request) => req.body as UpdateBody;
export const mfaBody = (req: Request) => req.body as MfaBody;
