import { useEffect } from 'preact/hooks';
import type { WidgetSession } from '../../core/session-contract.ts';

/** The lists a screen loads for itself; `LoadStatus` shows how loading one is going. */
export type LoadableList = 'catalog' | 'connections';

/** Asks the session for `list` (again, after a failure). */
export function loadList(session: WidgetSession, list: LoadableList): void {
  void (list === 'catalog' ? session.loadCatalog() : session.loadConnections());
}

/**
 * Loads `list` when the calling screen opens, unless it is loaded or loading already (the session
 * keeps it between screens).
 */
export function useLoadOnOpen(session: WidgetSession, list: LoadableList): void {
  useEffect(() => {
    if (session[list].peek().status === 'idle') loadList(session, list);
  }, [session]);
}
