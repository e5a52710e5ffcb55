import type { Connection, HeadlessWidgetSession } from '../session-contract.ts';
import type { SessionContext } from './context.ts';
import type { DataLoading } from './data.ts';
import type { SyncActions, SyncFollowing } from './sync-following.ts';
import { isExpired } from './widget-error.ts';

/** The session's actions for connecting. */
export type ConnectActions = Pick<HeadlessWidgetSession, 'selectRetailer' | 'reconnect' | 'submitCredentials'>;

/** What the sign-in uses. */
export interface Connecting {
  /** The credentials form for a retailer, repairing its connection when there is one. */
  openRetailer(retailerId: number): void;
}

/** Connecting a retailer: the credentials form, and the connection its submission creates or repairs. */
export function createConnecting(
  { api, tokens, emit, call, gone, view, setView, attempt, connections, catalog }: SessionContext,
  { loadCatalog }: DataLoading,
  { syncNow }: SyncActions,
  { follow }: SyncFollowing,
): [ConnectActions, Connecting] {
  function openCredentials(retailerId: number, mode: 'connect' | 'reconnect'): void {
    // The form names the retailer from the catalog. A journey can arrive here without passing the
    // catalog screen (the hosted page resuming after its sign-in redirect), so make sure it loads.
    if (catalog.value.status === 'idle') void loadCatalog();
    setView({ name: 'credentials', retailerId, mode, submitting: false });
  }

  function openRetailer(retailerId: number): void {
    // An existing connection is repaired, not created again (variant A would answer 409).
    const state = connections.value;
    const known = state.status === 'loaded' && state.value.some((item) => item.retailerId === retailerId);
    openCredentials(retailerId, known ? 'reconnect' : 'connect');
  }

  /** Puts a created or repaired connection into the loaded list, in retailer order. */
  function upsertConnection(connection: Connection): void {
    const state = connections.value;
    if (state.status !== 'loaded') return;
    const others = state.value.filter((item) => item.retailerId !== connection.retailerId);
    connections.value = { status: 'loaded', value: [...others, connection].sort((a, b) => a.retailerId - b.retailerId) };
  }

  /** Runs `open` when signed in; otherwise the sign-in comes first and remembers the retailer. */
  function signedInTo(retailerId: number, open: () => void): void {
    if (tokens.signedIn) open();
    else setView({ name: 'sign_in', retailerId });
  }

  return [{
    selectRetailer(retailerId) {
      emit('retailer.selected', { retailerId });
      signedInTo(retailerId, () => openRetailer(retailerId));
    },
    reconnect(retailerId) {
      signedInTo(retailerId, () => openCredentials(retailerId, 'reconnect'));
    },
    async submitCredentials(credentials) {
      const current = view.value;
      if (gone() || current.name !== 'credentials' || current.submitting) return;
      const { retailerId, mode } = current;
      const connect = mode === 'connect';
      setView({ name: 'credentials', retailerId, mode, submitting: true });
      // The credentials go straight into the request body: never kept, logged or emitted.
      await attempt(() => (connect ? api.connect(retailerId, credentials, call) : api.reauthenticate(retailerId, credentials, call)), ({ connection, sync }) => {
        upsertConnection(connection);
        emit(connect ? 'connection.created' : 'connection.updated', { retailerId, status: connection.status });
        follow(sync, () => void syncNow(retailerId));
      }, (error) => {
        emit('connection.failed', { retailerId, code: error.code });
        if (!isExpired(error)) setView({ name: 'credentials', retailerId, mode, submitting: false, error });
      });
    },
  }, { openRetailer }];
}
