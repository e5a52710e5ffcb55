/**
 * The forms of one phrase by plural category (Unicode CLDR), `#` standing for the count:
 * `{ one: '# order', other: '# orders' }`. Only `other` is required: a language's rare categories
 * (French `many` for a million) fall back to it.
 */
export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * The phrase for `count` in `locale`, chosen by the language's own plural rules (`Intl.PluralRules`:
 * French says "0 commande", English "0 orders"), with the count written the locale's way.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', count.toLocaleString(locale));
}
