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
   * the poller spreads only the rest of the window's quota over the time left. @default 10
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
