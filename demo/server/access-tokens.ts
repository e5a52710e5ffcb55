import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { boundKeyOf, type AccessTokenVerifier } from './external-access-tokens.ts';

/** What the API learns from a valid access token. */
export interface VerifiedAccessToken {
  jti: string;
  /** `sub`: the signed-in user. */
  userId: string;
  clientId: string;
  /** The provider's grant the token was issued under: revoking it ends the token. */
  grantId: string;
  scope: string;
  /** `cnf.jkt` when the token is DPoP-bound (RFC 9449 §6.1). */
  jkt: string | undefined;
}

export interface AccessTokenSettings {
  issuer: string;
  audience: string;
  /** The key set the provider's JWKS endpoint publishes. */
  jwks: JSONWebKeySet;
  clientIds: ReadonlySet<string>;
}

interface Issued {
  grantId: string;
  /** Epoch seconds; at or after the token's own `exp`. */
  expiresAt: number;
}

/** Seconds of clock skew allowed on `exp`, `iat` and `nbf`. */
const CLOCK_TOLERANCE = 5;

const epochSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The API's view of the provider's JWT access tokens (RFC 9068). It validates a token as any backend
 * would, with the published key set (signature, `typ`, `iss`, `aud`, `exp`, `client_id`), and adds
 * what only the issuer's own service can know: whether the token was revoked.
 *
 * The provider keeps no record of a JWT access token (it stores opaque ones only), so this class
 * remembers every one it issues (`access_token.issued`, emitted before the token response is sent)
 * by `jti`, with its grant. A token is live while that record exists and its grant does: revoking the
 * token (revocation-bridge.ts) drops the record; revoking the refresh token (sign-out) or reusing a
 * rotated one makes the provider destroy the grant. Either way the next request is refused at once.
 */
export class AccessTokens implements AccessTokenVerifier {
  readonly #provider: Provider;
  readonly #settings: AccessTokenSettings;
  readonly #keys: ReturnType<typeof createLocalJWKSet>;
  readonly #issued = new Map<string, Issued>();

  constructor(provider: Provider, settings: AccessTokenSettings) {
    this.#provider = provider;
    this.#settings = settings;
    this.#keys = createLocalJWKSet(settings.jwks);
    provider.on('access_token.issued', (token) => {
      // Only JWT access tokens are "issued" (opaque ones are "saved"): they are all the API's.
      if (!token.jti || !token.grantId) return;
      this.#forgetExpired();
      this.#issued.set(token.jti, { grantId: token.grantId, expiresAt: epochSeconds() + token.expiration });
    });
  }

  /** The token's claims if the API must accept it now; undefined for anything else. */
  async verify(value: string): Promise<VerifiedAccessToken | undefined> {
    const claims = await this.#verifySignedClaims(value);
    const issued = claims && this.#issued.get(claims.jti);
    if (!claims || !issued) return undefined;
    if (!(await this.#provider.Grant.find(issued.grantId))) {
      this.#issued.delete(claims.jti);
      return undefined;
    }
    return { ...claims, grantId: issued.grantId };
  }

  /** Ends one token at once (RFC 7009 revocation of an access token). */
  revoke(jti: string): void {
    this.#issued.delete(jti);
  }

  async #verifySignedClaims(value: string): Promise<Omit<VerifiedAccessToken, 'grantId'> | undefined> {
    const { issuer, audience, clientIds } = this.#settings;
    let payload;
    try {
      ({ payload } = await jwtVerify(value, this.#keys, {
        issuer,
        audience,
        typ: 'at+jwt',
        algorithms: ['ES256'],
        clockTolerance: CLOCK_TOLERANCE,
        requiredClaims: ['jti', 'sub', 'client_id', 'iat', 'exp'],
      }));
    } catch {
      return undefined;
    }
    const { jti, sub, client_id: clientId, scope } = payload;
    if (typeof jti !== 'string' || typeof sub !== 'string' || typeof clientId !== 'string') return undefined;
    if (!clientIds.has(clientId)) return undefined;
    return { jti, userId: sub, clientId, scope: typeof scope === 'string' ? scope : '', jkt: boundKeyOf(payload) };
  }

  #forgetExpired(): void {
    const now = epochSeconds() - CLOCK_TOLERANCE;
    for (const [jti, issued] of this.#issued) if (issued.expiresAt < now) this.#issued.delete(jti);
  }
}
