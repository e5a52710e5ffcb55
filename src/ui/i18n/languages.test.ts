import { describe, expect, it } from 'vitest';
import { directionOf, LANGUAGES, languageOf, negotiateLocale } from './languages.ts';

describe('languageOf()', () => {
  it.each([
    ['fr-CA', 'fr'],
    ['ES-mx', 'es'],
    ['en-Latn-GB', 'en'],
    ['xx', undefined],
    ['de-AT', 'de'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['iw', 'he'],
    ['ar-EG', 'ar'],
    ['ja-JP', 'ja'],
    ['ko', undefined],
    ['en_US', undefined],
    ['', undefined],
  ])('should take %j as the %s catalogue, falling back from the region to the base language', (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });
});

describe('negotiateLocale()', () => {
  it.each<[string | undefined, readonly string[], string, string]>([
    ['es', ['fr-FR'], 'es', 'es'],
    [undefined, ['fr-CA', 'es'], 'fr', 'fr-CA'],
    // The browser's languages in order: the first the widget ships wins, its region kept.
    [undefined, ['xx-YY', 'zz', 'es-MX', 'fr'], 'es', 'es-MX'],
    [undefined, [], 'en', 'en'],
    [undefined, ['xx'], 'en', 'en'],
    // Canonical: Intl writes it the way it reads it.
    ['FR-ca', [], 'fr', 'fr-CA'],
    // Each falls back from its region to its base language, the region kept for Intl.
    ['pt-BR', [], 'pt', 'pt-BR'],
    [undefined, ['ko-KR', 'de-CH'], 'de', 'de-CH'],
  ])(
    'should pick from the option %j and the browser languages %j the %s catalogue (Intl locale %s)',
    (requested, browser, language, locale) => {
      const chosen = negotiateLocale(requested, browser);
      expect(chosen).toEqual({ language, locale });
    },
  );

  it.each<[string, readonly string[], string]>([
    ['xx-YY', ['fr-BE'], 'fr-BE'],
    ['en_US', [], 'en'],
    ['', ['es'], 'es'],
    ['not a tag at all', ['also not one', 'es-419'], 'es-419'],
  ])('should never throw for the option %j, and say it fell back to %s', (requested, browser, locale) => {
    expect(negotiateLocale(requested, browser)).toEqual({
      language: locale.slice(0, 2),
      locale,
      fallback: { requested, locale },
    });
  });

  it('should keep at most 64 characters of an option it did not use, for the event', () => {
    const requested = 'x'.repeat(500);
    expect(negotiateLocale(requested, []).fallback).toEqual({ requested: 'x'.repeat(64), locale: 'en' });
  });
});

describe('directionOf()', () => {
  it('should write Arabic and Hebrew right to left, and every other language left to right', () => {
    const rightToLeft = LANGUAGES.filter((language) => directionOf(language) === 'rtl');
    expect(rightToLeft).toEqual(['ar', 'he']);
  });
});
