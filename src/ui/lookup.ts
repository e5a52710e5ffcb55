import type { Retailer, WidgetSession } from '../core/session-contract.ts';

/** The catalog entry for a retailer, when the catalog is loaded. */
export function findRetailer(session: WidgetSession, retailerId: number): Retailer | undefined {
  const catalog = session.catalog.value;
  return catalog.status === 'loaded' ? catalog.value.find((r) => r.retailerId === retailerId) : undefined;
}

/**
 * A retailer's name from the catalog, else from the user's connections (a reconnect may start
 * before the catalog was ever loaded); undefined when neither knows it.
 */
export function retailerName(session: WidgetSession, retailerId: number): string | undefined {
  const fromCatalog = findRetailer(session, retailerId);
  if (fromCatalog) return fromCatalog.displayName;
  const connections = session.connections.value;
  return connections.status === 'loaded'
    ? connections.value.find((c) => c.retailerId === retailerId)?.displayName
    : undefined;
}
