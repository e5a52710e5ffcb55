import type { Variant } from '../../../openapi/build.ts';
import type { components } from '../../../src/core/api/generated/variant-a.ts';
import { ApiClient } from './client.ts';
import { Contract } from './contract.ts';
import { freshUser, startSandbox, type RunningSandbox, type SandboxOptions } from './sandbox.ts';

export type SyncSession = components['schemas']['SyncSession'];
export type SyncBatch = components['schemas']['SyncBatch'];
export type Connection = components['schemas']['Connection'];
export type ConnectResult = components['schemas']['ConnectResult'];
export type Problem = components['schemas']['Problem'];
export type OrderList = components['schemas']['OrderList'];
export type Order = components['schemas']['Order'];

/** Where each variant keeps its connections (docs/sandbox.md). */
export const CONNECTIONS: Record<Variant, string> = { a: '/sync/connections', b: '/sync/retailers' };

export interface World {
  sandbox: RunningSandbox;
  contracts: Record<Variant, Contract>;
  /** A freshly signed-in user of the demo client, talking to one variant. */
  user(
    variant: Variant,
    label?: string,
    clientId?: string,
  ): Promise<{ api: ApiClient; username: string; token: string }>;
  anonymous(variant: Variant): ApiClient;
  /** The seeded user `demo` (or another seeded `demo_*` user), signed in through the real flow. */
  demo(variant: Variant, username?: string): Promise<ApiClient>;
  close(): Promise<void>;
}

export async function startWorld(options: SandboxOptions = {}): Promise<World> {
  const sandbox = await startSandbox(options);
  const contracts = { a: await Contract.load('a'), b: await Contract.load('b') };
  return {
    sandbox,
    contracts,
    async user(variant, label = 'user', clientId) {
      const username = freshUser(label);
      const { accessToken } = await sandbox.signIn(username, clientId);
      return { api: new ApiClient(sandbox.origin, contracts[variant], accessToken), username, token: accessToken };
    },
    anonymous: (variant) => new ApiClient(sandbox.origin, contracts[variant], null),
    async demo(variant, username = 'demo') {
      const { accessToken } = await sandbox.signIn(username);
      return new ApiClient(sandbox.origin, contracts[variant], accessToken);
    },
    close: () => sandbox.close(),
  };
}

export const good = (username = 'user_good') => ({ username, password: 'pass_good' });

/** Lets a minute of sandbox time pass (every simulated sync but `user_slow` finishes) and reads the sync. */
export async function finish(world: World, api: ApiClient, syncId: string, ms = 60_000): Promise<SyncSession> {
  world.sandbox.advance(ms);
  const { status, body } = await api.get<SyncSession>(`/sync/sessions/${syncId}`);
  if (status !== 200) throw new Error(`GET sync answered ${status}`);
  return body;
}
