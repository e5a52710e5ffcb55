/**
 * Hand-written runtime guards for the API's answers. Small on purpose: no schema library ships to
 * the browser. Each guard checks what the widget reads; unknown extra fields are tolerated (a newer
 * service may add some).
 */
import type { ConnectionStatus, SyncStatus } from '../domain.ts';
import type {
  AvailableRetailerBody,
  ConnectionBody,
  ConnectResultBody,
  Order,
  OrderItem,
  OrderList,
  OrderSummary,
  SkippedRetailerBody,
  SyncBatchBody,
  SyncRetailerBody,
  SyncSessionBody,
} from './types.ts';

export type Guard<T> = (value: unknown) => value is T;
/** A guard per field of `T`: the compiler checks the field names and types against the generated schema. */
type Fields<T> = { [K in keyof T]-?: Guard<T[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * An object whose every listed field passes its guard. The fields are listed once, when the guard is
 * made: a catalog of 50,000 retailers is checked field by field, and listing them per item cost more
 * than the checks themselves (docs/performance-and-size.md, "Where the time goes").
 */
const shape = <T>(fields: Fields<T>): Guard<T> => {
  const checks = Object.entries<Guard<unknown>>(fields as Record<string, Guard<unknown>>);
  return (value): value is T => {
    if (!isRecord(value)) return false;
    for (const [name, guard] of checks) if (!guard(value[name])) return false;
    return true;
  };
};
/** A string of `min` to `max` characters. */
const text =
  (min = 0, max = Infinity): Guard<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const isString = text();
/** An open enum value (see types.ts): any short string. */
const isCode = text(1, 64);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;
const oneOf =
  <T extends string>(...values: T[]): Guard<T> =>
  (value): value is T =>
    values.includes(value as T);
const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

/**
 * Every item passes: a hole of a sparse array is read as `undefined` (`every` alone would skip it),
 * without copying the array to find out.
 */
export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && everyItem(value, guard, 0, value.length);

/** Whether items `from` to `to` (excluded) of `items` pass `guard`, holes read as `undefined`. */
export function everyItem(items: readonly unknown[], guard: Guard<unknown>, from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) if (!guard(items[index])) return false;
  return true;
}

const isSyncStatus = oneOf<SyncStatus>('queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention');

export const isAvailableRetailer = shape<AvailableRetailerBody>({
  retailerId: isInteger,
  displayName: isString,
  logo: isString,
  syncConfig: shape({ serverSide: (value): value is boolean => typeof value === 'boolean' }),
});

export const isConnection = shape<ConnectionBody>({
  retailerId: isInteger,
  displayName: isString,
  status: oneOf<ConnectionStatus>('active', 'error', 'pending'),
  lastSyncAt: isString,
  errorCode: optional(isCode),
});

const isSyncRetailer = shape<SyncRetailerBody>({
  retailerId: isInteger,
  status: isSyncStatus,
  ordersFetched: isCount,
  errorCode: optional(isCode),
  mfa: optional(shape({ prompt: isString })),
});

export const isSyncSession = shape<SyncSessionBody>({
  syncId: text(1, 128),
  status: isSyncStatus,
  createdAt: isString,
  updatedAt: isString,
  retailers: arrayOf(isSyncRetailer),
});

const isSkippedRetailer = shape<SkippedRetailerBody>({
  retailerId: isInteger,
  reason: isCode,
  retryAfterSeconds: optional(isCount),
});

export const isSyncBatch = (value: unknown): value is SyncBatchBody =>
  isSyncSession(value) && optional(arrayOf(isSkippedRetailer))((value as SyncBatchBody).skipped);

export const isConnectResult = shape<ConnectResultBody>({ connection: isConnection, sync: isSyncSession });

const ORDER_SUMMARY: Fields<OrderSummary> = {
  orderId: isString,
  retailerId: isInteger,
  orderNumber: isString,
  orderedAt: isString,
  status: isCode,
  currency: isString,
  total: isCount,
  itemCount: isCount,
};

export const isOrderSummary = shape(ORDER_SUMMARY);

const isOrderItem = shape<OrderItem>({ name: isString, sku: isString, quantity: isCount, unitPrice: isCount });

export const isOrder = shape<Order>({ ...ORDER_SUMMARY, items: arrayOf(isOrderItem) });

export const isOrderList = shape<OrderList>({
  orders: arrayOf(isOrderSummary),
  limit: isCount,
  offset: isCount,
  total: isCount,
});
