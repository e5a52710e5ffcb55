import { loadCatalogueFile } from './catalogues.script.ts';
import type { OtherLanguage } from './languages.ts';
import type { Messages } from './messages.ts';

export type { OtherLanguage } from './languages.ts';

/**
 * Each catalogue as a chunk of its own: a literal import() per language, so that the bundler
 * splits each into its own file and a page downloads only the one it speaks.
 */
const CHUNKS: Readonly<Record<OtherLanguage, () => Promise<Messages>>> = {
  es: async () => (await import('./es.ts')).es,
  fr: async () => (await import('./fr.ts')).fr,
  de: async () => (await import('./de.ts')).de,
  it: async () => (await import('./it.ts')).it,
  nl: async () => (await import('./nl.ts')).nl,
  pt: async () => (await import('./pt.ts')).pt,
  'pt-PT': async () => (await import('./pt-PT.ts')).ptPT,
  pl: async () => (await import('./pl.ts')).pl,
  sv: async () => (await import('./sv.ts')).sv,
  da: async () => (await import('./da.ts')).da,
  nb: async () => (await import('./nb.ts')).nb,
  fi: async () => (await import('./fi.ts')).fi,
  ro: async () => (await import('./ro.ts')).ro,
  cs: async () => (await import('./cs.ts')).cs,
  tr: async () => (await import('./tr.ts')).tr,
  ja: async () => (await import('./ja.ts')).ja,
  ar: async () => (await import('./ar.ts')).ar,
  he: async () => (await import('./he.ts')).he,
};

/**
 * Loads a catalogue other than English. The script-tag build is one IIFE, which cannot split into
 * chunks: it defines `import.meta.env.RETAIL_SYNC_CATALOGUE_FILES` (build/script-tag.config.ts) and
 * loads each catalogue as a file of its own with its SRI hash (catalogues.script.ts). Every other
 * build (the npm package, the hosted page), the dev server and the tests leave it undefined and load
 * the catalogue as a chunk of its own through import(). The bundler drops the branch not taken, with
 * its imports, so neither build carries the other's way.
 */
export async function loadCatalogue(language: OtherLanguage): Promise<Messages> {
  if (import.meta.env.RETAIL_SYNC_CATALOGUE_FILES === true) {
    return loadCatalogueFile(language);
  } else {
    return CHUNKS[language]();
  }
}
