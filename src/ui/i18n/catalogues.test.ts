import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CATALOGUES } from './test-support/all-catalogues.ts';
import { en } from './en.ts';
import { LANGUAGES } from './languages.ts';
import type { Messages } from './messages.ts';
import { formatCount } from './plural.ts';

/** The messages that take a count: every other function takes text (a name, a query, a reason). */
type CountKey = { [K in keyof Messages]: Messages[K] extends (count: number) => string ? K : never }[keyof Messages];
const COUNT_KEYS = ['resultCount', 'ordersSoFar', 'orderCount', 'syncedExcept', 'successBody', 'retryIn'] as const;

/** Stand-ins for the text a message is given, to find in what it says. */
const TEXT = ['⟦a⟧', '⟦b⟧'] as const;
/** Counts of several plural categories in most languages, and a wait that reads in minutes (10). */
const COUNTS = [7, 25, 600] as const;

type Entry = string | ((...args: never[]) => string);

/** Every message by its path (`errors.timeout`), nested records flattened. */
function entries(messages: Messages): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string' || typeof value === 'function') out.set(path, value as Entry);
    else for (const [key, inner] of Object.entries(value as object)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(messages, '');
  return out;
}

/**
 * What a message says for each sample, and the placeholders found in it: the text stand-ins, and
 * for a count the count as the catalogue's language writes it.
 */
function placeholders(path: string, entry: Entry, locale: string): string[][] {
  if (typeof entry === 'string') return [[]];
  const call = entry as (...args: unknown[]) => string;
  if ((COUNT_KEYS as readonly string[]).includes(path)) {
    return COUNTS.map((count) => {
      const said = call(count);
      const shown = path === 'retryIn' && count > 90 ? Math.ceil(count / 60) : count;
      return said.includes(formatCount(locale, shown)) ? ['count'] : [];
    });
  }
  // A message of text: with the stand-ins, and with none (signInBody's retailer may be left out).
  return [call(...TEXT), call(undefined, undefined)].map((said) => TEXT.filter((text) => said.includes(text)));
}

describe('the catalogues', () => {
  it('list the count messages exactly (the rest take text)', () => {
    expectTypeOf<(typeof COUNT_KEYS)[number]>().toEqualTypeOf<CountKey>();
  });

  it('are one per shipped language', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  const english = entries(en);

  it.each(Object.entries(CATALOGUES))('%s has every key English has, and no other', (_language, messages) => {
    expect([...entries(messages).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(Object.entries(CATALOGUES))(
    '%s has the same placeholders as English in every message, for every sample',
    (language, messages) => {
      const locale = language;
      const differing = [...entries(messages)].filter(
        ([path, entry]) =>
          JSON.stringify(placeholders(path, entry, locale)) !==
          JSON.stringify(placeholders(path, english.get(path)!, 'en')),
      );
      expect(differing.map(([path]) => path)).toEqual([]);
    },
  );

  /** Words a language writes as English does: the brand, French "Active", Italian "Password". */
  const SAME: Readonly<Record<string, readonly string[]>> = { fr: ['connectionStatus.active'], it: ['password'] };

  it.each(Object.entries(CATALOGUES).filter(([language]) => language !== 'en'))(
    '%s translates every message (none left in English, but the brand)',
    (language, messages) => {
      const same = [...entries(messages)]
        .filter(
          ([path, entry]) =>
            path !== 'brand' &&
            !SAME[language]?.includes(path) &&
            typeof entry === 'string' &&
            entry === english.get(path),
        )
        .map(([path]) => path);
      expect(same).toEqual([]);
    },
  );

  it.each(Object.entries(CATALOGUES).filter(([language]) => language !== 'en'))(
    '%s says in its header that it was machine-translated and not reviewed by a native speaker',
    (language) => {
      const source = readFileSync(join(import.meta.dirname, `${language}.ts`), 'utf8');
      const header = source.slice(0, source.indexOf('*/')).replace(/\s*\n\s*\*\s*/g, ' ');
      expect(header).toMatch(/Machine-translated[\s\S]*not yet reviewed by a native speaker/);
    },
  );
});
