import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiAudience } from '../api-resource.ts';
import { createSandbox, type Sandbox } from '../app.ts';
import { DEMO_CLIENT_ID } from '../clients.ts';
import type { HostOrigin } from '../host-origins.ts';
import { createSigningKey, type SigningKey } from '../signing-key.ts';
import type { DPoPKey } from './dpop.ts';
import { signIn, type Tokens } from './oauth.ts';

export interface RunningSandbox extends Sandbox {
  origin: string;
  demoOrigin: string;
  /** The `aud` of the API's access tokens. */
  audience: string;
  /** The provider's signing key, for tests that sign forged tokens with it. */
  signingKey: SigningKey;
  /** Moves the sandbox clock forward: the simulator and the limits see the time pass at once. */
  advance(ms: number): void;
  /** The real code flow; with `dpop`, the tokens are bound to that key. */
  signIn(username: string, clientId?: string, dpop?: DPoPKey): Promise<Tokens>;
  close(): Promise<void>;
}

export interface SandboxOptions {
  speed?: number;
  accessTokenTtl?: number;
  hostOrigins?: HostOrigin[];
  /** Another provider's issuer, whose tokens the API then accepts instead of the sandbox's own. */
  apiIssuer?: string;
  /** Keeps the journal of how API requests carried their tokens (`SANDBOX_AUTH_JOURNAL`). */
  authJournal?: boolean;
}

let users = 0;
/** A sign-in name no other test uses, so the per-user limits never couple two tests. */
export function freshUser(label = 'user'): string {
  users += 1;
  return `t_${label}_${process.pid}_${users}`.slice(0, 32);
}

/**
 * The real sandbox app on an ephemeral loopback port, with a manual clock. It listens first and
 * builds the app afterwards, because the issuer must name the port actually bound.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const demoOrigin = 'http://localhost:5173';
  let now = Date.now();
  const signingKey = createSigningKey();
  const sandbox = createSandbox(
    {
      port,
      origin,
      demoOrigin,
      hostOrigins: options.hostOrigins ?? [],
      apiIssuer: options.apiIssuer,
      authJournal: options.authJournal,
      speed: options.speed ?? 1,
      accessTokenTtl: options.accessTokenTtl ?? 15 * 60,
      now: () => now,
    },
    { signingKey },
  );
  server.on('request', sandbox.app);
  return {
    ...sandbox,
    origin,
    demoOrigin,
    audience: apiAudience(origin),
    signingKey,
    advance(ms) {
      now += ms;
    },
    signIn: (username, clientId = DEMO_CLIENT_ID, dpop) =>
      signIn({ origin, redirectUri: `${demoOrigin}/callback.html`, clientId, username, dpop }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
