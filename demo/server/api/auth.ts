import type { Request, RequestHandler } from 'express';
import type { AccessTokenVerifier } from '../external-access-tokens.ts';
import type { SandboxClient } from '../clients.ts';
import { ApiError } from '../problem.ts';

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

function unauthorized(code: 'unauthorized' | 'invalid_token', detail: string): ApiError {
  const challenge =
    code === 'unauthorized'
      ? 'Bearer realm="retailsync"'
      : `Bearer realm="retailsync", error="invalid_token", error_description="${detail}"`;
  return new ApiError(401, code, detail, {}, { 'WWW-Authenticate': challenge });
}

/**
 * Accepts only the provider's JWT access tokens for the API that are live: validated with the
 * published keys as a backend would (signature, `typ`, `iss`, `aud`, `exp`, `client_id`), and neither
 * revoked nor of a signed-out grant, so such a token is refused at once (docs/sandbox.md, Tokens).
 */
export function bearerAuth(tokens: AccessTokenVerifier, clients: readonly SandboxClient[]): RequestHandler {
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header === undefined) throw unauthorized('unauthorized', 'A bearer access token is required.');
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthorized('invalid_token', 'The Authorization header is not a bearer token.');
    const token = await tokens.verify(match[1]);
    const client = token && byId.get(token.clientId);
    if (!token || !client) throw unauthorized('invalid_token', 'The access token is invalid, expired or revoked.');
    contexts.set(req, { userId: token.userId, client });
    next();
  };
}
