import { randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import { findAccount } from './accounts.ts';
import { apiResourceIndicators } from './api-resource.ts';
import type { SandboxClient } from './clients.ts';
import { renderError } from './error-page.ts';
import type { SigningKey } from './signing-key.ts';
import { userinfoProblems } from './userinfo-problems.ts';

/** Where the provider is mounted on the sandbox; the issuer is `${origin}${OAUTH_MOUNT}`. */
export const OAUTH_MOUNT = '/oauth';

/** Where the provider answers user info, under its mount (oidc-provider's default, named for app.ts). */
export const USERINFO_ROUTE = '/me';

export interface ProviderSettings {
  clients: SandboxClient[];
  signingKey: SigningKey;
  /** The API's audience (api-resource.ts): its access tokens are JWTs for it. */
  apiAudience: string;
  /** Seconds. */
  accessTokenTtl: number;
}

export function createProvider(origin: string, settings: ProviderSettings): Provider {
  const { clients, signingKey, apiAudience, accessTokenTtl } = settings;
  const originsByClient = new Map(clients.map((client) => [client.clientId, client.allowedOrigins]));

  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [signingKey.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    features: {
      // Our own sign-in page below: the built-in one loads web fonts from the internet.
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A public client may revoke only its own tokens.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      resourceIndicators: apiResourceIndicators(apiAudience),
    },
    routes: { userinfo: USERINFO_ROUTE },
    // Every client here is public: PKCE (S256, the only method oidc-provider 9 accepts) always.
    pkce: { required: () => true },
    // Browsers may call the token, revocation and userinfo endpoints only from registered origins,
    // or from the service's own origin: the hosted popup page runs there, and a same-origin POST
    // still carries an Origin header that this check sees.
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      requestOrigin === origin || (originsByClient.get(client.clientId) ?? []).includes(requestOrigin),
    // Browser clients get (rotating) refresh tokens without `offline_access`, which oidc-provider
    // would otherwise drop unless every request also forced `prompt=consent`.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx, interaction) => `${OAUTH_MOUNT}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 10 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    renderError,
  };

  const provider = new Provider(`${origin}${OAUTH_MOUNT}`, configuration);
  userinfoProblems(provider);
  return provider;
}
