import createClient from 'openapi-fetch';
import type { ConnectionStatus, Credentials } from '../domain.ts';
import type { paths as PathsA } from './generated/variant-a.ts';
import type { paths as PathsB } from './generated/variant-b.ts';

/** The answer of a typed call (openapi-fetch's `{ data, response }`); only these two are read. */
export interface TypedAnswer {
  readonly data?: unknown;
  readonly response: Response;
}

/** The `fetch` a typed call goes through. */
export interface Through {
  fetch(request: Request): Promise<Response>;
}

/**
 * The operations whose paths differ between the variants, each as one typed call through `through`.
 * Each variant's adapter checks its paths, methods, parameters and bodies against that variant's
 * OpenAPI document (src/core/api/generated): a path the document does not have is a compile error.
 */
export interface VariantRoutes {
  /** Answers the body unread, as a stream: the client reads it in steps (in-steps.ts). */
  readonly listCatalog: (through: Through) => Promise<TypedAnswer>;
  readonly listConnections: (
    through: Through,
    query: { limit?: number; offset?: number; status?: ConnectionStatus },
  ) => Promise<TypedAnswer>;
  readonly getConnection: (through: Through, retailerId: number) => Promise<TypedAnswer>;
  readonly connect: (through: Through, retailerId: number, credentials: Credentials) => Promise<TypedAnswer>;
  readonly reauthenticate: (through: Through, retailerId: number, credentials: Credentials) => Promise<TypedAnswer>;
  readonly syncOne: (through: Through, retailerId: number) => Promise<TypedAnswer>;
  readonly syncAll: (through: Through) => Promise<TypedAnswer>;
}

/** Variant A: connections under `/sync/connections`, the public catalog at `/sync/retailers`. */
export function variantA(baseUrl: string): VariantRoutes {
  const a = createClient<PathsA>({ baseUrl });
  return {
    listCatalog: (through) => a.GET('/sync/retailers', { ...through, parseAs: 'stream' }),
    listConnections: (through, query) => a.GET('/sync/connections', { params: { query }, ...through }),
    getConnection: (through, retailerId) =>
      a.GET('/sync/connections/{retailerId}', { params: { path: { retailerId } }, ...through }),
    connect: (through, retailerId, credentials) =>
      a.POST('/sync/connections', { body: { retailerId, credentials }, ...through }),
    reauthenticate: (through, retailerId, credentials) =>
      a.PUT('/sync/connections/{retailerId}', { params: { path: { retailerId } }, body: { credentials }, ...through }),
    syncOne: (through, retailerId) =>
      a.POST('/sync/connections/{retailerId}/sync', { params: { path: { retailerId } }, ...through }),
    syncAll: (through) => a.POST('/sync/connections/sync', { ...through }),
  };
}

/**
 * Variant B: connections named as the user's retailers, the public catalog moved aside, and no
 * Update Connection: connecting again replaces the credentials (docs/decisions.md, docs/sandbox.md).
 */
export function variantB(baseUrl: string): VariantRoutes {
  const b = createClient<PathsB>({ baseUrl });
  const connect: VariantRoutes['connect'] = (through, retailerId, credentials) =>
    b.POST('/sync/retailers', { body: { retailerId, credentials }, ...through });
  return {
    listCatalog: (through) => b.GET('/retailers/available', { ...through, parseAs: 'stream' }),
    listConnections: (through, query) => b.GET('/sync/retailers', { params: { query }, ...through }),
    getConnection: (through, retailerId) =>
      b.GET('/sync/retailers/{retailerId}', { params: { path: { retailerId } }, ...through }),
    connect,
    reauthenticate: connect,
    syncOne: (through, retailerId) =>
      b.POST('/sync/retailers/{retailerId}/sync', { params: { path: { retailerId } }, ...through }),
    syncAll: (through) => b.POST('/sync/retailers/sync', { ...through }),
  };
}
