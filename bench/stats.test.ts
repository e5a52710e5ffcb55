import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, p95, percentile, summarize } from './stats.ts';

// Run with `npx tsx --test bench/stats.test.ts` (the bench is not part of `npm test`).
test('nearest-rank percentiles of an unsorted sample', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(median(values), 5);
  assert.equal(p95(values), 10);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile(values, 100), 10);
  assert.equal(percentile([7], 95), 7);
});

test('p95 of 20 values is the 19th, not the maximum', () => {
  const values = Array.from({ length: 20 }, (_, index) => index + 1);
  assert.equal(p95(values), 19);
  assert.deepEqual(summarize(values), { n: 20, median: 10, p95: 19, min: 1, max: 20 });
});

test('an empty sample has no percentile, and p out of range is refused', () => {
  assert.ok(Number.isNaN(median([])));
  assert.throws(() => percentile([1], 101), RangeError);
});
