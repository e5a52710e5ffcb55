import type { Request, RequestHandler } from 'express';
import type Provider from 'oidc-provider';
import type { AccessTokens } from './access-tokens.ts';
import { BEARER, DPOP } from './api/auth.ts';
import type { DPoPProofs } from './api/dpop-proof.ts';

export interface UserinfoBridgeOptions {
  /** The sandbox's origin: with the request's path, the URL a DPoP proof's `htu` must name. */
  origin: string;
  proofs: DPoPProofs;
}

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
 *
 * A DPoP-bound JWT (`cnf.jkt`) is bridged only as `Authorization: DPoP` with a valid proof of its key
 * for this request, checked as the API checks it (api/dpop-proof.ts); the stand-in then goes without
 * the proof, which was made for the JWT. A bound JWT sent as `Bearer`, or with a bad proof, reaches
 * the provider untouched, which refuses it as it refuses any JWT.
 */
export function userinfoBridge(
  provider: Provider,
  tokens: AccessTokens,
  options: UserinfoBridgeOptions,
): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const bearer = BEARER.exec(header)?.[1];
    const dpop = DPOP.exec(header)?.[1];
    const value = bearer ?? dpop;
    const verified = value === undefined ? undefined : await tokens.verify(value);
    const client = verified && (await provider.Client.find(verified.clientId));
    if (!verified || !client || !(await proofHolds(verified.jkt, dpop, req, options))) {
      next();
      return;
    }
    delete req.headers.dpop;
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

/** Whether an unbound token came as Bearer, or a bound one as DPoP with a valid proof of its key. */
async function proofHolds(
  jkt: string | undefined,
  dpop: string | undefined,
  req: Request,
  { origin, proofs }: UserinfoBridgeOptions,
): Promise<boolean> {
  if (jkt === undefined) return dpop === undefined;
  if (dpop === undefined) return false;
  try {
    const proof = req.headers.dpop;
    await proofs.check({
      proofs: proof === undefined ? [] : [proof].flat(),
      method: req.method,
      url: `${origin}${req.originalUrl}`,
      accessToken: dpop,
      jkt,
    });
    return true;
  } catch {
    return false;
  }
}
