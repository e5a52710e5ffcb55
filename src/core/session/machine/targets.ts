import type { OpenTarget, WidgetErrorCode } from '../../domain.ts';
import { errorEvent } from '../widget-error.ts';
import { openCredentials, openRetailer } from './connecting.ts';
import { loadCatalog, loadConnections } from './loading.ts';
import { showConnections } from './navigation.ts';
import type { PendingTarget } from './state.ts';
import type { Step } from './step.ts';

/**
 * The host's `open(target)`: straight to a retailer, the repair of its connection, or the
 * connections. A retailer is looked up in the catalog first (public, so an unknown one is said
 * before asking anyone to sign in); signed out, the sign-in comes next and goes on to the target
 * (sign-in.ts). Signed in, the connections decide between the credentials form, the connections
 * screen at that connection, or the repair of a connection in `error`. A newer target replaces
 * one still waiting for a list.
 */
export function goTo(step: Step, target: OpenTarget): void {
  step.set({ opening: null });
  if ('view' in target) {
    if (step.state.auth.status === 'signed_in') showConnections(step);
    else step.enter({ phase: 'sign_in', target });
    return;
  }
  step.set({ opening: { target: { ...target }, waitingFor: 'catalog' } });
  if (step.state.catalog.status === 'idle') loadCatalog(step);
  continueTarget(step, 'catalog');
}

/** A target the widget cannot go to: the error view (no retry; its action leads on) and its `error` event. */
function refuse(step: Step, code: WidgetErrorCode, message: string): void {
  const error = { code, message };
  step.emit('error', errorEvent(error));
  step.enter({ phase: 'error', error, canRetry: false });
}

/** Goes on with the waiting target once the list it waits for (`settled`) is no longer loading. */
export function continueTarget(step: Step, settled: PendingTarget['waitingFor']): void {
  const pending = step.state.opening;
  if (pending?.waitingFor !== settled) return;
  const list = settled === 'catalog' ? step.state.catalog : step.state.connections;
  if (list.status === 'loading') return;
  step.set({ opening: null });
  if (settled === 'catalog') afterCatalog(step, pending.target);
  else afterConnections(step, pending.target);
}

function afterCatalog(step: Step, target: PendingTarget['target']): void {
  const { retailerId } = target;
  const retailers = step.state.catalog;
  if (retailers.status !== 'loaded') {
    // A catalog that failed is shown failed on its screen, with its retry (the load said `error`).
    step.enter({ phase: 'catalog' });
  } else if (!retailers.value.some((retailer) => retailer.retailerId === retailerId)) {
    refuse(step, 'retailer_not_found', `open(): the retailer ${retailerId} is not in the catalog.`);
  } else if (step.state.auth.status !== 'signed_in') {
    step.enter({ phase: 'sign_in', retailerId, target });
  } else {
    step.set({ opening: { target, waitingFor: 'connections' } });
    if (step.state.connections.status === 'idle') loadConnections(step);
    continueTarget(step, 'connections');
  }
}

function afterConnections(step: Step, { retailerId, reconnect }: PendingTarget['target']): void {
  const mine = step.state.connections;
  const connection = mine.status === 'loaded' ? mine.value.find((item) => item.retailerId === retailerId) : undefined;
  if (mine.status !== 'loaded')
    step.enter({ phase: 'connections' }); // failed: shown there, with its retry
  // Not connected (even when asked to reconnect: the host's list was stale): the form to connect.
  else if (!connection) openRetailer(step, retailerId);
  else if (reconnect !== true) step.enter({ phase: 'connections', retailerId });
  else if (connection.status === 'error') openCredentials(step, retailerId, 'reconnect');
  else
    refuse(
      step,
      'connection_not_in_error',
      `open(): the connection to retailer ${retailerId} is ${connection.status}, not in error, so there is nothing to reconnect.`,
    );
}
