import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ApiError } from '../problem.ts';
import type { Handler, Reply } from './reply.ts';

interface Stored {
  fingerprint: string;
  reply: Reply;
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `Idempotency-Key` for the POSTs that start work (connect, update, trigger, sync all, MFA): a
 * repeat by the same user replays the first successful answer and starts nothing, so a widget can
 * retry after a lost response without making a second connection or sync. Errors are not stored:
 * they changed nothing, so running the request again is the honest answer to a retry.
 */
export class IdempotencyKeys {
  readonly #stored = new Map<string, Stored>();

  constructor(private readonly now: () => number) {}

  wrap(handler: Handler): Handler {
    return (req, auth) => {
      const key = req.get('idempotency-key');
      // Its form (1 to 255 visible ASCII characters) is the document's, checked by request-validation.ts.
      if (key === undefined) return handler(req, auth);
      const scope = `${auth.userId}\u0000${key}`;
      const fingerprint = fingerprintOf(req);
      const earlier = this.#stored.get(scope);
      if (earlier && earlier.expiresAt > this.now()) {
        if (earlier.fingerprint !== fingerprint) {
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different request.',
          );
        }
        return { ...earlier.reply, headers: { ...earlier.reply.headers, 'Idempotent-Replayed': 'true' } };
      }
      const reply = handler(req, auth);
      if (reply.status < 300) this.#stored.set(scope, { fingerprint, reply, expiresAt: this.now() + DAY_MS });
      return reply;
    };
  }
}

function fingerprintOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}
