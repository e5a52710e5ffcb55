import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { loadLocalization, pickLocale } from './locale.ts';

describe('pickLocale()', () => {
  it.each([
    ['es', ['fr-FR'], 'es', 'es'],
    [undefined, ['fr-CA'], 'fr', 'fr-CA'],
    [undefined, [], 'en', 'en'],
  ] as const)(
    'should pick from option %s and browser %s the %s catalogue (Intl locale %s)',
    (requested, browser, language, locale) => {
      expect(pickLocale(requested, browser)).toEqual({ language, locale });
    },
  );
});

describe('loadLocalization()', () => {
  it('should load the chosen catalogue', async () => {
    expect((await loadLocalization('es')).messages).toBe(es);
    expect((await loadLocalization(undefined, ['fr-BE'])).messages).toBe(fr);
    expect(await loadLocalization('xx-YY')).toEqual({
      language: 'en',
      locale: 'en',
      messages: en,
      dir: 'ltr',
      fallback: { requested: 'xx-YY', locale: 'en' },
    });
  });
});
