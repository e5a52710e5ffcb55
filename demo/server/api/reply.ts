import type { Request, RequestHandler } from 'express';
import { authOf, type AuthContext } from './auth.ts';

/** What a route answers, as data: the idempotency layer can store and replay it verbatim. */
export interface Reply {
  status: number;
  /** The JSON body; undefined for an answer without one (204). */
  body: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The retailers whose sync this answer started: their hourly quota goes in `RateLimit`. */
  syncs?: readonly number[];
}

export type Handler = (req: Request, auth: AuthContext) => Reply;

/**
 * List-valued fields that a reply adds items to rather than replaces: the request limit has already
 * put its `"requests"` item there, and a sync adds its `"syncs"` item beside it.
 */
const LISTS = new Set(['ratelimit', 'ratelimit-policy']);

export function handle(handler: Handler): RequestHandler {
  return (req, res) => {
    const reply = handler(req, authOf(req));
    for (const [name, value] of Object.entries(reply.headers ?? {})) {
      const earlier = res.get(name);
      res.set(name, LISTS.has(name.toLowerCase()) && earlier ? `${earlier}, ${value}` : value);
    }
    if (reply.body === undefined) res.status(reply.status).end();
    else res.status(reply.status).json(reply.body);
  };
}
