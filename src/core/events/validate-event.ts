/**
 * The runtime check for receivers of the widget's `postMessage` events (hosts, the hosted popup's
 * opener). Kept apart from the catalogue so the widget itself, which only sends, does not ship it.
 */
import type { WidgetEvent, WidgetEventType } from './catalogue.ts';
import { EVENT_SOURCE, EVENT_VERSION } from './catalogue.ts';

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): boolean => Number.isSafeInteger(value);
const isText = (value: unknown): boolean => typeof value === 'string' && value.length > 0 && value.length <= 128;
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const oneOf = (...values: readonly string[]) => (value: unknown): boolean => values.includes(value as string);
const optional = (check: (value: unknown) => boolean) => (value: unknown): boolean => value === undefined || check(value);
const SYNC_STATUS = oneOf('queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention');
const CONNECTION_STATUS = oneOf('active', 'error', 'pending');
const VIEW_NAME = oneOf('catalog', 'sign_in', 'credentials', 'connections', 'syncing', 'mfa', 'success', 'error');

/** Field checks per type; a payload must have exactly these fields (no smuggled extras). */
const PAYLOADS: { readonly [T in WidgetEventType]: Readonly<Record<string, (value: unknown) => boolean>> } = {
  ready: { variant: oneOf('A', 'B') },
  open: {},
  close: { reason: oneOf('host', 'user') },
  view: { name: VIEW_NAME, retailerId: optional(isId) },
  'auth.started': { method: oneOf('popup', 'redirect') },
  'auth.succeeded': {},
  'auth.failed': { code: isText },
  'auth.cancelled': { reason: oneOf('popup_closed') },
  'auth.signed_out': { reason: oneOf('user', 'session_expired') },
  'catalog.loaded': { count: isCount },
  'retailer.selected': { retailerId: isId },
  'connection.created': { retailerId: isId, status: CONNECTION_STATUS },
  'connection.updated': { retailerId: isId, status: CONNECTION_STATUS },
  'connection.failed': { retailerId: isId, code: isText },
  'sync.started': {
    syncId: isText, retailerIds: (value) => Array.isArray(value) && value.every(isId), resumed: optional((value) => value === true),
  },
  'sync.status': {
    syncId: isText,
    status: SYNC_STATUS,
    retailers: (value) => Array.isArray(value) && value.every((item) => isRecord(item)
      && Object.keys(item).length === 3 && isId(item['retailerId']) && SYNC_STATUS(item['status']) && isCount(item['ordersFetched'])),
  },
  'sync.mfa_required': { syncId: isText, retailerId: isId },
  'sync.mfa_submitted': { syncId: isText, retailerId: isId },
  'sync.completed': { syncId: isText, ordersFetched: isCount },
  'sync.failed': { syncId: isText, code: isText, retailerErrorCode: optional(isText) },
  rate_limited: { retryAfterSeconds: optional(isCount) },
  error: { code: isText, status: optional(isCount) },
  exit: {},
};

export const WIDGET_EVENT_TYPES = Object.keys(PAYLOADS) as readonly WidgetEventType[];

export function isWidgetEventType(value: unknown): value is WidgetEventType {
  return typeof value === 'string' && Object.hasOwn(PAYLOADS, value);
}

/** The runtime check a receiver runs on `event.data` before trusting it as a widget event. */
export function isWidgetEvent(value: unknown): value is WidgetEvent {
  if (!isRecord(value) || value['source'] !== EVENT_SOURCE || value['version'] !== EVENT_VERSION) return false;
  if (!isWidgetEventType(value['type']) || !isText(value['sessionId']) || !isCount(value['timestamp'])) return false;
  const payload = value['payload'];
  if (!isRecord(payload)) return false;
  const fields = PAYLOADS[value['type']];
  return Object.keys(payload).every((key) => Object.hasOwn(fields, key))
    && Object.entries(fields).every(([key, check]) => check(payload[key]));
}
