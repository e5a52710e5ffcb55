import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/ui/i18n/languages.ts';
import { ROOT } from './shared.ts';
import { buildSideFile } from './side-file.ts';
import { sriOf } from './sri.ts';

/** Every catalogue but English, which the bundle carries (src/ui/i18n/languages.ts lists them). */
export const CATALOGUE_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** dist/retail-sync.de.js, ...: the catalogues the script-tag bundle loads when chosen. */
export const catalogueFile = (language: string): string => `retail-sync.${language}.js`;

/** dist/retail-sync.catalogues.js: each catalogue file's name and SRI hash. */
export const CATALOGUE_INDEX_FILE = 'retail-sync.catalogues.js';

const ENTRY = '\0retail-sync-catalogue';
const HOST_MODULE = JSON.stringify(join(ROOT, 'src/entries/host/catalogue-file.ts'));

/** The name each catalogue module exports its messages under: `de` in de.ts, `ptPT` in pt-PT.ts. */
const exportName = (language: string): string =>
  language.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A small IIFE of `source` (the entry's code), importing from the sources as it says. */
function buildFile(source: string): Promise<string> {
  return buildSideFile(ENTRY, [
    {
      name: 'retail-sync:catalogue-entry',
      resolveId: (id) => (id === ENTRY ? id : undefined),
      load: (id) => (id === ENTRY ? source : undefined),
    },
  ]);
}

/** One catalogue as a small IIFE that hands it to the bundle (src/entries/host/catalogue-file.ts). */
function buildCatalogue(language: string): Promise<string> {
  const catalogue = JSON.stringify(join(ROOT, `src/ui/i18n/${language}.ts`));
  return buildFile(
    [
      `import { ${exportName(language)} as messages } from ${catalogue};`,
      `import { registerCatalogue } from ${HOST_MODULE};`,
      `registerCatalogue(${JSON.stringify(language)}, messages);`,
    ].join('\n'),
  );
}

/**
 * Script-tag build: builds each catalogue file, then their index (each one's name and SRI hash),
 * and writes the index's name and hash into the bundle (read by src/ui/i18n/catalogues.script.ts,
 * which src/ui/i18n/catalogues.ts chooses in this build), then emits the files next to it. Same
 * sources, same bytes: the hashes stay reproducible.
 */
export function catalogueFiles(): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'retail-sync:catalogue-files',
    enforce: 'pre',
    async config() {
      const index: Record<string, { file: string; integrity: string }> = {};
      for (const language of CATALOGUE_LANGUAGES) {
        const code = await buildCatalogue(language);
        files.set(catalogueFile(language), code);
        index[language] = { file: catalogueFile(language), integrity: sriOf(code) };
      }
      const indexCode = await buildFile(
        [
          `import { registerCatalogueIndex } from ${HOST_MODULE};`,
          `registerCatalogueIndex(${JSON.stringify(index)});`,
        ].join('\n'),
      );
      files.set(CATALOGUE_INDEX_FILE, indexCode);
      const indexFile = { file: CATALOGUE_INDEX_FILE, integrity: sriOf(indexCode) };
      return { define: { __RETAIL_SYNC_CATALOGUE_INDEX__: JSON.stringify(indexFile) } };
    },
    generateBundle() {
      for (const [fileName, code] of files) this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
