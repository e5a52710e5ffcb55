import type { WidgetError } from '../../domain.ts';
import { errorEvent, isExpired } from '../widget-error.ts';
import type { RetryIntent } from './state.ts';
import type { Step } from './step.ts';

/**
 * An action's failure: the error view, whose retry repeats `again`. An expired session is left to
 * the sign-in (`sessionExpired`).
 */
export function showError(step: Step, error: WidgetError, again: RetryIntent): void {
  if (isExpired(error)) return;
  step.emit('error', errorEvent(error));
  step.enter({ phase: 'error', error, retry: again, canRetry: true });
}
