import { attempt, type SessionContext } from './context.ts';
import { errorEvent, isExpired } from './widget-error.ts';

/**
 * The public catalog, into `catalog`; one load at a time. An answer asked for ahead of opening
 * (catalog-ahead.ts) is taken when there is one; if that request failed, it asks again.
 */
export async function loadCatalog(context: SessionContext): Promise<void> {
  const { api, call, catalog, catalogAhead, emit, gone } = context;
  if (gone() || catalog.value.status === 'loading') return;
  catalog.value = { status: 'loading' };
  const ahead = catalogAhead.take();
  await attempt(
    context,
    async () => (ahead ? await ahead.catch(() => api.listCatalog(call)) : api.listCatalog(call)),
    (value) => {
      catalog.value = { status: 'loaded', value };
      emit('catalog.loaded', { count: value.length });
    },
    (error) => {
      catalog.value = { status: 'failed', error };
      emit('error', errorEvent(error));
    },
  );
}

/** The user's connections, into `connections`; nothing while signed out, one load at a time. */
export async function loadConnections(context: SessionContext): Promise<void> {
  const { api, call, connections, emit, gone, tokens } = context;
  if (gone() || !tokens.signedIn || connections.value.status === 'loading') return;
  connections.value = { status: 'loading' };
  // Signed out meanwhile (or the session expired): the sign-out has reset the list already.
  await attempt(
    context,
    () => api.listConnections({ limit: 100, ...call }),
    (value) => {
      if (tokens.signedIn) connections.value = { status: 'loaded', value };
    },
    (error) => {
      if (!tokens.signedIn) return;
      connections.value = { status: 'failed', error };
      // An expired session is told by the sign-in (`auth.signed_out`), which also resets the list.
      if (!isExpired(error)) emit('error', errorEvent(error));
    },
  );
}
