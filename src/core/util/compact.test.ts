import { describe, expect, it } from 'vitest';
import { compact } from './compact.ts';

describe('compact()', () => {
  it('should drop the undefined properties and keep every other value, falsy ones included', () => {
    const result = compact({ a: 1, b: undefined, c: 0, d: '', e: null, f: false });
    expect(result).toEqual({ a: 1, c: 0, d: '', e: null, f: false });
    expect(Object.keys(result)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });
});
