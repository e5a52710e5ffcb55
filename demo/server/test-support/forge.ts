import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { createSigningKey } from '../signing-key.ts';

/** A JWS segment of a compact token, base64url-encoded JSON. */
const segment = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs `payload` as an access token (`typ: at+jwt`, ES256) with `key`, or another `typ`. */
export async function signAccessToken(payload: JWTPayload, key: JWK, typ = 'at+jwt'): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', typ, ...(key.kid === undefined ? {} : { kid: key.kid }) })
    .sign(await importJWK(key, 'ES256'));
}

/** The same claims signed by a key of the same `kid` that is not the provider's. */
export async function signWithAnotherKey(payload: JWTPayload, kid: string | undefined): Promise<string> {
  const { privateJwk } = createSigningKey();
  return signAccessToken(payload, { ...privateJwk, ...(kid === undefined ? {} : { kid }) });
}

/** An unsecured JWT (`alg: none`, RFC 7519 §6): a header, the claims and an empty signature. */
export function unsigned(payload: JWTPayload): string {
  return `${segment({ alg: 'none', typ: 'at+jwt' })}.${segment(payload)}.`;
}

/** A real token with its claims replaced and its header and signature kept. */
export function tampered(token: string, changes: JWTPayload): string {
  const [header = '', , signature = ''] = token.split('.');
  return `${header}.${segment({ ...decodeJwt(token), ...changes })}.${signature}`;
}

/** The claims and the `kid` of a real token, to forge look-alikes from. */
export function claimsOf(token: string): { payload: JWTPayload; kid: string | undefined } {
  return { payload: decodeJwt(token), kid: decodeProtectedHeader(token).kid };
}
