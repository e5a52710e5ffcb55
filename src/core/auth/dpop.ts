/**
 * Sender-constrained tokens (DPoP, RFC 9449) through oauth4webapi: a key pair the page cannot export,
 * a proof signed with it on every token request and on every call that carries the access token, and
 * the one retry RFC 9449 §8 and §9 ask for when a server wants a nonce.
 */
import * as oauth from 'oauth4webapi';
import type { AuthenticatedCall } from '../api/http-client.ts';
import { isLoopback } from './loopback.ts';

/**
 * Proof algorithms the widget can make a WebCrypto key for, in the order it prefers them: ES256 is
 * the one every provider that offers DPoP lists (RFC 9449 §5.1) and every engine signs with.
 */
const PROOF_ALGORITHMS = ['ES256', 'Ed25519', 'EdDSA', 'ES384', 'PS256', 'RS256'] as const;

/**
 * The algorithm for the proofs of `as`: undefined when its discovery document announces no DPoP
 * (`dpop_signing_alg_values_supported`, RFC 9449 §5.1), or only algorithms the widget cannot sign
 * with. Then the tokens stay bearer tokens, as with any provider without DPoP.
 */
export function proofAlgorithm(as: oauth.AuthorizationServer): string | undefined {
  const listed = as.dpop_signing_alg_values_supported;
  if (!Array.isArray(listed)) return undefined;
  return PROOF_ALGORITHMS.find((alg) => listed.includes(alg));
}

/**
 * A fresh key pair for `as` and the handle that signs proofs with it and keeps the nonces servers
 * give; undefined when `as` announces no DPoP. The private key is made non-extractable: script can
 * sign with it while the page holds it, but never read it, store it or send it anywhere. It lives in
 * the token set it was made for, and goes when the widget forgets those tokens.
 */
export async function newProofKey(
  as: oauth.AuthorizationServer,
  client: oauth.Client,
): Promise<oauth.DPoPHandle | undefined> {
  const alg = proofAlgorithm(as);
  if (!alg) return undefined;
  return oauth.DPoP(client, await oauth.generateKeyPair(alg, { extractable: false }));
}

/**
 * Runs `request` (a request and the reading of its answer), and once more when the server refused
 * it for want of a DPoP nonce (`use_dpop_nonce`, RFC 9449 §8 and §9): the handle has kept the nonce
 * from that answer, so the second proof carries it. A second refusal is the caller's failure.
 */
export async function withNonceRetry<T>(proofKey: oauth.DPoPHandle | undefined, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!proofKey || !oauth.isDPoPNonceError(error)) throw error;
    return request();
  }
}

/**
 * Sends `call` with `accessToken` as `Authorization: DPoP` and a fresh proof for this method and URL
 * (RFC 9449 §7.1), through oauth4webapi's `protectedResourceRequest`; one retry when the resource
 * server asks for a nonce. Any other answer, a 401 included, is the caller's to read: its challenge
 * is not thrown.
 */
export async function sendWithProof(
  proofKey: oauth.DPoPHandle,
  accessToken: string,
  { url, method, headers, body, signal }: AuthenticatedCall,
  fetchImpl: typeof fetch,
): Promise<Response> {
  const target = new URL(url);
  const options: oauth.ProtectedResourceRequestOptions = {
    DPoP: proofKey,
    // oauth4webapi's options are a RequestInit at runtime, as for the provider (provider-http.ts).
    [oauth.customFetch]: fetchImpl as NonNullable<oauth.ProtectedResourceRequestOptions[typeof oauth.customFetch]>,
    // Plain http only for an API on this machine (the sandbox), as for the provider.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- loopback only, as said
    [oauth.allowInsecureRequests]: target.protocol === 'http:' && isLoopback(target),
    ...(signal ? { signal } : {}),
  };
  const send = (): Promise<Response> =>
    oauth.protectedResourceRequest(accessToken, method, target, new Headers(headers), body, options);
  try {
    return await withNonceRetry(proofKey, send);
  } catch (error) {
    // A challenge is an answer (a 401, say) that the transport reads as it reads any other.
    if (error instanceof oauth.WWWAuthenticateChallengeError) return error.response;
    throw error;
  }
}
