import type { ViewState } from '../../domain.ts';
import { compact } from '../../util/compact.ts';
import type { MachineState } from './state.ts';

/**
 * The screen the UI shows in a state (the `view` signal): the phase, with the sync's progress where
 * the screen shows it. Undefined once destroyed: the screen stays the last one.
 */
export function viewOf(state: MachineState): ViewState | undefined {
  switch (state.phase) {
    case 'catalog':
      return { name: 'catalog' };
    case 'sign_in':
      return compact({ name: 'sign_in' as const, retailerId: state.retailerId, target: state.target });
    case 'credentials':
    case 'connecting': {
      const { retailerId, mode } = state;
      const error = state.phase === 'credentials' ? state.error : undefined;
      return compact({
        name: 'credentials' as const,
        retailerId,
        mode,
        submitting: state.phase === 'connecting',
        error,
      });
    }
    case 'connections':
      return compact({ name: 'connections' as const, retailerId: state.retailerId });
    case 'syncing':
    case 'success':
      return { name: state.phase, progress: state.sync };
    case 'mfa': {
      const { retailerId, prompt } = state.following.mfa;
      const { submitting, error } = state;
      return compact({ name: 'mfa' as const, syncId: state.following.syncId, retailerId, prompt, submitting, error });
    }
    case 'error':
      return { name: 'error', error: state.error, canRetry: state.canRetry };
    case 'destroyed':
      return undefined;
  }
}
