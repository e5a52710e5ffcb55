import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryableStatus, parseRateLimit, parseRetryAfter } from './retry-policy.ts';

const NOW = Date.UTC(2026, 10, 21, 13, 0, 0);

describe('backoffDelay()', () => {
  it('should draw from [0, base * 2^n) with full jitter', () => {
    expect(backoffDelay(0, () => 0.999, { baseMs: 500 })).toBe(499);
    expect(backoffDelay(2, () => 0.5, { baseMs: 500 })).toBe(1000);
    expect(backoffDelay(3, () => 0, { baseMs: 500 })).toBe(0);
  });

  it('should never exceed the cap however many retries', () => {
    expect(backoffDelay(30, () => 0.999, { baseMs: 500, capMs: 8000 })).toBe(7992);
  });
});

describe('isRetryableStatus()', () => {
  it('should retry 502 and 503 only', () => {
    expect([500, 502, 503, 504, 429, 404].map(isRetryableStatus)).toEqual([false, true, true, false, false, false]);
  });
});

describe('parseRetryAfter()', () => {
  it('should read delta-seconds', () => {
    expect(parseRetryAfter('17', NOW)).toBe(17);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('should read an HTTP date relative to now', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 13:00:30 GMT', NOW)).toBe(30);
  });

  it('should answer 0 for a date in the past', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:00 GMT', NOW)).toBe(0);
  });

  it.each([
    null,
    '',
    'soon',
    '-5',
    '1.5',
    '10 seconds',
    'Saturday, 21-Nov-26 13:00:30 GMT',
    'Sat, 99 Nov 2026 13:00:30 GMT',
    'Mon, 21 Nov 2026 13:00:30 GMT',
    'Sat, 21 Nov 2026 13:00:30 UTC',
    'Invalid Date',
  ])('should answer undefined for %j so the caller falls back to backoff', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('parseRateLimit()', () => {
  it('should read the "requests" item of the structured field', () => {
    const headers = new Headers({ RateLimit: '"syncs";r=9;t=3000, "requests";r=42;t=17' });
    expect(parseRateLimit(headers)).toEqual({ remaining: 42, resetSeconds: 17 });
  });

  it('should read the first item when none is named requests', () => {
    expect(parseRateLimit(new Headers({ RateLimit: '"default";r=3;t=9' }))).toEqual({ remaining: 3, resetSeconds: 9 });
  });

  it('should read the older limit/remaining/reset form', () => {
    expect(parseRateLimit(new Headers({ RateLimit: 'limit=100, remaining=0, reset=30' }))).toEqual({
      remaining: 0,
      resetSeconds: 30,
    });
  });

  it('should read the separate fields of the earliest drafts', () => {
    expect(parseRateLimit(new Headers({ 'RateLimit-Remaining': '5', 'RateLimit-Reset': '12' }))).toEqual({
      remaining: 5,
      resetSeconds: 12,
    });
  });

  it('should answer undefined when absent or incomplete', () => {
    expect(parseRateLimit(new Headers())).toBeUndefined();
    expect(parseRateLimit(new Headers({ RateLimit: '"requests";r=4' }))).toBeUndefined();
    expect(parseRateLimit(new Headers({ RateLimit: 'garbage' }))).toBeUndefined();
  });
});
