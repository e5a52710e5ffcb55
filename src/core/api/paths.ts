import type { ApiVariant } from '../session-contract.ts';

/** The paths of each variant (spec §4.1, DESIGN §3; openapi/paths.ts is the same table as a document). */
export interface ApiPaths {
  catalog: string;
  connections: string;
  connection(retailerId: number): string;
  syncOne(retailerId: number): string;
  syncAll: string;
  latestSync: string;
  sync(syncId: string): string;
  mfa(syncId: string): string;
  orders: string;
  order(orderId: string): string;
}

const segment = (value: string | number): string => encodeURIComponent(String(value));

export function apiPaths(variant: ApiVariant): ApiPaths {
  // Variant B names connections as the user's retailers, and moves the public catalog aside.
  const connections = variant === 'A' ? '/sync/connections' : '/sync/retailers';
  return {
    catalog: variant === 'A' ? '/sync/retailers' : '/retailers/available',
    connections,
    connection: (retailerId) => `${connections}/${segment(retailerId)}`,
    syncOne: (retailerId) => `${connections}/${segment(retailerId)}/sync`,
    syncAll: `${connections}/sync`,
    latestSync: '/sync/sessions/latest',
    sync: (syncId) => `/sync/sessions/${segment(syncId)}`,
    mfa: (syncId) => `/sync/sessions/${segment(syncId)}/mfa`,
    orders: '/orders',
    order: (orderId) => `/orders/${segment(orderId)}`,
  };
}
