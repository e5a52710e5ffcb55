import { WIDGET_CSS } from './styles.ts';

/** The documented custom properties (README "Theming"); each also works set by the host page's CSS. */
export type ThemeProperty =
  | '--rs-primary' | '--rs-on-primary' | '--rs-surface' | '--rs-text' | '--rs-muted' | '--rs-border'
  | '--rs-danger' | '--rs-focus' | '--rs-radius' | '--rs-font';

export interface ThemeOptions {
  /** Forces a scheme. @default follows `prefers-color-scheme` */
  readonly colorScheme?: 'light' | 'dark';
  /** Values for the documented properties, e.g. `{ '--rs-primary': '#0f766e' }`. */
  readonly properties?: Readonly<Partial<Record<ThemeProperty, string>>>;
}

/**
 * The stylesheets to adopt. Theme values go in through the CSSOM (`setProperty`), never by building
 * CSS text, so a value cannot break out of its declaration; the CSSOM is not governed by CSP.
 */
export function themeSheets(theme: ThemeOptions | undefined): CSSStyleSheet[] {
  const base = new CSSStyleSheet();
  base.replaceSync(WIDGET_CSS);
  const entries = Object.entries(theme?.properties ?? {});
  if (entries.length === 0) return [base];
  const custom = new CSSStyleSheet();
  custom.replaceSync(':host{}');
  const rule = custom.cssRules[0];
  if (rule instanceof CSSStyleRule) {
    for (const [name, value] of entries) if (value !== undefined) rule.style.setProperty(name, value);
  }
  return [base, custom];
}
