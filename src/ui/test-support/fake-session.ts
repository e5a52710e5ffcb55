import { signal, type Signal } from '@preact/signals-core';
import type {
  ApiVariant, AuthState, Connection, Credentials, LoadState, Retailer, ViewState, WidgetSession,
} from '../../core/session-contract.ts';

/** The session's actions, by name; the fake records each call with its arguments. */
export type ActionName = {
  [K in keyof WidgetSession]: WidgetSession[K] extends (...args: never[]) => unknown ? K : never
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
}

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
  const record = (name: ActionName, ...args: unknown[]) => {
    calls.push({ name, args });
  };
  const recordAsync = async (name: ActionName, ...args: unknown[]) => record(name, ...args);
  return {
    variant: init.variant ?? 'B',
    auth: signal(init.auth ?? { status: 'signed_out' }),
    catalog: signal(init.catalog ?? { status: 'idle' }),
    connections: signal(init.connections ?? { status: 'idle' }),
    view: signal(init.view ?? { name: 'catalog' }),
    online: signal(init.online ?? true),
    calls,
    callsTo: (name) => calls.filter((c) => c.name === name).map((c) => c.args),
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
