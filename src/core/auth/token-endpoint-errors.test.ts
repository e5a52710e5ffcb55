import { describe, expect, it } from 'vitest';
import { SENTENCE_MAX_LENGTH } from '../util/bounded-text.ts';
import { describeOAuthError } from './token-endpoint-errors.ts';

describe('describeOAuthError()', () => {
  it("should quote the provider's description", () => {
    expect(describeOAuthError('access_denied', 'The user cancelled')).toBe('access_denied ("The user cancelled")');
    expect(describeOAuthError('access_denied', undefined)).toBe('access_denied');
  });

  it('should cut a huge code or description to a sentence', () => {
    const said = describeOAuthError('e'.repeat(10_000_000), 'd'.repeat(10_000_000));
    expect(said).toBe(`${'e'.repeat(SENTENCE_MAX_LENGTH - 1)}… ("${'d'.repeat(SENTENCE_MAX_LENGTH - 1)}…")`);
  });
});
