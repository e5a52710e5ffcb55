import type { WidgetError } from '../domain.ts';
import type { SessionContext } from './context.ts';
import { loadConnections } from './loading.ts';
import { errorEvent, isExpired } from './widget-error.ts';

/** What `retry()` repeats on the error view. */
export type RetryAction = () => void;

/** The screens the user moves to directly, and the error view with its retry. */
export interface Navigation {
  /**
   * An action's failure: the error view, whose retry runs `again` (so every error view the session
   * shows can retry). An expired session is left to the sign-in (`expire`).
   */
  readonly showError: (error: WidgetError, again: RetryAction) => void;
  /** Runs the error view's action once; asked again with none left (it ran and showed no new error), back to the catalog. */
  readonly retry: () => void;
  readonly showCatalog: () => void;
  /** The connections screen, with the list loaded afresh. */
  readonly showConnections: () => void;
}

export function createNavigation(context: SessionContext): Navigation {
  const { emit, gone, setView, view } = context;
  let retryAction: RetryAction | undefined;

  function showError(error: WidgetError, again: RetryAction): void {
    if (isExpired(error)) return;
    retryAction = again;
    emit('error', errorEvent(error));
    setView({ name: 'error', error, canRetry: true });
  }

  function retry(): void {
    if (gone() || view.value.name !== 'error') return;
    const action = retryAction;
    retryAction = undefined;
    if (action) action();
    else setView({ name: 'catalog' });
  }

  return {
    showError,
    retry,
    showCatalog: () => setView({ name: 'catalog' }),
    showConnections: () => {
      setView({ name: 'connections' });
      void loadConnections(context);
    },
  };
}
