import { describe, expect, it } from 'vitest';
import { themeSheets } from './theme.ts';
import WIDGET_CSS from './widget.css?inline';

interface Rule {
  readonly media: string;
  readonly selector: string;
  readonly declarations: Record<string, string>;
}

/** The style rules in order, each with the media query it sits in ('' for none). */
function styleRules(sheet: CSSStyleSheet): Rule[] {
  const walk = (list: CSSRuleList, media: string): Rule[] =>
    [...list].flatMap((rule) => {
      if (rule instanceof CSSMediaRule) return walk(rule.cssRules, rule.media.mediaText);
      const { selectorText, style } = rule as CSSStyleRule;
      const declarations: Record<string, string> = {};
      for (let index = 0; index < style.length; index += 1) {
        const name = style.item(index);
        declarations[name] = style.getPropertyValue(name).trim();
      }
      return [{ media, selector: selectorText, declarations }];
    });
  return walk(sheet.cssRules, '');
}

const customProperties = (rule: Rule | undefined) =>
  Object.fromEntries(
    Object.entries(rule?.declarations ?? {}).filter(([name]) => name.startsWith('--') || name === 'color-scheme'),
  );

describe('the widget stylesheet (widget.css)', () => {
  it('should come in as its text, which Vitest leaves empty unless vite.config.ts test.css includes it', () => {
    expect(WIDGET_CSS).toContain(':host');
    expect(WIDGET_CSS.length).toBeGreaterThan(2000);
  });

  it('should be adopted whole: as many style rules as the file has blocks, less the @media ones', () => {
    const [sheet, ...rest] = themeSheets(undefined);
    expect(rest).toEqual([]);
    const css = WIDGET_CSS.replace(/\/\*[\s\S]*?\*\//g, '');
    const blocks = css.match(/\{/g)?.length ?? 0;
    const media = css.match(/@media/g)?.length ?? 0;
    // Colour scheme, hover, phones, touch.
    expect(media).toBe(4);
    expect(styleRules(sheet!)).toHaveLength(blocks - media);
  });

  // `.rs` holds the light scheme; the system's dark preference applies the dark one unless `.light`
  // opts out; `.dark` comes after `.rs` and so wins over it. The two dark blocks must stay the same.
  it('should keep the schemes’ cascade: light on .rs, then dark in the media query, then .dark', () => {
    const rules = styleRules(themeSheets(undefined)[0]!);
    const at = (media: string, selector: string) =>
      rules.findIndex((rule) => rule.media.replace(/\s/g, '') === media && rule.selector === selector);
    const light = at('', '.rs');
    const systemDark = at('(prefers-color-scheme:dark)', '.rs:not(.light)');
    const forcedDark = at('', '.dark');
    expect(light).toBeGreaterThanOrEqual(0);
    expect(systemDark).toBeGreaterThan(light);
    expect(forcedDark).toBeGreaterThan(systemDark);

    const lightScheme = customProperties(rules[light]);
    const darkScheme = customProperties(rules[forcedDark]);
    expect(lightScheme['color-scheme']).toBe('light');
    expect(darkScheme['color-scheme']).toBe('dark');
    expect(customProperties(rules[systemDark])).toEqual(darkScheme);
    expect(rules[forcedDark]!.declarations).toEqual(darkScheme);
    // Every colour the light scheme sets, the dark one sets too, each documented one from its `--rs-*`.
    expect(Object.keys(darkScheme).sort()).toEqual(Object.keys(lightScheme).sort());
    expect(lightScheme['--primary']).toMatch(/^var\(--rs-primary,\s*#1d4ed8\)$/);
    expect(darkScheme['--primary']).toMatch(/^var\(--rs-primary,\s*#93c5fd\)$/);
  });

  // Nothing moves, so there is nothing for prefers-reduced-motion to turn off (WCAG 2.3.3); the sync's
  // progress bar always has a value (sync-progress.ts), so the browser never animates it either.
  it('should move nothing: no animation or transition in any rule', () => {
    const moving = styleRules(themeSheets(undefined)[0]!).flatMap((rule) =>
      Object.keys(rule.declarations)
        .filter((name) => /^(animation|transition)/.test(name))
        .map((name) => `${rule.selector} { ${name} }`),
    );
    expect(moving).toEqual([]);
  });

  // WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit) : hex;
    const digits = [full.slice(1, 3), full.slice(3, 5), full.slice(5, 7)];
    const [r, g, b] = digits.map((pair) => {
      const c = Number.parseInt(pair, 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  // Each pair the stylesheet draws, with the ratio WCAG asks of it: text 4.5:1 (1.4.3); borders of
  // fields and outlined buttons, and the focus ring (`--primary`), 3:1 (1.4.11).
  const PAIRS = [
    ['--text', '--surface', 4.5],
    ['--muted', '--surface', 4.5],
    ['--danger', '--surface', 4.5],
    ['--primary', '--surface', 4.5],
    ['--on-primary', '--primary', 4.5],
    ['--ok', '--ok-bg', 4.5],
    ['--warn', '--warn-bg', 4.5],
    ['--bad', '--bad-bg', 4.5],
    ['--border', '--surface', 3],
  ] as const;

  it.each(['.rs', '.dark'])('should give every default colour pair of %s the contrast WCAG AA asks', (selector) => {
    const rule = styleRules(themeSheets(undefined)[0]!).find((r) => r.media === '' && r.selector === selector);
    // A default is the fallback of `var(--rs-*, #hex)`, or a plain #hex.
    const colour = (name: string) => /#[0-9a-f]{3,6}/i.exec(rule?.declarations[name] ?? '')?.[0] ?? 'missing';
    const short = PAIRS.map(([fg, bg, needed]) => ({ fg, bg, needed, ratio: contrast(colour(fg), colour(bg)) })).filter(
      ({ ratio, needed }) => !(ratio >= needed),
    );
    expect(short).toEqual([]);
  });
});
