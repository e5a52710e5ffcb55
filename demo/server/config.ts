/**
 * The sandbox's settings, all from the environment so that tests and demos can move ports without
 * editing code. Every value has a default that matches docs/sandbox.md.
 */
export interface SandboxConfig {
  port: number;
  /** Public origin of the sandbox, e.g. http://localhost:4010; the OpenID issuer is `${origin}/oauth`. */
  origin: string;
  /** Origin of the demo host app; registered as the public client's redirect and CORS origin. */
  demoOrigin: string;
  /**
   * Time scale of the sync simulator (`SANDBOX_SPEED`): 1 is real time, 10 is ten times faster. It
   * scales simulated work only, never the spec's rate-limit windows nor `user_slow`'s 30 s scan.
   */
  speed: number;
  /** Lifetime of access tokens in seconds. */
  accessTokenTtl: number;
  /** The sandbox's clock in epoch milliseconds; tests inject a manual one to step the simulator. */
  now: () => number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
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
    demoOrigin: env['DEMO_ORIGIN'] ?? 'http://localhost:5173',
    speed,
    accessTokenTtl: 15 * 60,
    now: Date.now,
  };
}
