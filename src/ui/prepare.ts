import { pickLocale } from './i18n/locale.ts';
import { pluralRules } from './i18n/plural.ts';
import { DEFAULT_FONT_FAMILY, findFonts } from './theme/fonts.ts';
import { sharedWidgetSheet, type ThemeOptions } from './theme/theme.ts';

/**
 * What the widget's first render needs that is slow the first time in a page, done ahead: the
 * widget's stylesheet parsed (theme.ts keeps it for every mount), the plural rules of its language
 * made (Intl loads the locale's data then), and its font found in each weight (fonts.ts).
 * `create()` calls this once the page is idle, so `open()` finds them ready; without it, the first
 * render does the same work itself.
 */
export function prepareFirstRender(options: { readonly locale?: string; readonly theme?: ThemeOptions }): void {
  sharedWidgetSheet();
  pluralRules(pickLocale(options.locale, navigator.language).locale);
  findFonts(options.theme?.properties?.['--rs-font'] ?? DEFAULT_FONT_FAMILY);
}
