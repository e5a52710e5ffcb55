import { loadCatalogue } from './catalogues.ts';
import { en } from './en.ts';
import { directionOf, negotiateLocale, type Language, type LocaleFallback } from './languages.ts';
import type { Messages } from './messages.ts';

export type { Language } from './languages.ts';

export interface Localization {
  /** BCP 47 tag for Intl formatting (the caller's region kept, e.g. `fr-CA`). */
  readonly locale: string;
  readonly messages: Messages;
  /** `rtl` for Arabic and Hebrew: the dialog's `dir`. @default 'ltr' */
  readonly dir?: 'ltr' | 'rtl';
}

/** English, bundled: the widget's words when nothing else is chosen or a catalogue cannot load. */
export const ENGLISH: Localization = { locale: 'en', messages: en, dir: 'ltr' };

/**
 * The catalogue and the Intl tag from the option, else the browser's languages, falling back to
 * English (languages.ts); `fallback` when the option was not used, for the host's `warning` event.
 */
export function pickLocale(
  requested: string | undefined,
  browser: readonly string[],
): { language: Language; locale: string; fallback?: LocaleFallback } {
  return negotiateLocale(requested, browser);
}

/**
 * English is bundled; every other catalogue is a chunk of its own (a file of its own in the
 * script-tag build) fetched only when chosen, so a page in one language never downloads the others.
 */
export async function loadLocalization(
  requested?: string,
  browser: readonly string[] = [],
): Promise<Localization & { readonly language: Language; readonly fallback?: LocaleFallback }> {
  const { language, locale, fallback } = pickLocale(requested, browser);
  const messages = language === 'en' ? en : await loadCatalogue(language);
  return { language, locale, messages, dir: directionOf(language), ...(fallback ? { fallback } : {}) };
}
