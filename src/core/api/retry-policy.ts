/** How failed requests are repeated. Pure functions: the clock and randomness are passed in. */

/** The delays between retries of a failed request (`HttpClientOptions.backoff`). */
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
export function backoffDelay(
  retry: number,
  random: () => number,
  { baseMs = 500, capMs = 8_000 }: BackoffOptions = {},
): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** retry));
}

/** 502 and 503 are the spec's "upstream" answers and mean "try again"; 500 is a bug, not retried. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503;
}

/** Whole seconds (delta-seconds, RFC 9110 §10.2.3), surrounding whitespace allowed; anything else undefined. */
function seconds(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,10})\s*$/.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) in seconds from `now`: delta-seconds or an HTTP date. The date
 * must be an IMF-fixdate (§5.6.7), the only form a sender may generate, which is exactly what
 * `toUTCString()` prints: a date that does not print back unchanged (another form, an impossible
 * day, a weekday that contradicts it) is garbage. Garbage answers undefined, so the caller falls
 * back to its own backoff instead of trusting it.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  const delay = seconds(text);
  if (delay !== undefined) return delay;
  const at = Date.parse(text);
  if (Number.isNaN(at) || new Date(at).toUTCString() !== text) return undefined; // not an IMF-fixdate
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** What the service's last `RateLimit` field said of the user's request budget. */
export interface RateLimitState {
  /** Requests left in the current window. */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** The number of `name=` in a `;`- or space-separated item, e.g. `r` of `"requests";r=42;t=17`. */
const param = (item: string | undefined, name: string): number | undefined =>
  seconds(new RegExp(`(?:^|[;\\s])${name}=(\\d{1,10})(?=$|[;\\s])`).exec(item ?? '')?.[1]);

const state = (remaining: number | undefined, resetSeconds: number | undefined): RateLimitState | undefined =>
  remaining === undefined || resetSeconds === undefined ? undefined : { remaining, resetSeconds };

/**
 * The IETF `RateLimit` field (draft-ietf-httpapi-ratelimit-headers). The current drafts list one
 * item per policy, `"requests";r=42;t=17, "syncs";r=9;t=3000`: the `"requests"` item is the
 * per-user budget every request spends, so it wins; otherwise the first item counts. The older
 * `limit=100, remaining=0, reset=30` form and separate `RateLimit-Remaining` / `RateLimit-Reset`
 * fields of earlier drafts are read too.
 */
export function parseRateLimit(headers: Headers): RateLimitState | undefined {
  const items =
    headers
      .get('ratelimit')
      ?.split(',')
      .map((item) => item.trim()) ?? [];
  const structured = items.find((item) => item.startsWith('"requests"')) ?? items.find((item) => item.startsWith('"'));
  const legacy = items.join(';');
  return (
    state(param(structured, 'r'), param(structured, 't')) ??
    state(param(legacy, 'remaining'), param(legacy, 'reset')) ??
    state(seconds(headers.get('ratelimit-remaining')), seconds(headers.get('ratelimit-reset')))
  );
}
