import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, nextPollDelay } from './poll-interval.ts';

describe('nextPollDelay()', () => {
  it('should start quick and back off to the last step of the schedule', () => {
    expect(Array.from({ length: 10 }, (_, index) => nextPollDelay(index, undefined))).toEqual([
      1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 5000, 5000,
    ]);
    expect(DEFAULT_SCHEDULE.at(-1)).toBe(5000);
  });

  it('should keep the schedule while the budget is ample', () => {
    expect(nextPollDelay(0, { remaining: 95, resetSeconds: 60 })).toBe(1000);
  });

  it('should spread the spare quota over the rest of the window', () => {
    // 15 left, 10 kept in reserve: 5 polls over 60 s, one per 12 s.
    expect(nextPollDelay(0, { remaining: 15, resetSeconds: 60 })).toBe(12_000);
  });

  it('should wait for the window to reset when nothing is spare', () => {
    expect(nextPollDelay(0, { remaining: 10, resetSeconds: 20 })).toBe(21_000);
    expect(nextPollDelay(6, { remaining: 0, resetSeconds: 1 })).toBe(5000);
  });

  it('should take a custom schedule and reserve', () => {
    expect(nextPollDelay(5, undefined, { schedule: [10, 20] })).toBe(20);
    expect(nextPollDelay(0, { remaining: 3, resetSeconds: 60 }, { schedule: [10], reserve: 0 })).toBe(20_000);
  });
});
