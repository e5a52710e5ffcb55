import { parseArgs } from 'node:util';
import { HOST_ORIGINS_ENV, parseOrigin, readHostOrigins, type HostOrigin } from './host-origins.ts';

/**
 * The sandbox's settings, from the environment and the command line (`npm run sandbox -- FLAGS`), so
 * that tests and demos can move ports without editing code. Every value has a default that matches
 * docs/sandbox.md.
 */
export interface SandboxConfig {
  port: number;
  /** Public origin of the sandbox, e.g. http://localhost:4010; the OpenID issuer is `${origin}/oauth`. */
  origin: string;
  /** Origin of the demo host app; registered as the public client's redirect and CORS origin. */
  demoOrigin: string;
  /**
   * Other host origins, each with its redirect URIs (`SANDBOX_HOST_ORIGINS`, `--host-origin`):
   * registered for every client like the demo's.
   */
  hostOrigins: HostOrigin[];
  /**
   * An OpenID provider other than the sandbox's own that issues the API's access tokens
   * (`SANDBOX_API_ISSUER`, `--api-issuer`): the API then verifies them by that issuer's JWKS
   * (external-access-tokens.ts). Undefined: the sandbox's own provider issues them.
   */
  apiIssuer?: string | undefined;
  /**
   * Time scale of the sync simulator (`SANDBOX_SPEED`): 1 is real time, 10 is ten times faster. It
   * scales simulated work only, never the spec's rate-limit windows nor `user_slow`'s 30 s scan.
   */
  speed: number;
  /** Lifetime of access tokens in seconds. */
  accessTokenTtl: number;
  /**
   * Keeps a journal of how each user's API requests carried their token, at `GET /journal/api-auth`
   * (`SANDBOX_AUTH_JOURNAL=1`), for cross-engine journeys that cannot see request headers. Off by default.
   */
  authJournal?: boolean | undefined;
  /** The sandbox's clock in epoch milliseconds; tests inject a manual one to step the simulator. */
  now: () => number;
}

/** The flag and variable naming an external issuer of the API's tokens. */
export const API_ISSUER_FLAG = '--api-issuer';
export const API_ISSUER_ENV = 'SANDBOX_API_ISSUER';

/**
 * Reads the settings; throws a TypeError naming the setting and the value for anything invalid, so
 * that the sandbox stops at start rather than run with a host origin no request could match.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = []): SandboxConfig {
  const { values } = parseArgs({
    args: [...args],
    options: {
      // HOST_ORIGIN_FLAG and API_ISSUER_FLAG
      'host-origin': { type: 'string', multiple: true },
      'api-issuer': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = Number(env['PORT'] ?? 4010);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new TypeError(`PORT must be a TCP port number, got ${JSON.stringify(env['PORT'])}`);
  }
  const speed = Number(env['SANDBOX_SPEED'] ?? 1);
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new TypeError(`SANDBOX_SPEED must be a positive number, got ${JSON.stringify(env['SANDBOX_SPEED'])}`);
  }
  return {
    port,
    origin: env['SANDBOX_ORIGIN'] ?? `http://localhost:${port}`,
    demoOrigin: parseOrigin(env['DEMO_ORIGIN'] ?? 'http://localhost:5173', 'DEMO_ORIGIN'),
    hostOrigins: readHostOrigins(env[HOST_ORIGINS_ENV], values['host-origin'] ?? []),
    apiIssuer: readIssuer(values['api-issuer'] ?? env[API_ISSUER_ENV]),
    speed,
    accessTokenTtl: 15 * 60,
    authJournal: env['SANDBOX_AUTH_JOURNAL'] === '1',
    now: Date.now,
  };
}

/** An issuer identifier is an absolute http(s) URL with no query or fragment (OpenID Discovery 1.0 §2). */
function readIssuer(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new TypeError(
      `${API_ISSUER_ENV} / ${API_ISSUER_FLAG}: ${JSON.stringify(value)} is not an issuer URL (http(s), no query).`,
    );
  }
  return value;
}
