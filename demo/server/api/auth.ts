import type { Request, RequestHandler } from 'express';
import type Provider from 'oidc-provider';
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
 * Accepts only access tokens the sandbox's own provider issued and still holds: looked up in-process
 * (opaque tokens), so an expired or revoked token is refused at once (spec §5.5).
 */
export function bearerAuth(provider: Provider, clients: readonly SandboxClient[]): RequestHandler {
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header === undefined) throw unauthorized('unauthorized', 'A bearer access token is required.');
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthorized('invalid_token', 'The Authorization header is not a bearer token.');
    const token = await provider.AccessToken.find(match[1]);
    const client = token?.clientId ? byId.get(token.clientId) : undefined;
    if (!token || token.isExpired || !token.accountId || !client) {
      throw unauthorized('invalid_token', 'The access token is invalid, expired or revoked.');
    }
    contexts.set(req, { userId: token.accountId, client });
    next();
  };
}
