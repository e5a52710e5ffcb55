import { pickLocale } from './i18n/locale.ts';
import { rehearseFirstRender } from './rehearsal.ts';
import { numberFormat, pluralRules } from './i18n/plural.ts';
import { DEFAULT_FONT_FAMILY, findFonts } from './theme/fonts.ts';
import { sharedWidgetSheet, type ThemeOptions } from './theme/theme.ts';

/**
 * What the widget's first render needs that is slow the first time in a page, as steps to do
 * ahead: the widget's stylesheet parsed (theme.ts keeps it for every mount), the plural rules and
 * the number formatter of its language made (Intl loads the locale's data then; the formatter
 * writes counts from 1,000 up, such as "5,000 retailers"), its font found in each weight
 * (fonts.ts), and the catalog grid's code run once (rehearsal.ts). `create()` runs them while the page is idle, one step per idle task: the formatter
 * alone is 30 to 50 ms of main thread (docs/performance-and-size.md), so together they would make
 * one long task. Without them, the first render does the same work itself, in the task of `open()`.
 */
export function firstRenderSteps(options: {
  readonly locale?: string;
  readonly theme?: ThemeOptions;
}): ReadonlyArray<() => void> {
  const { locale } = pickLocale(options.locale, navigator.languages);
  return [
    () => void sharedWidgetSheet(),
    () => void pluralRules(locale),
    () => void numberFormat(locale),
    () => findFonts(options.theme?.properties?.['--rs-font'] ?? DEFAULT_FONT_FAMILY),
    rehearseFirstRender,
  ];
}
