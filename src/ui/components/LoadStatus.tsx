import { Fragment, h } from 'preact';
import type { WidgetSession } from '../../core/session-contract.ts';
import { LocalizationContext } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';
import { Problem } from './Problem.tsx';
import { type LoadableList, loadList } from './use-load-on-open.ts';

/**
 * How loading a screen's list is going: nothing once it has loaded; until then a status line, or
 * the error with a way to try again. It only shows: the screen starts the load (`useLoadOnOpen`).
 */
export function LoadStatus(
  { session, list }: { session: WidgetSession; list: LoadableList },
  { messages: t }: Localization,
) {
  const current = session[list].value;
  if (current.status === 'loaded') return null;
  return current.status === 'failed'
    ? <><Problem session={session} error={current.error} />
      <button type="button" onClick={() => loadList(session, list)}>{t.tryAgain}</button></>
    : <p class="muted" role="status">{t.loading}</p>;
}
LoadStatus.contextType = LocalizationContext;
