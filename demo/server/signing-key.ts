import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * The provider's one signing key: it signs ID tokens and the API's JWT access tokens, and its public
 * half is what the JWKS endpoint publishes. Made at start: the sandbox keeps no secrets on disk, and
 * every token dies with the process.
 */
export interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const meta = { kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  return {
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JWK), ...meta },
    publicJwk: { ...(publicKey.export({ format: 'jwk' }) as JWK), ...meta },
  };
}
