import { describe, expect, it } from 'vitest';
import { cutText, NAME_MAX_LENGTH } from './bounded-text.ts';

describe('cutText()', () => {
  it('should keep text of the maximum length or less as it is', () => {
    expect(cutText('Harbor Hardware', NAME_MAX_LENGTH)).toBe('Harbor Hardware');
    const exact = 'x'.repeat(NAME_MAX_LENGTH);
    expect(cutText(exact, NAME_MAX_LENGTH)).toBe(exact);
  });

  it('should cut longer text to the maximum length, ending in an ellipsis', () => {
    const cut = cutText('A'.repeat(10_000_000), NAME_MAX_LENGTH);
    expect(cut).toHaveLength(NAME_MAX_LENGTH);
    expect(cut).toBe(`${'A'.repeat(NAME_MAX_LENGTH - 1)}…`);
  });

  it('should not end the kept part with spaces before the ellipsis', () => {
    expect(cutText('ab '.repeat(200_000), 10)).toBe('ab ab ab…');
  });

  it('should never split a character in two', () => {
    // Each 🛒 is two UTF-16 code units; the ninth would be cut in half at 10 - 1 units.
    const cut = cutText('🛒'.repeat(20), 10);
    expect(cut).toBe(`${'🛒'.repeat(4)}…`);
  });
});
