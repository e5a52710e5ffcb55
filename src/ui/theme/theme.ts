// The stylesheet's text (Vite's `?inline`), minified by the builds; widget.css says why it is adopted.
import WIDGET_CSS from './widget.css?inline';

/** The documented custom properties (docs/theming.md); each also works set by the host page's CSS. */
export type ThemeProperty =
  | '--rs-primary'
  | '--rs-on-primary'
  | '--rs-surface'
  | '--rs-text'
  | '--rs-muted'
  | '--rs-border'
  | '--rs-danger'
  | '--rs-focus'
  | '--rs-radius'
  | '--rs-font';

export interface ThemeOptions {
  /** Forces a scheme. @default follows `prefers-color-scheme` */
  readonly colorScheme?: 'light' | 'dark';
  /** Values for the documented properties, e.g. `{ '--rs-primary': '#0f766e' }`. */
  readonly properties?: Readonly<Partial<Record<ThemeProperty, string>>>;
}

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/**
 * The widget's stylesheet, parsed once per page: every widget's shadow root adopts the same object
 * (a constructed sheet can be adopted by any number of roots of its document), and a widget opened
 * again does not parse it again.
 */
let widgetSheet: CSSStyleSheet | undefined;
export function sharedWidgetSheet(): CSSStyleSheet {
  widgetSheet ??= sheet(WIDGET_CSS);
  return widgetSheet;
}

/**
 * The stylesheets to adopt. Theme values go in through the CSSOM (`setProperty`), never by building
 * CSS text, so a value cannot break out of its declaration; the CSSOM is not governed by CSP.
 */
export function themeSheets(theme: ThemeOptions | undefined): CSSStyleSheet[] {
  const sheets = [sharedWidgetSheet()];
  const entries = Object.entries(theme?.properties ?? {});
  if (entries.length) {
    const custom = sheet(':host{}');
    const { style } = custom.cssRules[0] as CSSStyleRule;
    for (const [name, value] of entries) style.setProperty(name, value);
    sheets.push(custom);
  }
  return sheets;
}
