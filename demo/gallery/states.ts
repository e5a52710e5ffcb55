import type { Retailer, ViewState, WidgetError } from '../../src/core/session-contract.ts';
import type { FakeSessionInit } from '../../src/ui/test-support/fake-session.ts';
import { DEMO_USER, item, progress, sampleConnections, sampleRetailers } from '../../src/ui/test-support/fixtures.ts';

/** The gallery's states, in the order a user meets them; names are the `?state=` values. */
export const STATE_NAMES = [
  'catalog',
  'catalog-5000',
  'catalog-loading',
  'sign_in',
  'signing_in',
  'credentials',
  'credentials-error',
  'reconnect',
  'connections',
  'syncing',
  'syncing-batch',
  'mfa',
  'mfa-error',
  'success',
  'error-401',
  'error-403-a',
  'error-403-b',
  'error-404',
  'error-429',
  'error-502',
  'error-offline',
  'error-sync-locked',
] as const;

export type StateName = (typeof STATE_NAMES)[number];

function error(error: WidgetError, canRetry = true): ViewState {
  return { name: 'error', error, canRetry };
}

const WORDS = ['North', 'Amber', 'Cedar', 'Harbor', 'Maple', 'Silver', 'Willow', 'Copper', 'Linden', 'Quartz'];
const KINDS = ['Market', 'Outfitters', 'Books', 'Home', 'Supply', 'Goods', 'Kitchen', 'Garden', 'Toys', 'Sport'];

/** The catalog size the issue names (5,000), to see that filtering stays instant without a debounce. */
function manyRetailers(logoBase: string, count: number): Retailer[] {
  const logos = sampleRetailers(logoBase).map((r) => r.logo);
  return Array.from({ length: count }, (_, i) => ({
    retailerId: 20_000 + i,
    displayName: `${WORDS[i % 10]} ${WORDS[Math.floor(i / 10) % 10]} ${KINDS[Math.floor(i / 100) % 10]} ${i}`,
    logo: logos[i % logos.length] ?? '',
    serverSide: false,
  }));
}

export function galleryStates(logoBase: string): Record<StateName, FakeSessionInit> {
  const catalog = { status: 'loaded', value: sampleRetailers(logoBase) } as const;
  const signedIn = { status: 'signed_in', user: DEMO_USER } as const;
  const connections = { status: 'loaded', value: sampleConnections() } as const;
  const base = { auth: signedIn, catalog, connections };
  return {
    catalog: { catalog },
    'catalog-5000': { catalog: { status: 'loaded', value: manyRetailers(logoBase, 5000) } },
    'catalog-loading': { catalog: { status: 'loading' } },
    sign_in: { catalog, view: { name: 'sign_in', retailerId: 1002 } },
    signing_in: { catalog, auth: { status: 'signing_in' }, view: { name: 'sign_in', retailerId: 1002 } },
    credentials: { ...base, view: { name: 'credentials', retailerId: 1001, mode: 'connect', submitting: false } },
    'credentials-error': {
      ...base,
      view: {
        name: 'credentials',
        retailerId: 1001,
        mode: 'connect',
        submitting: false,
        error: { code: 'upstream', message: 'Bad gateway', status: 502 },
      },
    },
    reconnect: { ...base, view: { name: 'credentials', retailerId: 1002, mode: 'reconnect', submitting: false } },
    connections: { ...base, view: { name: 'connections' } },
    syncing: { ...base, view: { name: 'syncing', progress: progress('scanning', [item(1001, 'scanning', 23)]) } },
    'syncing-batch': {
      ...base,
      view: {
        name: 'syncing',
        progress: progress('scanning', [
          item(1001, 'completed', 41),
          item(1002, 'connecting'),
          item(1003, 'scanning', 12),
        ]),
      },
    },
    mfa: {
      ...base,
      view: {
        name: 'mfa',
        syncId: 's1',
        retailerId: 1003,
        prompt: 'Enter the 6-digit code we sent to your phone ending in 42.',
        submitting: false,
      },
    },
    'mfa-error': {
      ...base,
      view: {
        name: 'mfa',
        syncId: 's1',
        retailerId: 1003,
        prompt: 'Enter the 6-digit code we sent to your phone ending in 42.',
        submitting: false,
        error: { code: 'sync_failed', message: 'x', retailerErrorCode: 'mfa_failed' },
      },
    },
    success: { ...base, view: { name: 'success', progress: progress('completed', [item(1001, 'completed', 42)]) } },
    'error-401': { ...base, view: error({ code: 'unauthorized', message: 'Token invalid', status: 401 }) },
    'error-403-a': {
      ...base,
      variant: 'A',
      view: error({ code: 'forbidden', message: 'Forbidden', status: 403, detail: 'Contact the service operator.' }),
    },
    'error-403-b': {
      ...base,
      variant: 'B',
      view: error({ code: 'forbidden', message: 'Forbidden', status: 403, detail: 'Missing permission: orders:read' }),
    },
    'error-404': { ...base, view: error({ code: 'not_found', message: 'Not found', status: 404 }) },
    'error-429': {
      ...base,
      view: error({ code: 'rate_limited', message: 'Too many', status: 429, retryAfterSeconds: 42 }),
    },
    'error-502': { ...base, view: error({ code: 'upstream', message: 'Bad gateway', status: 502 }) },
    'error-offline': { ...base, online: false, view: error({ code: 'network', message: 'Failed to fetch' }) },
    'error-sync-locked': {
      ...base,
      view: error({ code: 'sync_failed', message: 'x', retailerErrorCode: 'account_locked' }),
    },
  };
}
