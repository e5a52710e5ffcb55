import type { RequestHandler } from 'express';

/** How one accepted API request carried its access token. */
export interface AuthEntry {
  method: string;
  /** The path and query, as requested. */
  path: string;
  scheme: 'Bearer' | 'DPoP';
  /** Whether it came with a DPoP proof (checked: only valid proofs are accepted). */
  proof: boolean;
}

/** The most entries kept per user: a journey makes a few dozen requests. */
const PER_USER = 500;

/**
 * A record of how each user's accepted API requests carried their token, for journeys in engines
 * whose driver cannot see request headers (e2e/engines/README.md): they read it here instead. On
 * only when the sandbox is started with `SANDBOX_AUTH_JOURNAL=1` (docs/sandbox.md); it holds no
 * token, only the scheme and whether a proof came.
 */
export class AuthJournal {
  readonly #entries = new Map<string, AuthEntry[]>();

  record(userId: string, entry: AuthEntry): void {
    const entries = this.#entries.get(userId) ?? [];
    if (entries.length < PER_USER) entries.push(entry);
    this.#entries.set(userId, entries);
  }

  /** `GET ?user=<sub>`: that user's entries, oldest first. */
  readonly handler: RequestHandler = (req, res) => {
    const { user } = req.query;
    res.json(typeof user === 'string' ? (this.#entries.get(user) ?? []) : []);
  };
}
