/**
 * The body of dist/retail-sync.<language>.js (build/catalogue-files.ts): hands one catalogue to the
 * script-tag bundle, which loads the file when that language is chosen (src/ui/i18n/catalogues.script.ts).
 */
import type { Messages, OtherLanguage } from '../../ui/index.ts';

export function registerCatalogue(language: OtherLanguage, messages: Messages): void {
  window.RetailSyncCatalogues ??= {};
  window.RetailSyncCatalogues[language] = messages;
}
