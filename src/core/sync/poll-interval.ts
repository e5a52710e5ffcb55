import type { RateLimitState } from '../api/retry-policy.ts';

/** How often a sync's progress is asked for (`WidgetSessionOptions.polling`). */
export interface PollIntervalOptions {
  /**
   * Delays between polls, in order; the last repeats. Quick at first (most sandbox syncs end in
   * seconds), then backing off to one poll per 5 s (12 requests a minute) for long ones.
   * @default [1000, 1000, 2000, 2000, 3000, 3000, 5000]
   */
  schedule?: readonly number[];
  /**
   * Requests of the per-user budget left for everything else (the user's clicks, other widgets):
   * the polling spreads only the rest of the window's quota over the time left. @default 10
   */
  reserve?: number;
}

export const DEFAULT_SCHEDULE: readonly number[] = [1000, 1000, 2000, 2000, 3000, 3000, 5000];

/**
 * The delay before poll number `pollIndex + 1`: the schedule's, stretched so that the polls left
 * in this rate-limit window fit in what the service says remains (RateLimit `r` and `t`). With
 * nothing to spare, it waits for the window to reset.
 */
export function nextPollDelay(
  pollIndex: number,
  rateLimit: RateLimitState | undefined,
  options: PollIntervalOptions = {},
): number {
  const schedule = options.schedule ?? DEFAULT_SCHEDULE;
  const base = schedule[Math.min(pollIndex, schedule.length - 1)] ?? 5000;
  if (!rateLimit) return base;
  const windowMs = rateLimit.resetSeconds * 1000;
  const spare = rateLimit.remaining - (options.reserve ?? 10);
  return Math.max(base, spare > 0 ? Math.ceil(windowMs / spare) : windowMs + 1000);
}

/** How long a sync is followed before the widget gives up (`polling.maxDurationMs`): 10 minutes of polling. */
export const DEFAULT_MAX_DURATION_MS = 600_000;

/** Failed polls in a row (network, upstream) tolerated before the widget gives up. */
export const MAX_CONSECUTIVE_FAILURES = 5;

/** Where a followed sync stands on its schedule: polls since its start (or its last MFA code), and its Retry-After. */
export interface PollPlace {
  /** null: as soon as `notBefore` allows, off the schedule (after a Retry-After). */
  readonly polls: number | null;
  /** No poll before this instant (a Retry-After). */
  readonly notBefore: number;
}

/** The wait before the next poll at `now`: the schedule's, stretched by the RateLimit state, and never before `notBefore`. */
export function pollDelay(
  { polls, notBefore }: PollPlace,
  now: number,
  rateLimit: RateLimitState | undefined,
  options: PollIntervalOptions = {},
): number {
  return Math.max(polls === null ? 0 : nextPollDelay(polls, rateLimit, options), notBefore - now);
}
