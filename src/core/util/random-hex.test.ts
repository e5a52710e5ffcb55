import { describe, expect, it } from 'vitest';
import { randomHex } from './random-hex.ts';

describe('randomHex()', () => {
  it('should give two lowercase hex digits per byte, different each time', () => {
    const first = randomHex(8);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(8)).not.toBe(first);
  });
});
