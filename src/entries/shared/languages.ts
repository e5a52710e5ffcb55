import type { Language } from '../../ui/index.ts';

/**
 * The languages the widget ships, as the UI's catalogues have them. A record rather than a list, so
 * that TypeScript fails here if the UI adds or drops a language and this is not changed with it.
 */
const SHIPPED: Record<Language, true> = { en: true, es: true, fr: true };

/** The shipped languages, for messages: `en, es, fr`. */
export const SHIPPED_LANGUAGES = Object.keys(SHIPPED) as readonly Language[];

/** True when `tag` is a well-formed BCP 47 tag (RFC 5646), as `Intl` reads them. */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * True when the widget ships the language of `tag`, whatever its region or script: `fr-CA` is
 * French. The UI picks its catalogue the same way and keeps the whole tag for dates and numbers
 * (src/ui/i18n/locale.ts).
 */
export function isShippedLanguage(tag: string): boolean {
  return Object.hasOwn(SHIPPED, tag.toLowerCase().split('-')[0] ?? '');
}
