import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, plural } from './i18n/plural.ts';
import { firstRenderSteps } from './prepare.ts';
import { DEFAULT_FONT_FAMILY, FONT_WEIGHTS } from './theme/fonts.ts';
import { themeSheets } from './theme/theme.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs every step at once, as the idle moments would one by one. */
function prepareFirstRender(options: Parameters<typeof firstRenderSteps>[0]): void {
  for (const step of firstRenderSteps(options)) step();
}

describe('firstRenderSteps()', () => {
  it("should parse the widget's stylesheet once, so a mount adopts it without parsing again", () => {
    prepareFirstRender({});
    const parse = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const [first] = themeSheets(undefined);
    const [again] = themeSheets({ colorScheme: 'dark' });
    expect(parse).not.toHaveBeenCalled();
    expect(again).toBe(first);
    expect(first?.cssRules.length).toBeGreaterThan(10);
  });

  it("should find the theme's font, or the stylesheet's default, in each weight", () => {
    const fonts: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: () => undefined,
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    prepareFirstRender({ theme: { properties: { '--rs-font': 'Georgia, serif' } } });
    prepareFirstRender({});
    expect(fonts).toEqual([
      ...FONT_WEIGHTS.map((weight) => `${weight} 16px Georgia, serif`),
      ...FONT_WEIGHTS.map((weight) => `${weight} 16px ${DEFAULT_FONT_FAMILY}`),
    ]);
  });

  it("should make the language's plural rules, so the first render makes none", () => {
    prepareFirstRender({ locale: 'fr-CA' });
    const make = vi.spyOn(Intl, 'PluralRules');
    expect(plural('fr-CA', 0, { one: '# commande', other: '# commandes' })).toBe('0 commande');
    expect(make).not.toHaveBeenCalled();
  });

  it('should make the language\'s number formatter, so the first render writes "5 000 marchands" without one', () => {
    prepareFirstRender({ locale: 'fr-CA' });
    const make = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatCount('fr-CA', 5000)).toBe((5000).toLocaleString('fr-CA'));
    toLocaleString.mockClear();
    expect(formatCount('fr-CA', 5000)).toBe('5\u00a0000');
    expect(make).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it("should run the catalog grid's render once, where the page sees nothing of it", async () => {
    const before = document.body.innerHTML;
    // Preact puts every element it makes in its parent with insertBefore.
    const inserted = vi.spyOn(Node.prototype, 'insertBefore');
    prepareFirstRender({});
    const made = inserted.mock.calls.map(([node]) => node);
    // Tiles were made: the grid's code ran...
    expect(made.filter((node) => node instanceof HTMLLIElement).length).toBeGreaterThan(0);
    // ...in an element never attached, and unmounted: the page is as it was, and after the next
    // frame (when effects would run) no logo has been asked for.
    expect(made.every((node) => !node.isConnected)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.innerHTML).toBe(before);
    expect(made.some((node) => node instanceof HTMLImageElement)).toBe(false);
  });
});
