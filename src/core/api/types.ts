/**
 * The API's resource shapes, generated from the OpenAPI documents (openapi/variant-*.json, by
 * `npm run generate:api` into ./generated). Both variants share these schemas; the assertions at
 * the end break the build if the two documents ever disagree.
 *
 * Two fields are widened on purpose: `errorCode` and the order `status` are enums in the documents,
 * but a service that adds a value must not make a whole sync or order list unreadable, so the guards
 * accept any short string there and the UI shows its generic copy for an unknown one.
 */
import type { components as VariantA } from './generated/variant-a.ts';
import type { components as VariantB } from './generated/variant-b.ts';
import type { Order, OrderItem, OrderList, OrderSummary } from './orders.ts';

type Schemas = VariantB['schemas'];
type Open<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: string };

export type AvailableRetailerBody = Schemas['AvailableRetailer'];
export type ConnectionBody = Open<Schemas['Connection'], 'errorCode'>;
export type SyncRetailerBody = Open<Schemas['SyncRetailer'], 'errorCode'>;
export type SyncSessionBody = Omit<Schemas['SyncSession'], 'retailers'> & { retailers: SyncRetailerBody[] };
export type SkippedRetailerBody = Open<Schemas['SkippedRetailer'], 'reason'>;
/** `skipped` is optional here: a service that does not name what it left out still starts a batch. */
export type SyncBatchBody = SyncSessionBody & { skipped?: SkippedRetailerBody[] };
export interface ConnectResultBody {
  connection: ConnectionBody;
  sync: SyncSessionBody;
}
// Written out in orders.ts for the public API; checked against the schemas below (OrdersAgree).
export type { Order, OrderItem, OrderList, OrderSummary };

// Both variants must describe the resources identically: one client serves both.
/** Exact type equality (optional fields included), the usual deferred-conditional trick. */
// The trick's T is used once on purpose: the comparison is between two deferred conditionals.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type Shared =
  | 'AvailableRetailer'
  | 'Connection'
  | 'SyncSession'
  | 'SyncRetailer'
  | 'SyncBatch'
  | 'SkippedRetailer'
  | 'ConnectResult'
  | 'Order'
  | 'OrderSummary'
  | 'OrderList'
  | 'UserInfo';
type AllTrue<T extends Record<Shared, true>> = T;
/** Does not compile when the variants' documents describe a shared resource differently. */
export type VariantsAgree = AllTrue<{ [K in Shared]: Same<VariantA['schemas'][K], VariantB['schemas'][K]> }>;

/** Each way assignable: the same fields, optional where the other's are (readonly aside). */
type Alike<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;
type OrderType = 'OrderSummary' | 'OrderItem' | 'Order' | 'OrderList';
type AllAlike<T extends Record<OrderType, true>> = T;
/** Does not compile when orders.ts's interfaces and the documents' order schemas differ. */
export type OrdersAgree = AllAlike<{
  OrderSummary: Alike<OrderSummary, Open<Schemas['OrderSummary'], 'status'>>;
  OrderItem: Alike<OrderItem, Schemas['OrderItem']>;
  Order: Alike<Order, Open<Schemas['Order'], 'status'>>;
  OrderList: Alike<OrderList, Omit<Schemas['OrderList'], 'orders'> & { orders: OrderSummary[] }>;
}>;
