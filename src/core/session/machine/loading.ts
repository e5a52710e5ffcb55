import { errorEvent, isExpired } from '../widget-error.ts';
import type { InputOf } from './inputs.ts';
import type { Step } from './step.ts';

/**
 * The lists the journey loads: the public catalog and the user's connections, one load of each at
 * a time. A target waiting for a list goes on once it is answered (targets.ts, wired in transition.ts).
 */

/** The public catalog, into `catalog`; one load at a time. */
export function loadCatalog(step: Step): void {
  if (step.state.catalog.status === 'loading') return;
  step.set({ catalog: { status: 'loading' } });
  step.start('catalog', { kind: 'catalog' });
}

export function catalogLoaded(step: Step, { value }: InputOf<'catalogLoaded'>): void {
  step.set({ catalog: { status: 'loaded', value } });
  step.emit('catalog.loaded', { count: value.length });
}

export function catalogFailed(step: Step, { error }: InputOf<'catalogFailed'>): void {
  step.set({ catalog: { status: 'failed', error } });
  step.emit('error', errorEvent(error));
}

/** The user's connections, into `connections`; nothing while signed out, one load at a time. */
export function loadConnections(step: Step): void {
  const { auth, connections } = step.state;
  if (auth.status !== 'signed_in' || connections.status === 'loading') return;
  step.set({ connections: { status: 'loading' } });
  step.start('connections', { kind: 'connections' });
}

export function connectionsLoaded(step: Step, { value }: InputOf<'connectionsLoaded'>): void {
  step.set({ connections: { status: 'loaded', value } });
}

export function connectionsFailed(step: Step, { error }: InputOf<'connectionsFailed'>): void {
  step.set({ connections: { status: 'failed', error } });
  // An expired session is told by the sign-in (`auth.signed_out`), which also resets the list.
  if (!isExpired(error)) step.emit('error', errorEvent(error));
}
