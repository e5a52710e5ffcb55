import type { Connection, WidgetErrorCode } from '../../domain.ts';
import type { InputOf } from './inputs.ts';
import { errorEvent, isExpired } from '../widget-error.ts';
import { loadCatalog } from './loading.ts';
import type { InPhase } from './state.ts';
import type { Step } from './step.ts';
import { compact } from '../../util/compact.ts';
import { follow } from './syncing.ts';

/**
 * The failures after which a connect may have reached the service without its answer reaching us:
 * sending the same form again repeats the Idempotency-Key (the credentials phase's `unanswered`).
 */
const ANSWER_MAY_BE_LOST: readonly WidgetErrorCode[] = ['network', 'upstream', 'invalid_response'];

export function openCredentials(step: Step, retailerId: number, mode: 'connect' | 'reconnect'): void {
  // The form names the retailer from the catalog. A journey can arrive here without passing the
  // catalog screen (the hosted page resuming after its sign-in redirect), so make sure it loads.
  if (step.state.catalog.status === 'idle') loadCatalog(step);
  step.enter({ phase: 'credentials', retailerId, mode });
}

/** The credentials form for a retailer: an existing connection is repaired, not created again (variant A would answer 409). */
export function openRetailer(step: Step, retailerId: number): void {
  const list = step.state.connections;
  const known = list.status === 'loaded' && list.value.some((item) => item.retailerId === retailerId);
  openCredentials(step, retailerId, known ? 'reconnect' : 'connect');
}

/** Opens the form when signed in; otherwise the sign-in comes first and remembers the retailer. */
function signedInTo(step: Step, retailerId: number, mode?: 'reconnect'): void {
  if (step.state.auth.status !== 'signed_in') step.enter({ phase: 'sign_in', retailerId });
  else if (mode) openCredentials(step, retailerId, mode);
  else openRetailer(step, retailerId);
}

/** From the catalog: the credentials form, or the sign-in first when signed out. */
export function selectRetailer(step: Step, { retailerId }: InputOf<'selectRetailer'>): void {
  step.emit('retailer.selected', { retailerId });
  signedInTo(step, retailerId);
}

/** The credentials form in `reconnect` mode, or the sign-in first when signed out. */
export function reconnect(step: Step, { retailerId }: InputOf<'reconnect'>): void {
  signedInTo(step, retailerId, 'reconnect');
}

/** The form sent (in `credentials` only): repeats the key of this form's unanswered connect, if any. */
export function submitCredentials(
  step: Step,
  { credentials, freshKey }: InputOf<'submitCredentials'>,
  { retailerId, mode, unanswered }: InPhase<'credentials'>,
): void {
  step.enter({ phase: 'connecting', retailerId, mode });
  step.start('connect', {
    kind: 'connect',
    retailerId,
    mode,
    credentials,
    key: unanswered ?? freshKey,
    repeated: unanswered !== undefined,
  });
}

/** Puts a created or repaired connection into the loaded list, in retailer order. */
function upsertConnection(step: Step, connection: Connection): void {
  const list = step.state.connections;
  if (list.status !== 'loaded') return;
  const others = list.value.filter((item) => item.retailerId !== connection.retailerId);
  step.set({
    connections: { status: 'loaded', value: [...others, connection].sort((a, b) => a.retailerId - b.retailerId) },
  });
}

export function connectAnswered(step: Step, { form, result, now }: InputOf<'connectAnswered'>): void {
  const { retailerId, mode } = form;
  const { connection, sync } = result;
  upsertConnection(step, connection);
  step.emit(mode === 'connect' ? 'connection.created' : 'connection.updated', {
    retailerId,
    status: connection.status,
  });
  follow(step, sync, { kind: 'syncOne', retailerId }, now);
}

export function connectFailed(step: Step, { form, error, sentKey }: InputOf<'connectFailed'>): void {
  const { retailerId, mode } = form;
  const { code } = error;
  step.emit('connection.failed', { retailerId, code });
  if (isExpired(error)) return;
  const unanswered = ANSWER_MAY_BE_LOST.includes(code) ? sentKey : undefined;
  step.enter(compact({ phase: 'credentials' as const, retailerId, mode, error, unanswered }));
  step.emit('error', errorEvent(error));
}
