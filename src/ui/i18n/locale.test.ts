import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { loadLocalization, pickLocale } from './locale.ts';
import type { Messages } from './messages.ts';

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
      locale: 'en',
      messages: en,
      dir: 'ltr',
      fallback: { requested: 'xx-YY', locale: 'en' },
    });
  });
});

/** Every string (functions called with sample arguments), keyed by its path, to compare catalogues. */
function flatten(messages: Messages): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') out.set(path, String((value as (...a: unknown[]) => unknown)(3, 'X')));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(messages, '');
  return out;
}

describe('catalogues', () => {
  // Words that are the same in both languages, or names.
  const SAME = new Set(['brand', 'connectionStatus.active']);

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('should translate every English string into %s', (_, messages) => {
    const english = flatten(en);
    const translated = flatten(messages);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...english]
      .filter(([key, text]) => !SAME.has(key) && translated.get(key) === text)
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});
