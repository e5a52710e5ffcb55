import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, errors, jwtVerify, type JWTPayload } from 'jose';

/**
 * The signing algorithms the API takes for DPoP proofs: those the sandbox's provider announces in
 * `dpop_signing_alg_values_supported` (oidc-provider's default), so one key serves both.
 */
export const DPOP_ALGORITHMS = ['ES256', 'Ed25519', 'EdDSA'];

/** Seconds either side of now that a proof's `iat` may be (RFC 9449 §11.1: a short window). */
export const PROOF_WINDOW_SECONDS = 60;

/** Why a proof is refused: the `error` of the `DPoP` challenge (RFC 9449 §7.1) and a sentence. */
export class ProofRefusal extends Error {
  override readonly name = 'ProofRefusal';

  constructor(
    readonly error: 'invalid_dpop_proof' | 'invalid_token',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The request a proof must be made for, and the token it must go with. */
export interface ProofContext {
  /** The DPoP header's values: exactly one is allowed (RFC 9449 §4.3, check 1). */
  proofs: readonly string[];
  /** The request's method, as `htm` must name it. */
  method: string;
  /** The request's absolute URL as the client addressed it; its query and fragment are ignored. */
  url: string;
  /** The access token of the `Authorization: DPoP` header, which `ath` must hash. */
  accessToken: string;
  /** The token's `cnf.jkt`: the thumbprint of the key the token is bound to. */
  jkt: string;
}

const epochSeconds = (): number => Math.floor(Date.now() / 1000);

/** `htu` as RFC 9449 §4.3 compares it: without query and fragment (and normalized by URL parsing). */
function withoutQuery(value: string): string | undefined {
  const url = URL.parse(value);
  if (!url) return undefined;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Checks DPoP proofs (RFC 9449) as a resource server does (§4.3 and §7): the JOSE work (signature with
 * the embedded public key, `typ`, algorithm, thumbprint) is jose's; this adds the request binding
 * (`htm`, `htu`), freshness (`iat`), one use per `jti`, the token hash (`ath`) and the key binding
 * (`cnf.jkt`). The API asks for no nonce (§9 makes them optional), so `iat` alone bounds a proof's life,
 * and the `jti`s seen within that window are remembered to refuse a replay.
 */
export class DPoPProofs {
  /** `jti` to the epoch second after which it can no longer pass the `iat` check, so it may be forgotten. */
  readonly #seen = new Map<string, number>();

  async check({ proofs, method, url, accessToken, jkt }: ProofContext): Promise<void> {
    const [proof] = proofs;
    if (proofs.length !== 1 || !proof) {
      throw new ProofRefusal(
        'invalid_dpop_proof',
        proofs.length === 0 ? 'The DPoP-bound access token came without a DPoP proof.' : 'Send exactly one DPoP proof.',
      );
    }
    let payload: JWTPayload;
    let thumbprint: string;
    try {
      const verified = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: DPOP_ALGORITHMS });
      payload = verified.payload;
      // EmbeddedJWK has refused a header without a public `jwk`.
      thumbprint = await calculateJwkThumbprint(verified.protectedHeader.jwk ?? {});
    } catch (cause) {
      const reason = cause instanceof errors.JOSEError ? cause.message : 'it is not a signed JWT';
      throw new ProofRefusal('invalid_dpop_proof', `The DPoP proof is not valid: ${reason}.`);
    }
    const { jti, htm, htu, iat, ath } = payload;
    if (typeof jti !== 'string' || !jti || typeof iat !== 'number') {
      throw new ProofRefusal('invalid_dpop_proof', 'The DPoP proof needs a jti and a numeric iat.');
    }
    if (htm !== method) {
      throw new ProofRefusal('invalid_dpop_proof', `The DPoP proof was made for another method than ${method}.`);
    }
    if (typeof htu !== 'string' || withoutQuery(htu) !== withoutQuery(url)) {
      throw new ProofRefusal('invalid_dpop_proof', 'The DPoP proof was made for another URL.');
    }
    const now = epochSeconds();
    if (Math.abs(now - iat) > PROOF_WINDOW_SECONDS) {
      throw new ProofRefusal('invalid_dpop_proof', 'The DPoP proof is stale or from the future (iat).');
    }
    if (ath !== createHash('sha256').update(accessToken).digest('base64url')) {
      throw new ProofRefusal('invalid_dpop_proof', 'The DPoP proof was made for another access token (ath).');
    }
    if (thumbprint !== jkt) {
      throw new ProofRefusal(
        'invalid_token',
        'The access token is bound to another key than the one that signed the DPoP proof.',
      );
    }
    this.#forgetOld(now);
    if (this.#seen.has(jti)) {
      throw new ProofRefusal('invalid_dpop_proof', 'The DPoP proof was used before (jti).');
    }
    this.#seen.set(jti, iat + PROOF_WINDOW_SECONDS);
  }

  #forgetOld(now: number): void {
    for (const [jti, until] of this.#seen) if (until < now) this.#seen.delete(jti);
  }
}
