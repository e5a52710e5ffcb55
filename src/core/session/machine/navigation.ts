import { loadConnections } from './loading.ts';
import type { InPhase, RetryIntent } from './state.ts';
import type { Step } from './step.ts';
import { startSync } from './syncing.ts';

/** Repeats the error view's action once; asked again with none left, back to the catalog. */
export function retry(step: Step, _input: unknown, { error, canRetry, retry: again }: InPhase<'error'>): void {
  // Asked again before the repeat is answered, nothing is left to repeat.
  step.enter({ phase: 'error', error, canRetry });
  if (again) repeat(step, again);
  else step.enter({ phase: 'catalog' });
}

function repeat(step: Step, again: RetryIntent): void {
  switch (again.kind) {
    case 'syncOne':
      startSync(step, { kind: 'syncOne', retailerId: again.retailerId });
      return;
    case 'syncAll':
      startSync(step, { kind: 'syncAll' });
      return;
    case 'followSync':
      startSync(step, { kind: 'getSync', syncId: again.syncId, again: again.again });
  }
}

export function showCatalog(step: Step): void {
  step.enter({ phase: 'catalog' });
}

/** The connections screen, with the list loaded afresh. */
export function showConnections(step: Step): void {
  step.enter({ phase: 'connections' });
  loadConnections(step);
}
