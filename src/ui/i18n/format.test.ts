import { describe, expect, it } from 'vitest';
import { relativeTime } from './format.ts';

const NOW = Date.parse('2026-11-21T13:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime()', () => {
  it.each([
    [20, 'en', 'now'],
    [5 * 60, 'en', '5 minutes ago'],
    [2 * 3600, 'en', '2 hours ago'],
    [86_400, 'en', 'yesterday'],
    [3 * 86_400, 'es', 'hace 3 días'],
    [14 * 86_400, 'fr', 'il y a 2 semaines'],
  ])('should put %i s ago in %s as "%s"', (seconds, locale, expected) => {
    expect(relativeTime(ago(seconds), NOW, locale)).toBe(expected);
  });

  it('should give up on a timestamp it cannot read', () => {
    expect(relativeTime('last tuesday', NOW, 'en')).toBeUndefined();
  });
});
