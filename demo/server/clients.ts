import type { SandboxConfig } from './config.ts';

/** What a client may do with the API; the operator grants these per client (spec §5.4). */
export type Permission = 'connections' | 'syncs' | 'orders';

/**
 * The OAuth clients the sandbox's operator has onboarded (spec §5.4: permissions are configured per
 * client). Each is a public browser client: no secret, PKCE required.
 */
export interface SandboxClient {
  clientId: string;
  redirectUris: string[];
  /** Origins allowed to call the API and the token endpoint from a browser (CORS). */
  allowedOrigins: string[];
  permissions: readonly Permission[];
}

export const DEMO_CLIENT_ID = 'retailsync-demo';
/** A second client onboarded without the `orders` permission, so a 403 can be seen and tested. */
export const NO_ORDERS_CLIENT_ID = 'retailsync-no-orders';

export function sandboxClients(config: Pick<SandboxConfig, 'demoOrigin'>): SandboxClient[] {
  return [
    {
      clientId: DEMO_CLIENT_ID,
      redirectUris: [`${config.demoOrigin}/callback.html`, `${config.demoOrigin}/`],
      allowedOrigins: [config.demoOrigin],
      permissions: ['connections', 'syncs', 'orders'],
    },
    {
      clientId: NO_ORDERS_CLIENT_ID,
      redirectUris: [`${config.demoOrigin}/callback.html`],
      allowedOrigins: [config.demoOrigin],
      permissions: ['connections', 'syncs'],
    },
  ];
}
