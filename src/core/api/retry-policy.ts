/** How failed requests are repeated. Pure functions: the clock and randomness are passed in. */

export interface BackoffOptions {
  /** First delay ceiling. @default 500 */
  baseMs?: number;
  /** No delay ceiling grows past this. @default 8000 */
  capMs?: number;
}

/**
 * Capped exponential backoff with full jitter: a delay drawn uniformly from [0, min(cap, base * 2^n)).
 * Full jitter spreads the clients of one outage apart instead of making them retry in waves.
 * (AWS Architecture Blog, "Exponential Backoff And Jitter".)
 */
export function backoffDelay(retry: number, random: () => number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 500;
  const cap = options.capMs ?? 8_000;
  const ceiling = Math.min(cap, base * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** 502 and 503 are the spec's "upstream" answers and mean "try again"; 500 is a bug, not retried. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503;
}

const DELTA_SECONDS = /^\d{1,10}$/;
/** IMF-fixdate, the only date form a sender may generate (RFC 9110 §5.6.7). */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * `Retry-After` (RFC 9110 §10.2.3) in seconds from `now`: delta-seconds or an HTTP date. Anything
 * else answers undefined, so the caller falls back to its own backoff instead of trusting garbage.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (DELTA_SECONDS.test(text)) return Number(text);
  if (!IMF_FIXDATE.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export interface RateLimitState {
  /** Requests left in the current window. */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

function param(item: string, names: readonly string[]): number | undefined {
  for (const name of names) {
    const match = new RegExp(`(?:^|[;\\s])${name}=(\\d{1,10})(?=$|[;\\s])`).exec(item);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}

/**
 * The IETF `RateLimit` field (draft-ietf-httpapi-ratelimit-headers). The current drafts list one
 * item per policy, `"requests";r=42;t=17, "syncs";r=9;t=3000`: the `"requests"` item is the
 * per-user budget every request spends, so it wins; otherwise the first item counts. The older
 * `limit=100, remaining=0, reset=30` form and separate `RateLimit-Remaining` / `RateLimit-Reset`
 * fields of earlier drafts are read too.
 */
export function parseRateLimit(headers: Headers): RateLimitState | undefined {
  const combined = headers.get('ratelimit');
  if (combined !== null) {
    const items = combined.split(',').map((item) => item.trim());
    const structured = items.find((item) => item.startsWith('"requests"')) ?? items.find((item) => item.startsWith('"'));
    if (structured !== undefined) {
      const remaining = param(structured, ['r']);
      const reset = param(structured, ['t']);
      if (remaining !== undefined && reset !== undefined) return { remaining, resetSeconds: reset };
    }
    const legacy = items.join(';');
    const remaining = param(legacy, ['remaining']);
    const reset = param(legacy, ['reset']);
    if (remaining !== undefined && reset !== undefined) return { remaining, resetSeconds: reset };
  }
  const remaining = toNumber(headers.get('ratelimit-remaining'));
  const reset = toNumber(headers.get('ratelimit-reset'));
  if (remaining === undefined || reset === undefined) return undefined;
  return { remaining, resetSeconds: reset };
}

function toNumber(value: string | null): number | undefined {
  return value !== null && DELTA_SECONDS.test(value.trim()) ? Number(value.trim()) : undefined;
}
