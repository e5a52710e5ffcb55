/**
 * The forms of one phrase by plural category (Unicode CLDR), `#` standing for the count:
 * `{ one: '# order', other: '# orders' }`. Only `other` is required: a language's rare categories
 * (French `many` for a million) fall back to it.
 */
export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();
const formatsByLocale = new Map<string, Intl.NumberFormat>();

/**
 * A tag whose digits may not be Western: a Unicode extension that picks the numbering system, as
 * in `fr-u-nu-arab`, or Arabic, which writes Arabic-Indic digits in many regions (`ar-EG`: ٤٨).
 */
const OTHER_DIGITS = /-u-(?:[a-z\d]+-)*nu-|^ar(?:-|$)/i;

/**
 * The count written the locale's way, without `Intl.NumberFormat` where it would write the plain
 * digits anyway. The first number formatter a page creates makes Chromium load ICU's number data,
 * which was the largest single cost of opening the widget (docs/performance-and-size.md, "Figures
 * behind the code's choices"), for the "48 retailers" line of its first frame.
 * Below 1,000 no locale groups digits, and every region of the languages the widget ships (the only
 * ones `pickLocale` keeps a tag for) writes Western digits unless the tag names another numbering
 * system, Arabic aside; plural.test.ts checks the shortcut against `toLocaleString` for those counts.
 * Larger counts ("5,000 retailers") use the locale's formatter, which prepare.ts makes ahead while
 * the page is idle, so the first render does not load that data itself.
 */
export function formatCount(locale: string, count: number): string {
  const plainDigits = Number.isInteger(count) && count >= 0 && count < 1000 && !OTHER_DIGITS.test(locale);
  return plainDigits ? String(count) : numberFormat(locale).format(count);
}

/** The locale's number formatter, made once per locale (it writes what `toLocaleString` writes). */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatsByLocale.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formatsByLocale.set(locale, format);
  }
  return format;
}

/**
 * The language's plural rules, made once per locale: making the first one loads Intl's locale data,
 * a few ms of main thread the first time in a page (prepare.ts does it ahead, while the page is idle).
 */
export function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * The phrase for `count` in `locale`, chosen by the language's own plural rules (`Intl.PluralRules`:
 * French says "0 commande", English "0 orders"), with the count written the locale's way.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[pluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', formatCount(locale, count));
}
