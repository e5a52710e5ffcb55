/**
 * Hand-written runtime guards for the API's answers. Small on purpose: the whole widget must fit
 * 24 KB gzip, so no schema library ships to the browser. Each guard checks what the widget reads;
 * unknown extra fields are tolerated (a newer service may add some).
 */
import type { ConnectionStatus, SyncStatus } from '../session-contract.ts';
import type {
  AvailableRetailerBody, ConnectionBody, ConnectResultBody, Order, OrderItem, OrderList, OrderSummary, SyncRetailerBody, SyncSessionBody, UserInfoBody,
} from './types.ts';

export type Guard<T> = (value: unknown) => value is T;
type Fields = Record<string, unknown>;

const CONNECTION_STATUSES: readonly string[] = ['active', 'error', 'pending'] satisfies ConnectionStatus[];
const SYNC_STATUSES: readonly string[] = ['queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention'] satisfies SyncStatus[];

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A string of `min` to `max` characters (any string by default). */
const isText = (value: unknown, min = 0, max = Infinity): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
/** An optional string field: absent, or a string of `min` to `max` characters (an open enum value, see types.ts: 1 to 64). */
const isOptionalText = (value: unknown, min?: number, max?: number): value is string | undefined => value === undefined || isText(value, min, max);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;

export const arrayOf = <T>(guard: Guard<T>): Guard<T[]> => (value: unknown): value is T[] => Array.isArray(value) && value.every(guard);

export const isAvailableRetailer: Guard<AvailableRetailerBody> = (value): value is AvailableRetailerBody =>
  isRecord(value) && isInteger(value['retailerId']) && isText(value['displayName']) && isText(value['logo'])
  && isRecord(value['syncConfig']) && typeof value['syncConfig']['serverSide'] === 'boolean';

export const isConnection: Guard<ConnectionBody> = (value): value is ConnectionBody =>
  isRecord(value) && isInteger(value['retailerId']) && isText(value['displayName'])
  && CONNECTION_STATUSES.includes(value['status'] as string)
  && isText(value['lastSyncAt']) && isOptionalText(value['errorCode'], 1, 64);

const isSyncRetailer: Guard<SyncRetailerBody> = (value): value is SyncRetailerBody =>
  isRecord(value) && isInteger(value['retailerId']) && SYNC_STATUSES.includes(value['status'] as string)
  && isCount(value['ordersFetched']) && isOptionalText(value['errorCode'], 1, 64)
  && (value['mfa'] === undefined || (isRecord(value['mfa']) && isText(value['mfa']['prompt'])));

export const isSyncSession: Guard<SyncSessionBody> = (value): value is SyncSessionBody =>
  isRecord(value) && isText(value['syncId'], 1, 128) && SYNC_STATUSES.includes(value['status'] as string)
  && isText(value['createdAt']) && isText(value['updatedAt']) && arrayOf(isSyncRetailer)(value['retailers']);

export const isConnectResult: Guard<ConnectResultBody> = (value): value is ConnectResultBody =>
  isRecord(value) && isConnection(value['connection']) && isSyncSession(value['sync']);

export const isOrderSummary: Guard<OrderSummary> = (value): value is OrderSummary =>
  isRecord(value) && isText(value['orderId']) && isInteger(value['retailerId']) && isText(value['orderNumber'])
  && isText(value['orderedAt']) && isText(value['status'], 1, 64) && isText(value['currency'])
  && isCount(value['total']) && isCount(value['itemCount']);

const isOrderItem: Guard<OrderItem> = (value): value is OrderItem =>
  isRecord(value) && isText(value['name']) && isText(value['sku']) && isCount(value['quantity']) && isCount(value['unitPrice']);

export const isOrder: Guard<Order> = (value): value is Order => isOrderSummary(value) && arrayOf(isOrderItem)((value as unknown as Fields)['items']);

export const isOrderList: Guard<OrderList> = (value): value is OrderList =>
  isRecord(value) && arrayOf(isOrderSummary)(value['orders']) && isCount(value['limit']) && isCount(value['offset']) && isCount(value['total']);

export const isUserInfo: Guard<UserInfoBody> = (value): value is UserInfoBody =>
  isRecord(value) && isText(value['sub'], 1)
  && isOptionalText(value['name']) && isOptionalText(value['email']);
