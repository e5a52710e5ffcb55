import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE, type WidgetEvent } from './catalogue.ts';
import { isWidgetEvent, WIDGET_EVENT_TYPES } from './validate-event.ts';

const envelope = { source: EVENT_SOURCE, version: 1, sessionId: 'ws_1', timestamp: 1_700_000_000_000 } as const;

/** One valid example per type: the test fails when a type is added without one. */
const EXAMPLES: { readonly [T in WidgetEvent['type']]: Extract<WidgetEvent, { type: T }>['payload'] } = {
  ready: { variant: 'B' },
  open: {},
  close: { reason: 'host' },
  resumed: { after: 'sign_in', retailerId: 3, target: { retailerId: 3, reconnect: true } },
  view: { name: 'credentials', retailerId: 3 },
  'auth.started': { method: 'popup' },
  'auth.succeeded': {},
  'auth.failed': { code: 'state_mismatch' },
  'auth.cancelled': { reason: 'popup_closed' },
  'auth.signed_out': { reason: 'session_expired' },
  'catalog.loaded': { count: 48 },
  'retailer.selected': { retailerId: 3 },
  'connection.created': { retailerId: 3, status: 'pending' },
  'connection.updated': { retailerId: 3, status: 'pending' },
  'connection.failed': { retailerId: 3, code: 'upstream' },
  'sync.started': { syncId: 'sync_1', retailerIds: [3, 4] },
  'sync.status': {
    syncId: 'sync_1',
    status: 'scanning',
    retailers: [{ retailerId: 3, status: 'scanning', ordersFetched: 12 }],
  },
  'sync.mfa_required': { syncId: 'sync_1', retailerId: 3 },
  'sync.mfa_submitted': { syncId: 'sync_1', retailerId: 3 },
  'sync.completed': { syncId: 'sync_1', ordersFetched: 40 },
  'sync.failed': { syncId: 'sync_1', code: 'sync_failed', retailerErrorCode: 'account_locked' },
  rate_limited: { retryAfterSeconds: 30 },
  error: { code: 'network' },
  warning: { code: 'locale_unsupported', requested: 'xx-YY', locale: 'en' },
  exit: {},
};

describe('isWidgetEvent()', () => {
  it.each(WIDGET_EVENT_TYPES)('should accept a valid %s event', (type) => {
    expect(isWidgetEvent({ ...envelope, type, payload: EXAMPLES[type] })).toBe(true);
  });

  it('should have an example for every type of the design (§6), the added auth.signed_out, warning and resumed', () => {
    expect([...WIDGET_EVENT_TYPES].sort()).toEqual(Object.keys(EXAMPLES).sort());
    expect(WIDGET_EVENT_TYPES).toHaveLength(25);
  });

  it('should accept rate_limited naming the retailer that sync all left out', () => {
    const payload = { retailerId: 1002, retryAfterSeconds: 3490 };
    expect(isWidgetEvent({ ...envelope, type: 'rate_limited', payload })).toBe(true);
  });

  it.each([
    ['another source', { ...envelope, source: 'other', type: 'exit', payload: {} }],
    ['another version', { ...envelope, version: 2, type: 'exit', payload: {} }],
    ['an unknown type', { ...envelope, type: 'sync.exploded', payload: {} }],
    ['an inherited key as type', { ...envelope, type: 'toString', payload: {} }],
    ['no session id', { ...envelope, sessionId: '', type: 'exit', payload: {} }],
    ['a missing payload', { ...envelope, type: 'exit' }],
    ['a wrong payload field', { ...envelope, type: 'catalog.loaded', payload: { count: -1 } }],
    ['a missing payload field', { ...envelope, type: 'retailer.selected', payload: {} }],
    [
      'an extra password field',
      { ...envelope, type: 'retailer.selected', payload: { retailerId: 1, password: 'pass_good' } },
    ],
    [
      'an extra field in a sync item',
      {
        ...envelope,
        type: 'sync.status',
        payload: {
          syncId: 's',
          status: 'queued',
          retailers: [{ retailerId: 1, status: 'queued', ordersFetched: 0, code: '123456' }],
        },
      },
    ],
    ['an open target with an unknown view', { ...envelope, type: 'open', payload: { target: { view: 'orders' } } }],
    [
      'an open target with a retailer and a view',
      { ...envelope, type: 'open', payload: { target: { retailerId: 1, view: 'connections' } } },
    ],
    [
      'an open target with an extra field',
      { ...envelope, type: 'open', payload: { target: { retailerId: 1, token: 'secret' } } },
    ],
    ['an open target that is not an object', { ...envelope, type: 'open', payload: { target: 1 } }],
    ['a string', 'ready'],
    ['null', null],
  ])('should refuse %s', (_label, value) => {
    expect(isWidgetEvent(value)).toBe(false);
  });

  it.each([{ retailerId: 3 }, { retailerId: 3, reconnect: true }, { view: 'connections' }])(
    'should accept an open event with the target %o',
    (target) => {
      expect(isWidgetEvent({ ...envelope, type: 'open', payload: { target } })).toBe(true);
    },
  );
});
