import type { RetailSyncApi } from '../api/api-client.ts';
import type { Retailer } from '../domain.ts';
import type { WidgetEnvironment } from '../environment.ts';

/**
 * How long a catalog asked for ahead of opening stays good to show. The public catalog changes
 * when retailers are added, which is rare; a page left open longer asks again on open().
 */
export const CATALOG_AHEAD_MAX_AGE_MS = 5 * 60_000;

/**
 * The public catalog asked for before anyone opens the widget (`create()` does it once the page is
 * idle), so that `open()` paints the list without waiting for the network. It is only a request
 * in flight: no signal changes and no event goes out until `loadCatalog` takes the answer, so the
 * host hears `catalog.loaded` after `open` as always. A failed or old answer is never shown:
 * `loadCatalog` asks again.
 */
export interface CatalogAhead {
  /** Starts the request, unless one is already waiting to be taken. */
  ask(): void;
  /** The answer asked for ahead, once, if still fresh; then it is forgotten. */
  take(): Promise<readonly Retailer[]> | undefined;
}

/** What it is made from: the session's API client, its lifetime as call options, and its clock. */
export interface CatalogAheadSetup {
  readonly api: Pick<RetailSyncApi, 'listCatalog'>;
  readonly call: { readonly signal: AbortSignal };
  readonly env: Pick<WidgetEnvironment, 'now'>;
}

export function createCatalogAhead(context: CatalogAheadSetup): CatalogAhead {
  const { api, call, env } = context;
  let waiting: { askedAt: number; answer: Promise<readonly Retailer[]> } | undefined;
  return {
    ask() {
      if (call.signal.aborted || waiting) return;
      const answer = api.listCatalog(call);
      // Nobody may ever take it: a failure here must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      waiting = { askedAt: env.now(), answer };
    },
    take() {
      const taken = waiting;
      waiting = undefined;
      if (!taken || env.now() - taken.askedAt > CATALOG_AHEAD_MAX_AGE_MS) return undefined;
      return taken.answer;
    },
  };
}
