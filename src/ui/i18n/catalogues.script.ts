import { loadSideFile, type SideFile } from '../load-script.ts';
import type { OtherLanguage } from './languages.ts';
import type { Messages } from './messages.ts';

/**
 * Script-tag build only (catalogues.ts chooses it by `import.meta.env.RETAIL_SYNC_CATALOGUE_FILES`):
 * the es/fr catalogues are files of their own next to dist/retail-sync.js (dist/retail-sync.es.js,
 * ...), loaded as same-origin scripts with their SRI hash when chosen (src/ui/load-script.ts), so an
 * English page never downloads them and a host CSP of `script-src 'self'` (plus the bundle's own
 * origin) allows them. Each file hands its catalogue over through `window.RetailSyncCatalogues`.
 */

/** File name and SRI hash of each catalogue file, written in at build time. */
declare const __RETAIL_SYNC_CATALOGUES__: Record<OtherLanguage, SideFile>;

declare global {
  interface Window {
    RetailSyncCatalogues?: Partial<Record<OtherLanguage, Messages>>;
  }
}

export function loadCatalogueFile(language: OtherLanguage): Promise<Messages> {
  return loadSideFile(__RETAIL_SYNC_CATALOGUES__[language], () => window.RetailSyncCatalogues?.[language]);
}
