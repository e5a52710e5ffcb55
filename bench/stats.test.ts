// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, p95, percentile, summarize } from './stats.ts';

describe('stats', () => {
  it('should take nearest-rank percentiles of an unsorted sample', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(median(values)).toBe(5);
    expect(p95(values)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('should make the p95 of 20 values the 19th, not the maximum', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(p95(values)).toBe(19);
    expect(summarize(values)).toEqual({ n: 20, median: 10, p95: 19, min: 1, max: 20 });
  });

  it('should give an empty sample no percentile, and refuse p out of range', () => {
    expect(Number.isNaN(median([]))).toBe(true);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});
