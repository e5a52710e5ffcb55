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
