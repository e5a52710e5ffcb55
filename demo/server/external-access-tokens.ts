import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** What the API needs of a valid access token: who the user is and which client acts for them. */
export interface ApiCaller {
  /** `sub`. */
  userId: string;
  /** `client_id` (RFC 9068 §2.2): the client's permissions apply (clients.ts). */
  clientId: string;
  /**
   * `cnf.jkt` (RFC 9449 §6.1): the thumbprint of the key the token is bound to. Such a token is taken
   * only with a DPoP proof signed by that key; undefined for a plain bearer token.
   */
  jkt?: string | undefined;
}

/** `cnf.jkt` of a token's claims, when it has one (RFC 9449 §6.1). */
export function boundKeyOf(payload: JWTPayload): string | undefined {
  const { cnf } = payload;
  if (typeof cnf !== 'object' || cnf === null) return undefined;
  const { jkt } = cnf as { jkt?: unknown };
  return typeof jkt === 'string' ? jkt : undefined;
}

/** Anything that turns a bearer token into the API's caller, or refuses it (undefined). */
export interface AccessTokenVerifier {
  verify(value: string): Promise<ApiCaller | undefined>;
}

export interface ExternalIssuerSettings {
  /** The provider's issuer identifier, exactly as its discovery document and its tokens name it. */
  issuer: string;
  /** The API's `aud` (api-resource.ts). */
  audience: string;
  clientIds: ReadonlySet<string>;
}

/** Seconds of clock skew allowed on `exp`, `iat` and `nbf`, as for the sandbox's own tokens. */
const CLOCK_TOLERANCE = 5;

/**
 * The API's view of JWT access tokens issued by an OpenID provider other than the sandbox's own
 * (`--api-issuer`, docs/sandbox.md): checked as any resource server checks them, with the keys the
 * provider publishes at the `jwks_uri` of its discovery document (OpenID Connect Discovery 1.0), and
 * the claims RFC 9068 names: `iss`, `aud` (the API), `exp`, `sub` and `client_id`.
 *
 * What it cannot know is whether the provider revoked a token early: such a token is refused only
 * when it expires. The sandbox's own provider has no such gap (access-tokens.ts).
 */
export class ExternalAccessTokens implements AccessTokenVerifier {
  readonly #settings: ExternalIssuerSettings;
  #keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  constructor(settings: ExternalIssuerSettings) {
    this.#settings = settings;
  }

  async verify(value: string): Promise<ApiCaller | undefined> {
    const { issuer, audience, clientIds } = this.#settings;
    let payload;
    try {
      ({ payload } = await jwtVerify(value, await this.#keySet(), {
        issuer,
        audience,
        clockTolerance: CLOCK_TOLERANCE,
        requiredClaims: ['sub', 'client_id', 'exp'],
      }));
    } catch {
      return undefined;
    }
    const { sub, client_id: clientId } = payload;
    if (typeof sub !== 'string' || typeof clientId !== 'string' || !clientIds.has(clientId)) return undefined;
    return { userId: sub, clientId, jkt: boundKeyOf(payload) };
  }

  /** The provider's key set, found once through discovery; a failed look-up is tried again next time. */
  #keySet(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    this.#keys ??= this.#discoverKeySet().catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  async #discoverKeySet(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    const { issuer } = this.#settings;
    // OpenID Connect Discovery 1.0 §4: the document sits under the issuer's path.
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`${issuer}: discovery answered ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    // §4.3: the document must name the issuer it was asked for.
    if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
      throw new Error(`${issuer}: the discovery document names another issuer or no jwks_uri`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  }
}
