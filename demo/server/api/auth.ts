import type { Request, RequestHandler } from 'express';
import type { AccessTokenVerifier } from '../external-access-tokens.ts';
import type { SandboxClient } from '../clients.ts';
import { ApiError } from '../problem.ts';
import type { AuthJournal } from './auth-journal.ts';
import { DPOP_ALGORITHMS, ProofRefusal, type DPoPProofs } from './dpop-proof.ts';

export interface AuthContext {
  userId: string;
  client: SandboxClient;
}

const contexts = new WeakMap<Request, AuthContext>();

/** The caller of an authenticated request; only reachable behind `bearerAuth`. */
export function authOf(req: Request): AuthContext {
  const context = contexts.get(req);
  if (!context) throw new Error('authOf() used on a route that is not behind bearerAuth');
  return context;
}

/** RFC 6750 §2.1: `Bearer` then a b64token. */
export const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

/** RFC 9449 §7.1: `DPoP` then the same token68. */
export const DPOP = /^DPoP ([A-Za-z0-9\-._~+/]+=*)$/;

/** The challenges of a request that sent no token: either scheme will do (RFC 9449 §7.1). */
const NO_TOKEN_CHALLENGE = 'Bearer realm="retailsync"';

function unauthorized(code: 'unauthorized' | 'invalid_token', detail: string): ApiError {
  const challenge =
    code === 'unauthorized'
      ? NO_TOKEN_CHALLENGE
      : `Bearer realm="retailsync", error="invalid_token", error_description="${detail}"`;
  return new ApiError(401, code, detail, {}, { 'WWW-Authenticate': challenge });
}

/**
 * A refusal of a DPoP-bound token (RFC 9449 §7.1): the `DPoP` challenge with its error and the
 * algorithms a proof may use. The problem's `code` stays `invalid_token`, the API's one code for an
 * access token it does not take (openapi/, Unauthorized).
 */
function proofRefused({ error, detail }: ProofRefusal): ApiError {
  const challenge = `DPoP realm="retailsync", error="${error}", error_description="${detail}", algs="${DPOP_ALGORITHMS.join(' ')}"`;
  return new ApiError(401, 'invalid_token', detail, {}, { 'WWW-Authenticate': challenge });
}

/** The DPoP headers of a request: none, one, or several (which §4.3 refuses). */
function proofHeaders(req: Request): string[] {
  const value = req.headers.dpop;
  return value === undefined ? [] : Array.isArray(value) ? value : value.split(',').map((item) => item.trim());
}

export interface AccessTokenAuthOptions {
  /** The sandbox's origin: with the request's path, the URL a proof's `htu` must name. */
  origin: string;
  proofs: DPoPProofs;
  /** Told how each accepted request carried its token (auth-journal.ts), when the journal is on. */
  journal?: AuthJournal | undefined;
}

/**
 * Accepts only the provider's JWT access tokens for the API that are live: validated with the
 * published keys as a backend would (signature, `typ`, `iss`, `aud`, `exp`, `client_id`), and neither
 * revoked nor of a signed-out grant, so such a token is refused at once (docs/sandbox.md, Tokens).
 *
 * A token bound to a key (`cnf.jkt`, RFC 9449) is taken only as `Authorization: DPoP` with a valid
 * proof of that key for this request (dpop-proof.ts); sent as `Bearer`, it is refused (§7.2), so a
 * token lifted from the wire is worthless without the key. An unbound token is taken as `Bearer`, for
 * clients without DPoP, and refused as `DPoP`.
 */
export function bearerAuth(
  tokens: AccessTokenVerifier,
  clients: readonly SandboxClient[],
  { origin, proofs, journal }: AccessTokenAuthOptions,
): RequestHandler {
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header === undefined) throw unauthorized('unauthorized', 'A bearer or DPoP access token is required.');
    const bearer = BEARER.exec(header)?.[1];
    const dpop = DPOP.exec(header)?.[1];
    const value = bearer ?? dpop;
    if (!value) throw unauthorized('invalid_token', 'The Authorization header is not a bearer or DPoP token.');
    const token = await tokens.verify(value);
    const client = token && byId.get(token.clientId);
    if (!token || !client) throw unauthorized('invalid_token', 'The access token is invalid, expired or revoked.');
    if (token.jkt !== undefined && bearer !== undefined) {
      throw proofRefused(
        new ProofRefusal(
          'invalid_token',
          'The access token is DPoP-bound: send it as Authorization: DPoP with a proof.',
        ),
      );
    }
    if (token.jkt === undefined && dpop !== undefined) {
      throw proofRefused(new ProofRefusal('invalid_token', 'The access token is not DPoP-bound: send it as Bearer.'));
    }
    if (token.jkt !== undefined && dpop !== undefined) {
      try {
        await proofs.check({
          proofs: proofHeaders(req),
          method: req.method,
          url: `${origin}${req.originalUrl}`,
          accessToken: dpop,
          jkt: token.jkt,
        });
      } catch (error) {
        if (error instanceof ProofRefusal) throw proofRefused(error);
        throw error;
      }
    }
    journal?.record(token.userId, {
      method: req.method,
      path: req.originalUrl,
      scheme: dpop === undefined ? 'Bearer' : 'DPoP',
      proof: req.headers.dpop !== undefined,
    });
    contexts.set(req, { userId: token.userId, client });
    next();
  };
}
