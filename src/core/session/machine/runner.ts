import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { popupWindowName } from '../../auth/popup-authorization.ts';
import type { SessionServices } from '../context.ts';
import type { Effect } from './effects.ts';
import type { MachineInput, RedirectAvailability } from './inputs.ts';
import { pageRedirectUri } from '../page-redirect-uri.ts';
import { performRequest } from './perform.ts';
import type { MachineState, OperationKind } from './state.ts';
import { transition } from './transition.ts';

/** An operation in flight: its id, and the controller that aborts it. */
interface Running {
  readonly operation: number;
  readonly controller: AbortController;
}

/** Runs the journey's machine: applies each event's transition, performs its effects, and feeds their answers back. */
export interface MachineRunner {
  /** The one state; every signal the UI reads is computed from it. */
  readonly state: ReadonlySignal<MachineState>;
  /**
   * Applies the event's transition (one batch), then performs its effects. Resolves once the
   * operations it started have been answered (the answer applied) and the tokens it forgot revoked.
   */
  dispatch(event: MachineInput): Promise<void>;
}

/**
 * The runner owns the effects' cancellation: each operation runs under an AbortSignal of its own,
 * aborted when the machine stops waiting for it (an `abort` effect, or a newer operation of its
 * kind). An aborted operation's answer is dropped: it changes nothing.
 */
export function createMachineRunner(services: SessionServices, initial: MachineState): MachineRunner {
  const { env, flow, tokens, emit, sessionId } = services;
  const state = signal(initial);
  const running = new Map<OperationKind, Running>();
  const queue: { event: MachineInput; done: (settled: Promise<void>) => void }[] = [];
  let draining = false;

  function dispatch(event: MachineInput): Promise<void> {
    return new Promise((resolve) => {
      queue.push({ event, done: resolve });
      // An effect may report synchronously (the popup opened): its event waits for this transition's effects.
      if (draining) return;
      draining = true;
      try {
        for (let next = queue.shift(); next; next = queue.shift()) next.done(apply(next.event));
      } finally {
        draining = false;
      }
    });
  }

  function apply(event: MachineInput): Promise<void> {
    const { state: next, effects } = transition(state.peek(), event);
    if (next !== state.peek()) batch(() => (state.value = next));
    const waits: Promise<void>[] = [];
    for (const effect of effects) {
      const performing = perform(effect);
      if (performing) waits.push(performing);
    }
    return Promise.all(waits).then(() => undefined);
  }

  /** Starts operation `operation` of `kind`, replacing (and aborting) the one before. */
  function begin(kind: OperationKind, operation: number): Running {
    running.get(kind)?.controller.abort();
    const controller = new AbortController();
    const entry: Running = { operation, controller };
    running.set(kind, entry);
    return entry;
  }

  /** Feeds an answer back, unless its operation was aborted; tokens in a dropped answer are revoked (nobody holds them). */
  function answer(kind: OperationKind, entry: Running, event: MachineInput | undefined): void {
    if (running.get(kind) === entry) running.delete(kind);
    if (entry.controller.signal.aborted) {
      if (event?.type === 'signInSucceeded' && event.tokens)
        void flow.revokeAll(event.tokens, state.peek().phase === 'destroyed');
      return;
    }
    if (event) void dispatch(event);
  }

  function perform(effect: Effect): Promise<void> | undefined {
    switch (effect.type) {
      case 'emit':
        emit(effect.event, effect.payload as never);
        return undefined;
      case 'openPopup': {
        // Synchronously, inside the click: anything awaited first would let the browser block the popup.
        const popup = env.openPopup(popupWindowName(sessionId));
        void dispatch({ type: 'popupOpened', operation: effect.operation, popup, redirect: redirectAvailability() });
        return undefined;
      }
      case 'request': {
        const entry = begin(effect.of, effect.operation);
        return performRequest(services, effect.operation, effect.request, entry.controller.signal).then((event) =>
          answer(effect.of, entry, event),
        );
      }
      case 'abort': {
        const entry = running.get(effect.of);
        if (entry?.operation !== effect.operation) return undefined;
        running.delete(effect.of);
        entry.controller.abort();
        return undefined;
      }
      case 'holdTokens':
        tokens.set(effect.tokens);
        return undefined;
      case 'forgetTokens': {
        const held = tokens.clear();
        if (!held || effect.revoke === 'no') return undefined;
        // Forgotten locally first; revoking is best effort (RFC 7009 §2).
        const revoking = flow.revokeAll(held, effect.revoke === 'keepalive');
        return effect.revoke === 'wait' ? revoking : undefined;
      }
      case 'revokeTokens':
        void flow.revokeAll(effect.tokens, state.peek().phase === 'destroyed');
        return undefined;
    }
  }

  /** Whether the full-page sign-in can stand in for a blocked popup (options.pageRedirectUri, sessionStorage). */
  function redirectAvailability(): RedirectAvailability {
    const redirectUri = pageRedirectUri(services);
    if (redirectUri === null) return { available: false, reason: 'off' };
    if (!env.storage) return { available: false, reason: 'no_storage' };
    return { available: true, redirectUri };
  }

  return { state, dispatch };
}
