import type { HeadlessWidgetSession } from '../session-contract.ts';
import type { SessionContext } from './context.ts';

/** The session's actions for loading data. */
export type DataLoading = Pick<HeadlessWidgetSession, 'loadCatalog' | 'loadConnections'>;

/** The public catalog and the signed-in user's connections, each in a LoadState signal. */
export function createDataLoading({ api, tokens, emit, call, gone, attempt, connections, catalog }: SessionContext): DataLoading {
  return {
    async loadCatalog() {
      if (gone() || catalog.value.status === 'loading') return;
      catalog.value = { status: 'loading' };
      await attempt(() => api.listCatalog(call), (value) => {
        catalog.value = { status: 'loaded', value };
        emit('catalog.loaded', { count: value.length });
      }, (error) => {
        catalog.value = { status: 'failed', error };
        emit('error', { code: error.code });
      });
    },

    /** The user's connections; nothing while signed out. */
    async loadConnections() {
      if (gone() || !tokens.signedIn || connections.value.status === 'loading') return;
      connections.value = { status: 'loading' };
      // Signed out meanwhile (or the session expired): the sign-out has reset the list already.
      await attempt(() => api.listConnections({ limit: 100, ...call }), (value) => {
        if (tokens.signedIn) connections.value = { status: 'loaded', value };
      }, (error) => {
        if (tokens.signedIn) connections.value = { status: 'failed', error };
      });
    },
  };
}
