import type { ConnectResult } from '../api/api-client.ts';
import { isApiError } from '../api/api-error.ts';
import { newIdempotencyKey } from '../api/http-client.ts';
import type { Connection, Credentials, WidgetErrorCode } from '../domain.ts';
import { attempt, type SessionContext } from './context.ts';
import { loadCatalog } from './loading.ts';
import type { Syncing } from './syncing.ts';
import { errorEvent, isExpired } from './widget-error.ts';

/** Choosing a retailer and sending its credentials: a new connection, or new credentials for one in error. */
export interface Connecting {
  /** From the catalog: the credentials form, or the sign-in first when signed out. */
  readonly selectRetailer: (retailerId: number) => void;
  /** The credentials form in `reconnect` mode, or the sign-in first when signed out. */
  readonly reconnect: (retailerId: number) => void;
  /** The credentials form for a retailer: an existing connection is repaired, not created again (variant A would answer 409). */
  readonly openRetailer: (retailerId: number) => void;
  readonly submitCredentials: (credentials: Credentials) => Promise<void>;
  /** Forgets the key of a connect whose answer never arrived (sign-out): the next user's connect is not this one's. */
  readonly forgetUnanswered: () => void;
}

/**
 * The failures after which a connect may have reached the service without its answer reaching us:
 * sending the same form again repeats the Idempotency-Key (see `unanswered`).
 */
const ANSWER_MAY_BE_LOST: readonly WidgetErrorCode[] = ['network', 'upstream', 'invalid_response'];

export function createConnecting(context: SessionContext, syncing: Pick<Syncing, 'follow' | 'syncNow'>): Connecting {
  const { api, call, catalog, connections, emit, gone, setView, tokens, view } = context;
  const { follow, syncNow } = syncing;

  function openCredentials(retailerId: number, mode: 'connect' | 'reconnect'): void {
    // The form names the retailer from the catalog. A journey can arrive here without passing the
    // catalog screen (the hosted page resuming after its sign-in redirect), so make sure it loads.
    if (catalog.value.status === 'idle') void loadCatalog(context);
    setView({ name: 'credentials', retailerId, mode, submitting: false });
  }

  function openRetailer(retailerId: number): void {
    const state = connections.value;
    openCredentials(
      retailerId,
      state.status === 'loaded' && state.value.some((item) => item.retailerId === retailerId) ? 'reconnect' : 'connect',
    );
  }

  /** Runs `open` when signed in; otherwise the sign-in comes first and remembers the retailer. */
  function signedInTo(retailerId: number, open: () => void): void {
    if (tokens.signedIn) open();
    else setView({ name: 'sign_in', retailerId });
  }

  /** Puts a created or repaired connection into the loaded list, in retailer order. */
  function upsertConnection(connection: Connection): void {
    const state = connections.value;
    if (state.status !== 'loaded') return;
    const others = state.value.filter((item) => item.retailerId !== connection.retailerId);
    connections.value = {
      status: 'loaded',
      value: [...others, connection].sort((a, b) => a.retailerId - b.retailerId),
    };
  }

  /**
   * The connect whose answer never arrived (the network or the service failed after the retries):
   * the service may have made the connection. Submitting the same form again repeats its
   * Idempotency-Key, so the service answers with that connection and its sync rather than a 409 or
   * a second sync. Only the key is kept, never the credentials, and only until that connect is
   * answered or the user signs out.
   */
  let unanswered: { retailerId: number; mode: string; key: string } | undefined;

  async function submitCredentials(credentials: Credentials): Promise<void> {
    const current = view.value;
    if (gone() || current.name !== 'credentials' || current.submitting) return;
    const { retailerId, mode } = current;
    const connect = mode === 'connect';
    const repeated = unanswered?.retailerId === retailerId && unanswered.mode === mode ? unanswered.key : undefined;
    /** The key of the last request sent: the one to repeat if its answer is lost too. */
    const sent = { key: repeated ?? newIdempotencyKey() };
    setView({ name: 'credentials', retailerId, mode, submitting: true });
    // Sent here, outside every closure below: those live on (the retry action the sync's error view
    // keeps, the poller's callbacks), and a closure keeps every variable its function's closures use.
    const answer = sendCredentials(
      api,
      call,
      { retailerId, connect, repeated: repeated !== undefined },
      credentials,
      sent,
    );
    await attempt(
      context,
      () => answer,
      ({ connection, sync: started }) => {
        unanswered = undefined;
        upsertConnection(connection);
        emit(connect ? 'connection.created' : 'connection.updated', { retailerId, status: connection.status });
        follow(started, () => void syncNow(retailerId));
      },
      (error) => {
        const { code } = error;
        unanswered = ANSWER_MAY_BE_LOST.includes(code) ? { retailerId, mode, key: sent.key } : undefined;
        emit('connection.failed', { retailerId, code });
        if (isExpired(error)) return;
        setView({ name: 'credentials', retailerId, mode, submitting: false, error });
        emit('error', errorEvent(error));
      },
    );
  }

  return {
    selectRetailer: (retailerId) => {
      emit('retailer.selected', { retailerId });
      signedInTo(retailerId, () => openRetailer(retailerId));
    },
    reconnect: (retailerId) => signedInTo(retailerId, () => openCredentials(retailerId, 'reconnect')),
    openRetailer,
    submitCredentials,
    forgetUnanswered: () => {
      unanswered = undefined;
    },
  };
}

/**
 * Sends the credentials form once (and again under a new key when the service says the repeated
 * key was another form's). The credentials go straight into the request body and live only in this
 * call: never kept, logged or emitted, and unreachable once the service has answered, whatever it
 * answered. `sent.key` is the Idempotency-Key of the last request sent.
 */
async function sendCredentials(
  api: SessionContext['api'],
  call: SessionContext['call'],
  { retailerId, connect, repeated }: { retailerId: number; connect: boolean; repeated: boolean },
  credentials: Credentials,
  sent: { key: string },
): Promise<ConnectResult> {
  const send = (idempotencyKey: string): Promise<ConnectResult> => {
    sent.key = idempotencyKey;
    const callOptions = { ...call, idempotencyKey };
    return connect
      ? api.connect(retailerId, credentials, callOptions)
      : api.reauthenticate(retailerId, credentials, callOptions);
  };
  try {
    return await send(sent.key);
  } catch (error) {
    // Other credentials than the unanswered attempt's: a new request, with a key of its own.
    if (repeated && isApiError(error) && error.problemCode === 'idempotency_key_reused')
      return await send(newIdempotencyKey());
    throw error;
  }
}
