import { loadCatalogue } from './catalogues.ts';
import { en } from './en.ts';
import type { Messages } from './messages.ts';

export type Language = 'en' | 'es' | 'fr';

export interface Localization {
  /** BCP 47 tag for Intl formatting (the caller's region kept, e.g. `fr-CA`). */
  readonly locale: string;
  readonly messages: Messages;
}

/**
 * Picks a shipped catalogue from the option, else the browser's language; anything we do not ship
 * falls back to English. The requested tag is kept for Intl so dates follow the user's region.
 */
export function pickLocale(
  requested: string | undefined,
  browser: string | undefined,
): { language: Language; locale: string } {
  for (const tag of [requested, browser]) {
    if (tag === undefined) continue;
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'en' || language === 'es' || language === 'fr') return { language, locale: tag };
  }
  return { language: 'en', locale: 'en' };
}

/**
 * English is bundled; Spanish and French are separate chunks (files in the script-tag build) fetched
 * only when chosen, so a page in one language never downloads the others.
 */
export async function loadLocalization(requested?: string, browser?: string): Promise<Localization> {
  const { language, locale } = pickLocale(requested, browser);
  return { locale, messages: language === 'en' ? en : await loadCatalogue(language) };
}
