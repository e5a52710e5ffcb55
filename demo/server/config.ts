/**
 * The sandbox's settings, all from the environment so that tests and demos can move ports without
 * editing code. Every value has a default that matches the README.
 */
export interface SandboxConfig {
  port: number;
  /** Public origin of the sandbox, e.g. http://localhost:4010; the OpenID issuer is `${origin}/oauth`. */
  origin: string;
  /** Origin of the demo host app; registered as the public client's redirect and CORS origin. */
  demoOrigin: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env['PORT'] ?? 4010);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new TypeError(`PORT must be a TCP port number, got ${JSON.stringify(env['PORT'])}`);
  }
  return {
    port,
    origin: env['SANDBOX_ORIGIN'] ?? `http://localhost:${port}`,
    demoOrigin: env['DEMO_ORIGIN'] ?? 'http://localhost:5173',
  };
}
