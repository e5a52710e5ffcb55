import type { Request, RequestHandler } from 'express';
import { authOf, type AuthContext } from './auth.ts';

/** What a route answers, as data: the idempotency layer can store and replay it verbatim. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
}

export type Handler = (req: Request, auth: AuthContext) => Reply;

export function handle(handler: Handler): RequestHandler {
  return (req, res) => {
    const reply = handler(req, authOf(req));
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.set(name, value);
    res.status(reply.status).json(reply.body);
  };
}
