import type { ReadonlySignal } from '@preact/signals-core';
import type { Connection, LoadState, OpenTarget, WidgetErrorCode } from '../domain.ts';
import type { Connecting } from './connecting.ts';
import type { SessionContext } from './context.ts';
import { loadCatalog, loadConnections } from './loading.ts';
import type { Navigation } from './navigation.ts';
import { errorEvent } from './widget-error.ts';

/** The host's `open(target)`: straight to a retailer, the repair of its connection, or the connections. */
export interface Targets {
  /**
   * Goes to `target`. A retailer is looked up in the catalog first (public, so an unknown one is
   * said before asking anyone to sign in); signed out, the sign-in comes next and goes on to the
   * target (sign-in.ts). Signed in: the connections decide between the credentials form, the
   * connections screen at that connection, or the repair of a connection in `error`.
   */
  readonly goTo: (target: OpenTarget) => void;
}

/**
 * The list once it is no longer loading (loaded, failed, or left idle: signed out), asking for it
 * if nobody has yet. A load already under way is waited for, not repeated.
 */
function settled<T>(list: ReadonlySignal<LoadState<T>>, load: () => Promise<void>): Promise<LoadState<T>> {
  if (list.peek().status === 'idle') void load();
  const now = list.peek();
  if (now.status !== 'loading') return Promise.resolve(now);
  return new Promise((resolve) => {
    // subscribe() calls back at once with "loading" (ignored), so `stop` is assigned before it is needed.
    const stop = list.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state);
    });
  });
}

export function createTargets(
  context: SessionContext,
  {
    connecting,
    navigation,
  }: { connecting: Pick<Connecting, 'openRetailer' | 'reconnect'>; navigation: Pick<Navigation, 'showConnections'> },
): Targets {
  const { catalog, connections, emit, gone, setView, tokens } = context;
  /** Bumped by each goTo: one still waiting for a list gives way to a newer target. */
  let latest = 0;

  /** A target the widget cannot go to: the error view (no retry; its action leads on) and its `error` event. */
  function refuse(code: WidgetErrorCode, message: string): void {
    const error = { code, message };
    emit('error', errorEvent(error));
    setView({ name: 'error', error, canRetry: false });
  }

  // A function, not the property: TypeScript would keep its narrowing across the awaits below.
  const signedIn = (): boolean => tokens.signedIn;

  async function goTo(target: OpenTarget): Promise<void> {
    const id = ++latest;
    const stillWanted = (): boolean => id === latest && !gone();
    if ('view' in target) {
      if (signedIn()) navigation.showConnections();
      else setView({ name: 'sign_in', target });
      return;
    }
    const { retailerId, reconnect } = target;
    const retailers = await settled(catalog, () => loadCatalog(context));
    if (!stillWanted()) return;
    if (retailers.status !== 'loaded') {
      // A catalog that failed is shown failed on its screen, with its retry (the load said `error`).
      setView({ name: 'catalog' });
    } else if (!retailers.value.some((retailer) => retailer.retailerId === retailerId)) {
      refuse('retailer_not_found', `open(): the retailer ${retailerId} is not in the catalog.`);
    } else if (!signedIn()) {
      setView({ name: 'sign_in', retailerId, target });
    } else {
      goToConnection(retailerId, reconnect === true, await settled(connections, () => loadConnections(context)));
    }
    function goToConnection(retailerId: number, reconnect: boolean, mine: LoadState<readonly Connection[]>): void {
      // Signed out meanwhile: the sign-out has chosen the screen.
      if (!stillWanted() || !signedIn()) return;
      const connection =
        mine.status === 'loaded' ? mine.value.find((item) => item.retailerId === retailerId) : undefined;
      if (mine.status !== 'loaded')
        setView({ name: 'connections' }); // failed: shown there, with its retry
      // Not connected (even when asked to reconnect: the host's list was stale): the form to connect.
      else if (!connection) connecting.openRetailer(retailerId);
      else if (!reconnect) setView({ name: 'connections', retailerId });
      else if (connection.status === 'error') connecting.reconnect(retailerId);
      else
        refuse(
          'connection_not_in_error',
          `open(): the connection to retailer ${retailerId} is ${connection.status}, not in error, so there is nothing to reconnect.`,
        );
    }
  }

  return { goTo: (target) => void goTo(target) };
}
