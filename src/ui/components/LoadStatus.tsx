import { Fragment, h } from 'preact';
import { useEffect } from 'preact/hooks';
import type { WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';
import { Problem } from './Problem.tsx';

/**
 * A list a screen shows: loaded when the screen opens, unless it already is (or is loading); until
 * it is, a status line, or the error with a way to try again.
 */
export function LoadStatus({ session, list }: { session: WidgetSession; list: 'catalog' | 'connections' }) {
  const t = useMessages();
  const state = session[list];
  const load = () => void (list === 'catalog' ? session.loadCatalog() : session.loadConnections());
  useEffect(() => {
    if (state.peek().status === 'idle') load();
  }, [session]);
  const current = state.value;
  if (current.status === 'loaded') return null;
  return current.status === 'failed'
    ? <><Problem session={session} error={current.error} /><button type="button" onClick={load}>{t.tryAgain}</button></>
    : <p class="muted" role="status">{t.loading}</p>;
}
