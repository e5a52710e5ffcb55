import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ViewState } from '../../domain.ts';
import type { MachineState } from './state.ts';
import { viewOf } from './view.ts';

/** The signals the UI reads (session-contract.ts), each computed from the one state. */
export function derivedSignals(state: ReadonlySignal<MachineState>) {
  /** Once destroyed, the screen stays the last one shown. */
  let shown: ViewState = { name: 'catalog' };
  return {
    auth: computed(() => state.value.auth),
    catalog: computed(() => state.value.catalog),
    connections: computed(() => state.value.connections),
    view: computed(() => (shown = viewOf(state.value) ?? shown)),
    sync: computed(() => state.value.sync),
    online: computed(() => state.value.online),
  };
}
