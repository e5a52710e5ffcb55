import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { he } from './he.ts';
import { ja } from './ja.ts';
import { pl } from './pl.ts';
import { ro } from './ro.ts';
import { formatCount, plural } from './plural.ts';

describe('plural()', () => {
  it("should pick the form by the language's plural rules, not by count === 1", () => {
    const forms = { one: '# item', other: '# items' };

    // English and Spanish: 0 is plural; French: 0 and 1 are both singular (CLDR "one").
    expect([0, 1, 2].map((n) => plural('en', n, forms))).toEqual(['0 items', '1 item', '2 items']);
    expect([0, 1, 2].map((n) => plural('es', n, forms))).toEqual(['0 items', '1 item', '2 items']);
    expect([0, 1, 2].map((n) => plural('fr', n, forms))).toEqual(['0 item', '1 item', '2 items']);
  });

  it('should fall back to the other form for a category the phrase does not list', () => {
    // French uses "many" for a million.
    expect(plural('fr', 1_000_000, { one: '# commande', other: '# commandes' })).toBe('1\u202f000\u202f000 commandes');
  });

  it("should write the count the locale's way", () => {
    expect(plural('en', 5000, { other: '# retailers' })).toBe('5,000 retailers');
  });
});

describe('formatCount()', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should write a count under 1,000 without creating a number formatter (the first one is costly: docs/performance-and-size.md)', () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');

    expect(en.resultCount(48)).toBe('48 retailers');
    expect(fr.resultCount(999)).toBe('999 marchands');

    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('should write every count under 1,000 exactly as toLocaleString does, in each region of the shipped languages', () => {
    const locales = [
      'en',
      'en-US',
      'en-GB',
      'en-IN',
      'es',
      'es-ES',
      'es-MX',
      'es-419',
      'fr',
      'fr-FR',
      'fr-CA',
      'fr-CH',
      'de',
      'de-AT',
      'de-CH',
      'it',
      'nl',
      'nl-BE',
      'pt',
      'pt-BR',
      'pt-PT',
      'pl',
      'sv',
      'da',
      'nb',
      'no',
      'fi',
      'ro',
      'cs',
      'tr',
      'ja',
      'ar',
      'ar-EG',
      'ar-SA',
      'ar-MA',
      'he',
      'he-IL',
    ];
    for (const locale of locales) {
      for (let count = 0; count < 1000; count += 1)
        expect(formatCount(locale, count)).toBe(count.toLocaleString(locale));
    }
  });

  it('should leave grouping, fractions, negatives and other numbering systems to Intl', () => {
    expect(formatCount('en', 1000)).toBe('1,000');
    expect(formatCount('fr', 12_345)).toBe('12\u202f345');
    expect(formatCount('en', 2.5)).toBe('2.5');
    expect(formatCount('fr', 2.5)).toBe('2,5');
    expect(formatCount('en', -3)).toBe('-3');
    expect(formatCount('fr-u-nu-arab', 48)).toBe((48).toLocaleString('fr-u-nu-arab'));
    expect(formatCount('en-US-u-ca-gregory-nu-thai', 48)).toBe('\u0e54\u0e58');
  });
});

describe("the catalogues' counted phrases", () => {
  it("should use each language's own plural categories (CLDR through Intl.PluralRules)", () => {
    // Polish: one, few (2–4, 22–24), many (5–21, 25...).
    expect([1, 2, 5, 22, 25].map(pl.orderCount)).toEqual([
      '1 zamówienie',
      '2 zamówienia',
      '5 zamówień',
      '22 zamówienia',
      '25 zamówień',
    ]);
    // Czech: one, few (2–4), other (5+).
    expect([1, 3, 5].map(cs.orderCount)).toEqual(['1 objednávka', '3 objednávky', '5 objednávek']);
    // Arabic: zero, one, two, few (3–10), many (11–99), other (100...).
    expect([0, 1, 2, 3, 11, 100].map(ar.orderCount)).toEqual([
      '0 طلب',
      'طلب واحد',
      'طلبان',
      '3 طلبات',
      '11 طلبًا',
      '100 طلب',
    ]);
    // Hebrew: one, two, other.
    expect([1, 2, 3].map(he.orderCount)).toEqual(['הזמנה אחת', 'שתי הזמנות', '3 הזמנות']);
    // Romanian: one, few (0, 2–19), other (20...).
    expect([1, 2, 20].map(ro.orderCount)).toEqual(['1 comandă', '2 comenzi', '20 de comenzi']);
    // Japanese: other only.
    expect([1, 2].map(ja.orderCount)).toEqual(['1件の注文', '2件の注文']);
  });

  it('should write the digits of the region: Arabic-Indic in Egypt', () => {
    expect(formatCount('ar-EG', 48)).toBe('٤٨');
    expect(formatCount('ar', 48)).toBe((48).toLocaleString('ar'));
  });

  it('should say 0, 1 and 2 orders the English way', () => {
    expect([0, 1, 2].map(en.orderCount)).toEqual(['0 orders', '1 order', '2 orders']);
    expect(en.successBody(1)).toBe('1 order fetched.');
    expect(en.resultCount(0)).toBe('0 retailers');
  });

  it('should say 0, 1 and 2 orders the Spanish way', () => {
    expect([0, 1, 2].map(es.orderCount)).toEqual(['0 pedidos', '1 pedido', '2 pedidos']);
    expect(es.ordersSoFar(1)).toBe('1 pedido obtenido hasta ahora');
    expect(es.successBody(0)).toBe('0 pedidos obtenidos.');
  });

  it('should say 0, 1 and 2 orders the French way (0 is singular)', () => {
    expect([0, 1, 2].map(fr.orderCount)).toEqual(['0 commande', '1 commande', '2 commandes']);
    expect(fr.successBody(0)).toBe('0 commande récupérée.');
    expect(fr.ordersSoFar(2)).toBe('2 commandes récupérées pour l’instant');
  });

  it('should count the wait in seconds, then in minutes past 90 s, in each language', () => {
    expect([1, 2, 91, 3600].map(en.retryIn)).toEqual([
      'You can try again in 1 second.',
      'You can try again in 2 seconds.',
      'You can try again in 2 minutes.',
      'You can try again in 60 minutes.',
    ]);
    expect(es.retryIn(1)).toBe('Podrás reintentarlo en 1 segundo.');
    expect(fr.retryIn(0)).toBe('Vous pourrez réessayer dans 0 seconde.');
  });
});
