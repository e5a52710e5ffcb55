import type { SandboxConfig } from './config.ts';

/** What a client may do with the API; the operator grants these per client (docs/sandbox.md, Permissions). */
export type Permission = 'connections' | 'syncs' | 'orders';

/**
 * The OAuth clients the sandbox's operator has onboarded (docs/sandbox.md: permissions are configured per
 * client). Each is a public browser client: no secret, PKCE required.
 */
export interface SandboxClient {
  clientId: string;
  redirectUris: string[];
  /**
   * Origins allowed to call the API and the token endpoint from a browser (CORS), and the only host
   * origins the hosted popup posts events to (GET /clients/{clientId}/origins publishes them).
   */
  allowedOrigins: string[];
  /**
   * Where the hosted page may send the browser back when it runs by full-page redirect
   * (docs/hosted-mode.md, "By redirect"): absolute URLs, matched exactly as redirect URIs are, with
   * no fragment (the signed result travels in it).
   */
  returnTo: string[];
  permissions: readonly Permission[];
}

export const DEMO_CLIENT_ID = 'retailsync-demo';
/** A second client onboarded without the `orders` permission, so a 403 can be seen and tested. */
export const NO_ORDERS_CLIENT_ID = 'retailsync-no-orders';
/** A third with only `orders`, so the 403 the documents promise for connections and syncs can be seen too. */
export const ORDERS_ONLY_CLIENT_ID = 'retailsync-orders-only';

/** The demo host pages that embed the widget inline (demo/host/), on the demo origin. */
export const DEMO_HOST_PAGES = [
  '/',
  '/demo/host/script-tag.html',
  '/demo/host/loader.html',
  '/demo/host/csp.html',
  '/demo/host/react.html',
];

/** The demo's page that sends the whole page to the hosted widget and reads the result it comes back with. */
export const DEMO_HOSTED_RETURN_PAGE = '/demo/host/hosted-redirect.html';

/**
 * Every demo page that sends the whole page to the hosted widget and comes back to itself: the npm
 * page above, and the script-tag and loader pages (`RetailSync.startHostedRedirect`).
 */
export const DEMO_HOSTED_RETURN_PAGES = [
  DEMO_HOSTED_RETURN_PAGE,
  '/demo/host/script-tag.html',
  '/demo/host/loader.html',
];

/** The hosted popup page (docs/hosted-mode.md) on the sandbox's own origin; it is also its own redirect URI. */
export const HOSTED_PATH = '/hosted/';

export function sandboxClients(
  config: Pick<SandboxConfig, 'demoOrigin' | 'origin'> & Partial<Pick<SandboxConfig, 'hostOrigins'>>,
): SandboxClient[] {
  // The developer's own apps (host-origins.ts): every client is theirs to try, like the demo's.
  const hostOrigins = config.hostOrigins ?? [];
  const hostRedirectUris = hostOrigins.flatMap((host) => host.redirectUris);
  const allowedOrigins = [config.demoOrigin, ...hostOrigins.map((host) => host.origin)];
  return [
    {
      clientId: DEMO_CLIENT_ID,
      // The popup's callback page; each demo host page, for the full-page fallback when the popup is
      // blocked (it comes back to the page itself); and the hosted page, which signs in by full-page
      // redirect inside its popup and comes back to itself.
      redirectUris: [
        `${config.demoOrigin}/callback.html`,
        ...DEMO_HOST_PAGES.map((page) => `${config.demoOrigin}${page}`),
        `${config.origin}${HOSTED_PATH}`,
        ...hostRedirectUris,
      ],
      allowedOrigins,
      // The developer's registered pages may be return addresses too (docs/sandbox.md, "Your own app").
      returnTo: [...DEMO_HOSTED_RETURN_PAGES.map((page) => `${config.demoOrigin}${page}`), ...hostRedirectUris],
      permissions: ['connections', 'syncs', 'orders'],
    },
    {
      clientId: NO_ORDERS_CLIENT_ID,
      redirectUris: [`${config.demoOrigin}/callback.html`, ...hostRedirectUris],
      allowedOrigins,
      returnTo: hostRedirectUris,
      permissions: ['connections', 'syncs'],
    },
    {
      clientId: ORDERS_ONLY_CLIENT_ID,
      redirectUris: [`${config.demoOrigin}/callback.html`, ...hostRedirectUris],
      allowedOrigins,
      returnTo: hostRedirectUris,
      permissions: ['orders'],
    },
  ];
}
