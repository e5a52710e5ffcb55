import { describe, expect, it } from 'vitest';
import { pick } from './pick.ts';

describe('pick()', () => {
  it('should copy the listed fields only, in order, and omit undefined ones', () => {
    const from: { a: number; b?: string; c: string; d?: number } = { c: 'c', a: 1, d: 4 };
    const picked = pick(from, ['a', 'b', 'c']);
    expect(picked).toStrictEqual({ a: 1, c: 'c' });
    expect(Object.keys(picked)).toEqual(['a', 'c']);
    expect('b' in picked).toBe(false);
  });
});
