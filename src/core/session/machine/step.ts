import type { ViewState } from '../../domain.ts';
import type { WidgetEventPayloads, WidgetEventType } from '../../events/catalogue.ts';
import { compact } from '../../util/compact.ts';
import type { Effect, Request } from './effects.ts';
import { ended } from './lifetimes.ts';
import { journeyOf, type Journey, type MachineState, type OperationKind, type Phase } from './state.ts';
import { viewOf } from './view.ts';

/**
 * One transition under construction: the next state and the effects, in the order they are asked
 * for. Made afresh by each `transition()` call and never kept, so the transition stays pure.
 */
export interface Step {
  /** The state so far. */
  readonly state: MachineState;
  readonly effects: readonly Effect[];
  /**
   * Changes what every phase shares; the phase stays as it is. An operation whose owner the change
   * leaves (a sign-out, the end of the followed sync: lifetimes.ts) is aborted.
   */
  set(patch: Partial<Journey>): void;
  /**
   * Enters a phase (which holds only its own fields: what the phase before held goes). A `view`
   * event goes out when the screen (or its retailer) changes, not per progress tick. An operation
   * whose owner the new state leaves is aborted after it.
   */
  enter(next: Phase): void;
  emit<T extends WidgetEventType>(event: T, payload: WidgetEventPayloads[T]): void;
  /** Starts an operation of `kind` (replacing, and aborting, the one before); answers its id. */
  start(kind: OperationKind, request?: Request): number;
  /** Aborts the operation of `kind` the state waits for, if any. */
  abort(...kinds: OperationKind[]): void;
  /** Whether the state waits for operation `id` of `kind`. */
  awaits(kind: OperationKind, id: number): boolean;
  /** The answer of the operation of `kind` is taken: the state no longer waits for it. */
  finish(kind: OperationKind): void;
  push(effect: Effect): void;
}

/** The retailer a view is about, on the views that have one. */
function retailerOf(view: ViewState | undefined): number | undefined {
  return view && 'retailerId' in view ? view.retailerId : undefined;
}

function without(operations: MachineState['operations'], kind: OperationKind): MachineState['operations'] {
  return Object.fromEntries(Object.entries(operations).filter(([other]) => other !== kind));
}

export function createStep(initial: MachineState): Step {
  let state = initial;
  const effects: Effect[] = [];
  /** The screen shown since the last phase entered (a step may clear what a phase holds before leaving it). */
  let shown = viewOf(initial);
  /** The phase's own fields are typed with it; a patch of the shared ones keeps the phase as it was. */
  const change = (patch: Partial<Journey>): void => {
    state = { ...state, ...patch } as MachineState;
  };
  /** Ends what the state no longer owns since `before`: the one place an operation's lifetime is enforced. */
  const settle = (before: MachineState): void => {
    step.abort(...ended(before, state));
  };
  const step: Step = {
    get state() {
      return state;
    },
    effects,
    set(patch) {
      const before = state;
      change(patch);
      settle(before);
    },
    enter(next) {
      const before = state;
      const previous = shown;
      state = { ...journeyOf(state), ...next };
      const view = (shown = viewOf(state));
      const retailerId = retailerOf(view);
      if (view && (previous?.name !== view.name || retailerOf(previous) !== retailerId))
        step.emit('view', compact({ name: view.name, retailerId }));
      settle(before);
    },
    emit(event, payload) {
      effects.push({ type: 'emit', event, payload } as Effect);
    },
    start(kind, request) {
      step.abort(kind);
      const operation = state.nextOperation;
      change({ nextOperation: operation + 1, operations: { ...state.operations, [kind]: operation } });
      if (request) effects.push({ type: 'request', operation, of: kind, request });
      return operation;
    },
    abort(...kinds) {
      for (const kind of kinds) {
        const operation = state.operations[kind];
        if (operation === undefined) continue;
        effects.push({ type: 'abort', of: kind, operation });
        change({ operations: without(state.operations, kind) });
      }
    },
    awaits: (kind, id) => state.operations[kind] === id,
    finish(kind) {
      change({ operations: without(state.operations, kind) });
    },
    push(effect) {
      effects.push(effect);
    },
  };
  return step;
}
