import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FONT_FAMILY, findFonts, FONT_WEIGHTS } from './fonts.ts';
import WIDGET_CSS from './widget.css?inline';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('findFonts()', () => {
  it("should know the stylesheet's default family and every weight it sets", () => {
    expect(WIDGET_CSS).toContain(`var(--rs-font, ${DEFAULT_FONT_FAMILY})`);
    const weights = new Set([...WIDGET_CSS.matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])));
    expect(weights.size).toBeGreaterThan(0);
    for (const weight of weights) expect(FONT_WEIGHTS).toContain(weight);
  });

  it('should measure text in the family at each weight, through a canvas', () => {
    const fonts: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    findFonts('"Brand Sans", sans-serif');
    expect(fonts).toEqual(FONT_WEIGHTS.map((weight) => `${weight} 16px "Brand Sans", sans-serif`));
    expect(context.measureText).toHaveBeenCalledTimes(FONT_WEIGHTS.length);
  });

  it('should do nothing where there is no 2D canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => findFonts(DEFAULT_FONT_FAMILY)).not.toThrow();
  });
});
