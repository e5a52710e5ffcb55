import { signal, type Signal } from '@preact/signals-core';
import type {
  ApiVariant,
  AuthState,
  Connection,
  Credentials,
  LoadState,
  Retailer,
  ViewState,
  WidgetSession,
} from '../../core/session-contract.ts';

/** The session's actions, by name; the fake records each call with its arguments. */
export type ActionName = {
  [K in keyof WidgetSession]: WidgetSession[K] extends (...args: never[]) => unknown ? K : never;
}[keyof WidgetSession];

export interface FakeCall {
  readonly name: ActionName;
  readonly args: readonly unknown[];
}

/** A `WidgetSession` whose signals tests (and the gallery) set directly, and whose actions only record. */
export interface FakeSession extends WidgetSession {
  readonly auth: Signal<AuthState>;
  readonly catalog: Signal<LoadState<readonly Retailer[]>>;
  readonly connections: Signal<LoadState<readonly Connection[]>>;
  readonly view: Signal<ViewState>;
  readonly online: Signal<boolean>;
  readonly calls: FakeCall[];
  /** The argument lists of every call to one action, in order. */
  callsTo(name: ActionName): (readonly unknown[])[];
  /** The signals something (a rendered component, an effect) is subscribed to now, by name. */
  watched(): SignalName[];
}

/** The session's signals, by name. */
export type SignalName = 'auth' | 'catalog' | 'connections' | 'view' | 'online';

export interface FakeSessionInit {
  readonly variant?: ApiVariant;
  readonly auth?: AuthState;
  readonly catalog?: LoadState<readonly Retailer[]>;
  readonly connections?: LoadState<readonly Connection[]>;
  readonly view?: ViewState;
  readonly online?: boolean;
}

export function createFakeSession(init: FakeSessionInit = {}): FakeSession {
  const calls: FakeCall[] = [];
  // signals-core calls `watched` when a signal gets its first subscriber and `unwatched` when it
  // loses its last one.
  const watched = new Set<SignalName>();
  const tracked = <T>(name: SignalName, value: T): Signal<T> =>
    signal(value, {
      name,
      watched: () => void watched.add(name),
      unwatched: () => void watched.delete(name),
    });
  const record = (name: ActionName, ...args: unknown[]) => {
    calls.push({ name, args });
  };
  const recordAsync = (name: ActionName, ...args: unknown[]): Promise<void> => {
    record(name, ...args);
    return Promise.resolve();
  };
  return {
    variant: init.variant ?? 'B',
    auth: tracked<AuthState>('auth', init.auth ?? { status: 'signed_out' }),
    catalog: tracked<LoadState<readonly Retailer[]>>('catalog', init.catalog ?? { status: 'idle' }),
    connections: tracked<LoadState<readonly Connection[]>>('connections', init.connections ?? { status: 'idle' }),
    view: tracked<ViewState>('view', init.view ?? { name: 'catalog' }),
    online: tracked('online', init.online ?? true),
    calls,
    callsTo: (name) => calls.filter((c) => c.name === name).map((c) => c.args),
    watched: () => [...watched].sort(),
    signIn: () => record('signIn'),
    signOut: () => recordAsync('signOut'),
    loadCatalog: () => recordAsync('loadCatalog'),
    loadConnections: () => recordAsync('loadConnections'),
    selectRetailer: (id: number) => record('selectRetailer', id),
    reconnect: (id: number) => record('reconnect', id),
    submitCredentials: (credentials: Credentials) => recordAsync('submitCredentials', credentials),
    submitMfa: (code: string) => recordAsync('submitMfa', code),
    syncNow: (id: number) => recordAsync('syncNow', id),
    syncAll: () => recordAsync('syncAll'),
    showCatalog: () => record('showCatalog'),
    showConnections: () => record('showConnections'),
    retry: () => record('retry'),
    destroy: () => record('destroy'),
  };
}
