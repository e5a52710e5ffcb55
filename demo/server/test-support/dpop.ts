import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** What a proof claims; each field can be set wrong on purpose. */
export interface ProofClaims {
  htm: string;
  htu: string;
  /** The access token whose hash goes in `ath`; none for a token request. */
  accessToken?: string;
  /** Epoch seconds. @default now */
  iat?: number;
  /** @default a fresh UUID */
  jti?: string;
  /** Replaces the computed `ath`. */
  ath?: string;
}

/** A client's DPoP key (RFC 9449), as a test holds it: it signs proofs as a browser client would. */
export interface DPoPKey {
  /** The public key's JWK thumbprint (RFC 7638): the `cnf.jkt` of the tokens bound to it. */
  thumbprint: string;
  proof(claims: ProofClaims): Promise<string>;
}

/** The base64url SHA-256 of an access token: a proof's `ath` (RFC 9449 §4.2). */
export function tokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('base64url');
}

export async function newDPoPKey(): Promise<DPoPKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk: JWK = await exportJWK(publicKey);
  return {
    thumbprint: await calculateJwkThumbprint(jwk),
    proof: (claims) => signProof(privateKey, jwk, claims),
  };
}

function signProof(
  privateKey: CryptoKey,
  jwk: JWK,
  { htm, htu, accessToken, iat, jti, ath }: ProofClaims,
): Promise<string> {
  return new SignJWT({
    htm,
    htu,
    jti: jti ?? randomUUID(),
    ...(ath !== undefined ? { ath } : accessToken !== undefined ? { ath: tokenHash(accessToken) } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
    .setIssuedAt(iat ?? Math.floor(Date.now() / 1000))
    .sign(privateKey);
}
