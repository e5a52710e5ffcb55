import { Component } from 'preact';
import type { WidgetSession } from '../../core/session-contract.ts';
import { LocalizationContext } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';
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
export class LoadStatus extends Component<Props> {
  static override contextType = LocalizationContext;

  override componentDidMount(): void {
    const { session, list } = this.props;
    if (session[list].peek().status === 'idle') load(session, list);
  }

  render({ session, list }: Props, _state: unknown, { messages: t }: Localization) {
    const current = session[list].value;
    if (current.status === 'loaded') return null;
    return current.status === 'failed'
      ? <><Problem session={session} error={current.error} />
        <button onClick={() => load(session, list)}>{t.tryAgain}</button></>
      : <p class="muted" role="status">{t.loading}</p>;
  }
}
