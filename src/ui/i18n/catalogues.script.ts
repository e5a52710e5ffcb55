import { loadSideFile, type SideFile } from '../load-script.ts';
import type { OtherLanguage } from './languages.ts';
import type { Messages } from './messages.ts';

/**
 * Script-tag build only (catalogues.ts chooses it by `import.meta.env.RETAIL_SYNC_CATALOGUE_FILES`):
 * each catalogue is a file of its own next to dist/retail-sync.js (dist/retail-sync.de.js, ...),
 * loaded as a same-origin script with its SRI hash when chosen (src/ui/load-script.ts), so an
 * English page never downloads one and a host CSP of `script-src 'self'` (plus the bundle's own
 * origin) allows them. The bundle carries one SRI hash, the index's (dist/retail-sync.catalogues.js):
 * the index holds each catalogue's name and hash, so the English bundle does not grow with every
 * language (a hash does not compress). Choosing a language costs one more small request, the
 * index, whose own hash the bundle checks, so the chain of hashes stays unbroken.
 * Each file hands over what it defines through a `window` global.
 */

/** The index file's name and SRI hash, written in at build time (build/catalogue-files.ts). */
declare const __RETAIL_SYNC_CATALOGUE_INDEX__: SideFile;

/** Each catalogue's file and SRI hash, as the index hands them over. */
export type CatalogueIndex = Readonly<Record<OtherLanguage, SideFile>>;

declare global {
  interface Window {
    RetailSyncCatalogueIndex?: CatalogueIndex;
    RetailSyncCatalogues?: Partial<Record<OtherLanguage, Messages>>;
  }
}

export async function loadCatalogueFile(language: OtherLanguage): Promise<Messages> {
  const index = await loadSideFile(__RETAIL_SYNC_CATALOGUE_INDEX__, () => window.RetailSyncCatalogueIndex);
  return loadSideFile(index[language], () => window.RetailSyncCatalogues?.[language]);
}
