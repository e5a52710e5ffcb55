import { useEffect } from 'preact/hooks';
import type { WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';
import { Problem } from './Problem.tsx';

/** The lists a screen loads for itself. */
export type LoadableList = 'catalog' | 'connections';

interface Props {
  session: WidgetSession;
  list: LoadableList;
}

/** Asks the session for `list` (again, after a failure). */
function load(session: WidgetSession, list: LoadableList): void {
  void (list === 'catalog' ? session.loadCatalog() : session.loadConnections());
}

/**
 * How loading a screen's list is going: nothing once it has loaded; until then a status line, or
 * the error with a way to try again. Every screen with a list renders one, so it also starts the
 * load when the screen opens, unless the list is loaded or loading already (the session keeps it
 * between screens).
 */
export function LoadStatus({ session, list }: Props) {
  const t = useMessages();

  useEffect(() => {
    if (session[list].peek().status === 'idle') load(session, list);
  }, [session, list]);

  const current = session[list].value;
  if (current.status === 'loaded') return null;
  if (current.status === 'failed') {
    return (
      <>
        <Problem session={session} error={current.error} />
        <button type="button" onClick={() => load(session, list)}>
          {t.tryAgain}
        </button>
      </>
    );
  }
  return (
    <p class="muted" role="status">
      {t.loading}
    </p>
  );
}
