import type {
  Connection,
  Retailer,
  SyncProgress,
  SyncRetailerProgress,
  UserProfile,
} from '../../core/session-contract.ts';

/** Shared by the component tests and the screens gallery, so both show the same made-up data. */
export const DEMO_USER: UserProfile = { sub: 'demo', name: 'Demo Shopper', email: 'demo@example.test' };

const NAMES = [
  'Acorn & Ash Outfitters',
  'Bluebell Books',
  'Café Cortado',
  'Driftwood Home',
  'Ember Electronics',
  'Fern & Feather',
  'Granite Gear',
  'Harbor Hardware',
  'Indigo Apparel',
  'Juniper Garden Supply',
  'Kestrel Kitchenware',
  'Lumen Lighting',
];

/**
 * Twelve retailers; logos are `${logoBase}/{id}.svg`, except two whose URLs are not web URLs
 * (`javascript:` and `data:`), which must show a monogram.
 */
export function sampleRetailers(logoBase = 'https://logos.example.test'): Retailer[] {
  return NAMES.map((displayName, i) => {
    const retailerId = 1001 + i;
    const logo =
      i === 4 ? 'javascript:alert(1)' : i === 7 ? 'data:image/svg+xml,<svg/>' : `${logoBase}/${retailerId}.svg`;
    return { retailerId, displayName, logo, serverSide: i % 3 === 0 };
  });
}

/** The seeded `demo` user's three connections: active, error, pending. */
export function sampleConnections(now = Date.now()): Connection[] {
  return [
    {
      retailerId: 1001,
      displayName: 'Acorn & Ash Outfitters',
      status: 'active',
      lastSyncAt: new Date(now - 5 * 60_000).toISOString(),
    },
    {
      retailerId: 1002,
      displayName: 'Bluebell Books',
      status: 'error',
      lastSyncAt: new Date(now - 3 * 86_400_000).toISOString(),
      errorCode: 'invalid_credentials',
    },
    { retailerId: 1003, displayName: 'Café Cortado', status: 'pending' },
  ];
}

export function progress(status: SyncProgress['status'], retailers: readonly SyncRetailerProgress[]): SyncProgress {
  return { syncId: 'sync-1', status, retailers };
}

export function item(
  retailerId: number,
  status: SyncRetailerProgress['status'],
  ordersFetched = 0,
): SyncRetailerProgress {
  return { retailerId, status, ordersFetched };
}
