/**
 * The languages the widget ships, and how a BCP 47 tag (RFC 5646) picks one: the whole tag is
 * kept for Intl (dates, numbers, plural rules follow the shopper's region), the catalogue is the
 * tag's language. docs/languages.md lists them and says how the translations were made.
 */

/** Every catalogue the widget ships: English is bundled, the others load when chosen. */
export const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'pt',
  'pt-PT',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'ro',
  'cs',
  'tr',
  'ja',
  'ar',
  'he',
] as const;

/** A catalogue's name: a language, or `pt-PT`, the one regional variant that differs from its base. */
export type Language = (typeof LANGUAGES)[number];

/** The catalogues loaded when chosen (a chunk each; a side file each in the script-tag build). */
export type OtherLanguage = Exclude<Language, 'en'>;

/** The languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he']);

/**
 * Portuguese as written in Portugal, which CLDR also uses in Africa, Macao, Timor-Leste and
 * Luxembourg (its `pt_PT` parent locale); every other region, and plain `pt`, is Brazilian.
 */
const EUROPEAN_PORTUGUESE_REGIONS: ReadonlySet<string> = new Set([
  'PT',
  'AO',
  'CH',
  'CV',
  'GQ',
  'GW',
  'LU',
  'MO',
  'MZ',
  'ST',
  'TL',
]);

/** Tags that name a shipped language by another code: Norwegian (`no`) is written as Bokmål here. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb' };

/** The tag in canonical form (`iw` becomes `he`, `EN-us` becomes `en-US`), or undefined if it is not BCP 47. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The catalogue for `tag`, falling back from the region to the base language (`pt-BR` is `pt`,
 * `de-AT` is `de`), or undefined when the widget does not ship its language or the tag is not BCP 47.
 */
export function languageOf(tag: string): Language | undefined {
  const canonical = canonicalTag(tag);
  if (canonical === undefined) return undefined;
  const { language, region } = new Intl.Locale(canonical);
  const european = language === 'pt' && region !== undefined && EUROPEAN_PORTUGUESE_REGIONS.has(region);
  const name = european ? 'pt-PT' : (ALIASES[language] ?? language);
  return LANGUAGES.find((shipped) => shipped === name);
}

/** `rtl` for Arabic and Hebrew, whose dialog is mirrored; `ltr` for the others. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** What the widget speaks: the catalogue and the tag Intl formats with. */
export interface ChosenLocale {
  readonly language: Language;
  /** BCP 47 tag for Intl, canonical, the region kept (`pt-BR`, `fr-CA`). */
  readonly locale: string;
}

/** The host's `locale` option named a language the widget does not ship (or no BCP 47 tag at all). */
export interface LocaleFallback {
  /** The option as the host gave it (at most 64 characters of it). */
  readonly requested: string;
  /** The tag the widget speaks instead. */
  readonly locale: string;
}

/**
 * The widget's locale: the host's `locale` option, then the browser's languages in order
 * (`navigator.languages`), each falling back to its base language, then English. Never throws: a
 * tag that is not BCP 47 is skipped like one in a language the widget does not ship. `fallback`
 * says when the option itself was not used, for the `warning` event.
 */
export function negotiateLocale(
  requested: string | undefined,
  browser: readonly string[],
): ChosenLocale & { readonly fallback?: LocaleFallback } {
  let chosen: ChosenLocale = { language: 'en', locale: 'en' };
  for (const tag of [requested, ...browser]) {
    const language = tag === undefined ? undefined : languageOf(tag);
    if (tag !== undefined && language !== undefined) {
      chosen = { language, locale: canonicalTag(tag) ?? language };
      break;
    }
  }
  if (requested === undefined || chosen.locale === canonicalTag(requested)) return chosen;
  return { ...chosen, fallback: { requested: requested.slice(0, 64), locale: chosen.locale } };
}
