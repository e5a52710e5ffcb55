import { afterEach, describe, expect, it, vi } from 'vitest';
import { plural } from './i18n/plural.ts';
import { prepareFirstRender } from './prepare.ts';
import { themeSheets } from './theme/theme.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareFirstRender()', () => {
  it("should parse the widget's stylesheet once, so a mount adopts it without parsing again", () => {
    prepareFirstRender({});
    const parse = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const [first] = themeSheets(undefined);
    const [again] = themeSheets({ colorScheme: 'dark' });
    expect(parse).not.toHaveBeenCalled();
    expect(again).toBe(first);
    expect(first?.cssRules.length).toBeGreaterThan(10);
  });

  it("should make the language's plural rules, so the first render makes none", () => {
    prepareFirstRender({ locale: 'fr-CA' });
    const make = vi.spyOn(Intl, 'PluralRules');
    expect(plural('fr-CA', 0, { one: '# commande', other: '# commandes' })).toBe('0 commande');
    expect(make).not.toHaveBeenCalled();
  });
});
