import type { ViewState } from '../../domain.ts';
import type { WidgetEventPayloads, WidgetEventType } from '../../events/catalogue.ts';
import { compact } from '../../util/compact.ts';
import type { Effect, Request } from './effects.ts';
import type { MachineState, OperationKind } from './state.ts';

/**
 * One transition under construction: the next state and the effects, in the order they are asked
 * for. Made afresh by each `transition()` call and never kept, so the transition stays pure.
 */
export interface Step {
  /** The state so far. */
  readonly state: MachineState;
  readonly effects: readonly Effect[];
  /** Changes part of the state. */
  set(patch: Partial<MachineState>): void;
  /** Sets the view; a `view` event goes out when the screen (or its retailer) changes, not per progress tick. */
  setView(next: ViewState): void;
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
function retailerOf(view: ViewState): number | undefined {
  return 'retailerId' in view ? view.retailerId : undefined;
}

function without(operations: MachineState['operations'], kind: OperationKind): MachineState['operations'] {
  return Object.fromEntries(Object.entries(operations).filter(([other]) => other !== kind));
}

export function createStep(initial: MachineState): Step {
  let state = initial;
  const effects: Effect[] = [];
  const step: Step = {
    get state() {
      return state;
    },
    effects,
    set(patch) {
      state = { ...state, ...patch };
    },
    setView(next) {
      const previous = state.view;
      state = { ...state, view: next };
      const retailerId = retailerOf(next);
      if (previous.name !== next.name || retailerOf(previous) !== retailerId)
        step.emit('view', compact({ name: next.name, retailerId }));
    },
    emit(event, payload) {
      effects.push({ type: 'emit', event, payload } as Effect);
    },
    start(kind, request) {
      step.abort(kind);
      const operation = state.nextOperation;
      state = { ...state, nextOperation: operation + 1, operations: { ...state.operations, [kind]: operation } };
      if (request) effects.push({ type: 'request', operation, of: kind, request });
      return operation;
    },
    abort(...kinds) {
      for (const kind of kinds) {
        const operation = state.operations[kind];
        if (operation === undefined) continue;
        effects.push({ type: 'abort', of: kind, operation });
        state = { ...state, operations: without(state.operations, kind) };
      }
    },
    awaits: (kind, id) => state.operations[kind] === id,
    finish(kind) {
      state = { ...state, operations: without(state.operations, kind) };
    },
    push(effect) {
      effects.push(effect);
    },
  };
  return step;
}
