/**
 * Checking the hosted page's signed result (docs/hosted-mode.md, "By redirect"): a chunk of its own,
 * loaded by `readHostedResult` only when there is a result to check. The JWS is verified with jose
 * (a well-kept, audited library that runs on WebCrypto in every browser we support) rather than by
 * hand: oauth4webapi verifies only the JWTs of its own flows (ID tokens, JWT responses), and a JWS
 * check written here would be ours to get right (algorithms, key selection, claim rules, RFC 8725).
 */
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { PendingRedirect } from './hosted-redirect.ts';
import {
  refused,
  type HostedResult,
  type HostedResultAnswer,
  type HostedResultErrorCode,
} from './hosted-result-contract.ts';

/** The result's explicit type (RFC 8725 §3.11), so that an ID token of the same issuer is refused. */
export const RESULT_TYP = 'retail-sync-result+jwt';
/** Seconds of clock difference allowed between the service and the shopper's device. */
const CLOCK_TOLERANCE = 30;
/** Signing algorithms a service may use; none symmetric (the host holds no secret), never `none`. */
const ALGORITHMS = ['ES256', 'ES384', 'PS256', 'RS256', 'EdDSA'];

async function json(fetcher: typeof fetch, url: string): Promise<Record<string, unknown>> {
  const response = await fetcher(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${url} answered no JSON object`);
  return body as Record<string, unknown>;
}

/**
 * The service's key set, found through its discovery document (OpenID Connect Discovery 1.0 §4),
 * whose `issuer` must be exactly the one expected.
 */
async function serviceKeys(fetcher: typeof fetch, issuer: string): Promise<JSONWebKeySet | HostedResultAnswer> {
  try {
    const discovery = await json(fetcher, `${issuer}/.well-known/openid-configuration`);
    if (discovery['issuer'] !== issuer) return refused('wrong_issuer', `the discovery document is not ${issuer}'s`);
    const jwksUri = discovery['jwks_uri'];
    if (typeof jwksUri !== 'string') return refused('network', 'the discovery document names no jwks_uri');
    const jwks = await json(fetcher, jwksUri);
    if (!Array.isArray(jwks['keys'])) return refused('network', 'the JWKS holds no keys');
    return jwks as unknown as JSONWebKeySet;
  } catch (error) {
    return refused('network', `the service's keys could not be fetched (${(error as Error).message})`);
  }
}

/** jose's refusal, by its `code` (class names do not survive minifying), as ours. */
function joseRefusal(error: unknown): HostedResultAnswer {
  const { code, claim } = (error ?? {}) as { code?: string; claim?: string };
  const reason = error instanceof Error ? error.message : String(error);
  const mapped: HostedResultErrorCode =
    code === 'ERR_JWT_EXPIRED'
      ? 'expired'
      : code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWKS_NO_MATCHING_KEY'
        ? 'invalid_signature'
        : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'iss'
          ? 'wrong_issuer'
          : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'aud'
            ? 'wrong_audience'
            : 'malformed';
  return refused(mapped, `the hosted result was refused: ${reason}`);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The verified claims as a `HostedResult`, or undefined when they are not one. */
function resultOf(payload: JWTPayload): HostedResult | undefined {
  const { outcome, code, syncId, retailerIds } = payload;
  if (!Array.isArray(retailerIds) || !retailerIds.every(isId)) return undefined;
  if (syncId !== undefined && typeof syncId !== 'string') return undefined;
  const sync = syncId === undefined ? {} : { syncId };
  if (outcome === 'success') return syncId === undefined ? undefined : { outcome, syncId, retailerIds };
  if (outcome === 'exit') return { outcome, ...sync, retailerIds };
  if (outcome === 'error' && typeof code === 'string') return { outcome, code, ...sync, retailerIds };
  return undefined;
}

/**
 * Verifies `jws` for the redirect this tab started (`pending`): signature with the service's JWKS,
 * `typ`, `iss`, `aud` (this client), `exp`, then the one-time value and the return address.
 */
export async function verifyHostedResult(
  jws: string,
  pending: PendingRedirect,
  fetcher: typeof fetch,
): Promise<HostedResultAnswer> {
  const keys = await serviceKeys(fetcher, pending.issuer);
  if ('error' in keys) return keys;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(jws, createLocalJWKSet(keys as JSONWebKeySet), {
      issuer: pending.issuer,
      audience: pending.clientId,
      typ: RESULT_TYP,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE,
      requiredClaims: ['exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    return joseRefusal(error);
  }
  if (payload['nonce'] !== pending.nonce || payload['returnTo'] !== pending.returnTo) {
    return refused(
      'not_this_redirect',
      'the hosted result was signed for another redirect than the one this tab started',
    );
  }
  const result = resultOf(payload);
  return result ? { result } : refused('malformed', 'the hosted result does not say what happened in a known shape');
}
