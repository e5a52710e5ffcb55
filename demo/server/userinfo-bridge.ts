import type { RequestHandler } from 'express';
import type Provider from 'oidc-provider';
import type { AccessTokens } from './access-tokens.ts';
import { BEARER } from './api/auth.ts';

/** Seconds the stand-in token could live if the request never finished; it is destroyed at the end. */
const STAND_IN_TTL = 30;

/**
 * Lets the user-info endpoint (OpenID Connect Core §5.3) accept the API's JWT access token, so the
 * widget keeps calling it with the one access token it holds. oidc-provider answers user info only
 * for its own opaque tokens without an audience, and refuses a resource server's JWT.
 *
 * For a live API token (access-tokens.ts: signature, claims, not revoked), this mints an opaque
 * user-info token of the same user, client, grant and scope for this one request, hands it to the
 * provider in place of the JWT, and destroys it when the answer is sent. The provider then answers as
 * it always did: claims by scope, its checks on the grant and the account, its errors. Anything else
 * (no token, another scheme, an invalid or revoked JWT) reaches the provider untouched and gets its
 * usual 401.
 */
export function userinfoBridge(provider: Provider, tokens: AccessTokens): RequestHandler {
  return async (req, res, next) => {
    const value = BEARER.exec(req.get('authorization') ?? '')?.[1];
    const verified = value === undefined ? undefined : await tokens.verify(value);
    const client = verified && (await provider.Client.find(verified.clientId));
    if (!verified || !client) {
      next();
      return;
    }
    const standIn = new provider.AccessToken({
      accountId: verified.userId,
      client,
      grantId: verified.grantId,
      gty: 'userinfo_bridge',
      scope: verified.scope,
      expiresIn: STAND_IN_TTL,
    });
    req.headers.authorization = `Bearer ${await standIn.save()}`;
    res.on('close', () => {
      void standIn.destroy();
    });
    next();
  };
}
