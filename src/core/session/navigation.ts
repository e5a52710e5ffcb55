import type { ViewState, WidgetError } from '../session-contract.ts';
import { compact } from './compact.ts';
import type { Emit } from './event-sink.ts';
import type { Signal } from '@preact/signals-core';

/** What `retry()` repeats on the error view. */
export type RetryAction = () => void;

export interface Navigation {
  /** Sets the view; a `view` event goes out when the screen (or its retailer) changes, not per progress tick. */
  setView(next: ViewState): void;
  /** The error view, with `retry` as what `retry()` repeats (none: back to the catalog). */
  showError(error: WidgetError, retry?: RetryAction): void;
  retry(): void;
}

const retailerOf = (state: ViewState): number | undefined => (state as { retailerId?: number }).retailerId;

export function createNavigation(view: Signal<ViewState>, emit: Emit, gone: () => boolean): Navigation {
  let retryAction: RetryAction | undefined;

  function setView(next: ViewState): void {
    if (gone()) return;
    const previous = view.value;
    const retailerId = retailerOf(next);
    view.value = next;
    if (previous.name !== next.name || retailerOf(previous) !== retailerId) emit('view', compact({ name: next.name, retailerId }));
  }

  return {
    setView,
    showError(error, retry) {
      retryAction = retry;
      emit('error', compact({ code: error.code, status: error.status }));
      setView({ name: 'error', error, canRetry: !!retry });
    },
    retry() {
      if (gone() || view.value.name !== 'error') return;
      const action = retryAction;
      retryAction = undefined;
      if (action) action();
      else setView({ name: 'catalog' });
    },
  };
}
