/**
 * The bodies of dist/retail-sync.<language>.js and of their index, dist/retail-sync.catalogues.js
 * (build/catalogue-files.ts): they hand a catalogue, or the catalogues' names and hashes, to the
 * script-tag bundle, which loads them when a language is chosen (src/ui/i18n/catalogues.script.ts).
 */
import type { CatalogueIndex, Messages, OtherLanguage } from '../../ui/index.ts';

export function registerCatalogue(language: OtherLanguage, messages: Messages): void {
  window.RetailSyncCatalogues ??= {};
  window.RetailSyncCatalogues[language] = messages;
}

export function registerCatalogueIndex(index: CatalogueIndex): void {
  window.RetailSyncCatalogueIndex = index;
}
