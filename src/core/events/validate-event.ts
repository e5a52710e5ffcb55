/**
 * The runtime check for receivers of the widget's `postMessage` events (hosts, the hosted popup's
 * opener). Kept apart from the catalogue so the widget itself, which only sends, does not ship it.
 */
import type { WidgetEvent, WidgetEventType } from './catalogue.ts';
import { EVENT_SOURCE, EVENT_VERSION } from './catalogue.ts';

type Check = (value: unknown) => boolean;
type Fields = Readonly<Record<string, Check>>;
type AnyRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is AnyRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId: Check = (value) => Number.isSafeInteger(value);
const isText: Check = (value) => typeof value === 'string' && value.length > 0 && value.length <= 128;
const isCount: Check = (value) => isId(value) && (value as number) >= 0;
const oneOf =
  (...values: readonly string[]): Check =>
  (value) =>
    values.includes(value as string);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
/** A record with no fields but these (no smuggled extras), each passing its check. */
const fits = (fields: Fields, value: unknown): value is AnyRecord =>
  isRecord(value) &&
  Object.keys(value).every((key) => Object.hasOwn(fields, key)) &&
  Object.entries(fields).every(([key, check]) => check(value[key]));
const SYNC_STATUS = oneOf('queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention');
const CONNECTION_STATUS = oneOf('active', 'error', 'pending');
const SYNC_ITEM: Fields = { retailerId: isId, status: SYNC_STATUS, ordersFetched: isCount };
/** An `open` event's target: a retailer (to reconnect or not), or the connections. */
const isTarget: Check = (value) =>
  fits({ retailerId: isId, reconnect: optional((flag) => typeof flag === 'boolean') }, value) ||
  fits({ view: oneOf('connections') }, value);

/** Field checks per type; a payload must have no other fields. */
const PAYLOADS: { readonly [T in WidgetEventType]: Fields } = {
  ready: { variant: oneOf('A', 'B') },
  open: { target: optional(isTarget) },
  close: { reason: oneOf('host', 'user') },
  resumed: { after: oneOf('sign_in'), retailerId: optional(isId), target: optional(isTarget) },
  view: {
    name: oneOf('catalog', 'sign_in', 'credentials', 'connections', 'syncing', 'mfa', 'success', 'error'),
    retailerId: optional(isId),
  },
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
    syncId: isText,
    retailerIds: (value) => Array.isArray(value) && value.every(isId),
    resumed: optional((value) => value === true),
  },
  'sync.status': {
    syncId: isText,
    status: SYNC_STATUS,
    // All three fields own (not inherited), hence the count.
    retailers: (value) =>
      Array.isArray(value) && value.every((item) => fits(SYNC_ITEM, item) && Object.keys(item).length === 3),
  },
  'sync.mfa_required': { syncId: isText, retailerId: isId },
  'sync.mfa_submitted': { syncId: isText, retailerId: isId },
  'sync.completed': { syncId: isText, ordersFetched: isCount },
  'sync.failed': { syncId: isText, code: isText, retailerErrorCode: optional(isText) },
  rate_limited: { retryAfterSeconds: optional(isCount), retailerId: optional(isId) },
  error: { code: isText, status: optional(isCount) },
  warning: {
    code: oneOf('locale_unsupported'),
    // What the host gave, which may be empty.
    requested: (value) => typeof value === 'string' && value.length <= 64,
    locale: isText,
  },
  exit: {},
};

export const WIDGET_EVENT_TYPES = /* @__PURE__ */ Object.keys(PAYLOADS) as readonly WidgetEventType[];

export function isWidgetEventType(value: unknown): value is WidgetEventType {
  return typeof value === 'string' && Object.hasOwn(PAYLOADS, value);
}

/** The runtime check a receiver runs on `event.data` before trusting it as a widget event. */
export function isWidgetEvent(value: unknown): value is WidgetEvent {
  return (
    isRecord(value) &&
    value['source'] === EVENT_SOURCE &&
    value['version'] === EVENT_VERSION &&
    isWidgetEventType(value['type']) &&
    isText(value['sessionId']) &&
    isCount(value['timestamp']) &&
    fits(PAYLOADS[value['type']], value['payload'])
  );
}
