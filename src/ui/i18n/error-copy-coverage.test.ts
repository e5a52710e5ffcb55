import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WidgetErrorCode } from '../../core/session-contract.ts';
import { en } from './en.ts';
import type { Messages } from './messages.ts';
import { CATALOGUES } from './test-support/all-catalogues.ts';

describe("the UI's error copy", () => {
  it('is a record keyed by every error code, so a code without copy is a type error', () => {
    // Exactly the codes, required: a missing code, a code of its own, or optional keys all fail here.
    expectTypeOf<keyof Messages['errors']>().toEqualTypeOf<WidgetErrorCode>();
    expectTypeOf<Messages['errors']>().toEqualTypeOf<Readonly<Record<WidgetErrorCode, string>>>();
    const { connection_not_in_error: _left, ...withoutOneCode } = en.errors;
    // @ts-expect-error: a catalogue whose copy lacks a code does not compile
    const incomplete: Messages['errors'] = withoutOneCode;
    expect(Object.keys(incomplete)).not.toContain('connection_not_in_error');
  });

  it.each(Object.entries(CATALOGUES))(
    'in %s has words for exactly the codes English has (which the type above makes every code)',
    (_language, messages) => {
      expect(Object.keys(messages.errors).sort()).toEqual(Object.keys(en.errors).sort());
      for (const copy of Object.values(messages.errors)) expect(copy.trim()).not.toBe('');
    },
  );
});
