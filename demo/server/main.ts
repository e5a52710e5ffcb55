import { createServer, type Server } from 'node:http';
import { createSandboxApp } from './app.ts';
import { readConfig, type SandboxConfig } from './config.ts';

/**
 * Starts the sandbox on loopback only. `localhost` may resolve to ::1 or 127.0.0.1 depending on the
 * client, so the same app listens on both (IPv6 only where the machine has it).
 */
let config: SandboxConfig;
try {
  config = readConfig(process.env, process.argv.slice(2));
} catch (error) {
  // A setting no request could match (a host origin with a path, say) stops the sandbox here, with
  // the setting named, rather than surface later as a provider error in the widget's popup.
  console.error(`RetailSync sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const app = createSandboxApp(config);

function listen(host: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) resolve(undefined);
      else reject(error);
    });
    server.listen(config.port, host, () => resolve(server));
  });
}

const servers = (await Promise.all([listen('127.0.0.1'), listen('::1')])).filter((server) => server !== undefined);
const hosts = [config.demoOrigin, ...config.hostOrigins.map((host) => host.origin)];
console.log(
  `RetailSync sandbox listening on ${config.origin} (issuer ${config.apiIssuer ?? `${config.origin}/oauth`}, ` +
    `SANDBOX_SPEED ${config.speed}, host origins ${hosts.join(' ')})`,
);

function shutdown(): void {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
