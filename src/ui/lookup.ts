import type { LoadState, Retailer, WidgetSession } from '../core/session-contract.ts';

/** A loaded list, else none. */
function loaded<T>(state: LoadState<readonly T[]>): readonly T[] {
  return state.status === 'loaded' ? state.value : [];
}

/** The catalog entry for a retailer, when the catalog is loaded (none for no retailer). */
export function findRetailer(session: WidgetSession, retailerId: number | undefined): Retailer | undefined {
  return loaded(session.catalog.value).find((r) => r.retailerId === retailerId);
}

/**
 * A retailer's name from the catalog, else from the user's connections (a reconnect may start
 * before the catalog was ever loaded); undefined when neither knows it, or there is no retailer.
 */
export function retailerName(session: WidgetSession, retailerId: number | undefined): string | undefined {
  return (
    findRetailer(session, retailerId) ?? loaded(session.connections.value).find((c) => c.retailerId === retailerId)
  )?.displayName;
}
