import type { SandboxConfig } from './config.ts';

/**
 * The OAuth clients the sandbox's operator has onboarded (spec §5.4: permissions are configured per
 * client). Each is a public browser client: no secret, PKCE required.
 */
export interface SandboxClient {
  clientId: string;
  redirectUris: string[];
  /** Origins allowed to call the API and the token endpoint from a browser (CORS). */
  allowedOrigins: string[];
}

export function sandboxClients(config: SandboxConfig): SandboxClient[] {
  return [
    {
      clientId: 'retailsync-demo',
      redirectUris: [`${config.demoOrigin}/callback.html`, `${config.demoOrigin}/`],
      allowedOrigins: [config.demoOrigin],
    },
  ];
}
