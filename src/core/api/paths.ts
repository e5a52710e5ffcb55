import type { paths as PathsA } from './generated/variant-a.ts';
import type { paths as PathsB } from './generated/variant-b.ts';

/**
 * The operations the client calls (api-client.ts builds their paths; docs/sandbox.md has the table;
 * openapi/paths.ts is the same table as a document), checked against the generated documents:
 * renaming a path or dropping an operation in openapi/ breaks this build instead of the widget at
 * run time. Types only: nothing here ships.
 */
type Operation<P, Path extends keyof P, M extends string> = M extends keyof P[Path] ? NonNullable<P[Path][M]> : never;
type Exists<T> = [T] extends [never] ? false : true;
type Used = readonly (readonly [string, 'get' | 'post' | 'put'])[];
type Check<P, U extends Used> = {
  [I in keyof U]: U[I] extends readonly [infer Path, infer M extends string]
    ? Path extends keyof P
      ? Exists<Operation<P, Path, M>>
      : false
    : false;
};

type UsedA = [
  ['/sync/retailers', 'get'],
  ['/sync/connections', 'get'],
  ['/sync/connections', 'post'],
  ['/sync/connections/{retailerId}', 'get'],
  ['/sync/connections/{retailerId}', 'put'],
  ['/sync/connections/{retailerId}/sync', 'post'],
  ['/sync/connections/sync', 'post'],
  ['/sync/sessions/latest', 'get'],
  ['/sync/sessions/{syncId}', 'get'],
  ['/sync/sessions/{syncId}/mfa', 'post'],
  ['/orders', 'get'],
  ['/orders/{orderId}', 'get'],
];
type UsedB = [
  ['/retailers/available', 'get'],
  ['/sync/retailers', 'get'],
  ['/sync/retailers', 'post'],
  ['/sync/retailers/{retailerId}', 'get'],
  ['/sync/retailers/{retailerId}/sync', 'post'],
  ['/sync/retailers/sync', 'post'],
  ['/sync/sessions/latest', 'get'],
  ['/sync/sessions/{syncId}', 'get'],
  ['/sync/sessions/{syncId}/mfa', 'post'],
  ['/orders', 'get'],
  ['/orders/{orderId}', 'get'],
];
/** Compiles only when every operation exists: a `false` in the checked tuple fails the constraint. */
type AllExist<T extends readonly true[]> = T;
export type CheckedOperations = [AllExist<Check<PathsA, UsedA>>, AllExist<Check<PathsB, UsedB>>];
