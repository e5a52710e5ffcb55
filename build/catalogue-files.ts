import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './shared.ts';
import { buildSideFile } from './side-file.ts';
import { sriOf } from './sri.ts';

export const CATALOGUE_LANGUAGES = ['es', 'fr'] as const;

/** dist/retail-sync.es.js, ...: the catalogues the script-tag bundle loads when chosen. */
export const catalogueFile = (language: string): string => `retail-sync.${language}.js`;

const ENTRY = '\0retail-sync-catalogue';

/** One catalogue as a small IIFE that hands it to the bundle (src/entries/host/catalogue-file.ts). */
function buildCatalogue(language: string): Promise<string> {
  return buildSideFile(ENTRY, [
    {
      name: 'retail-sync:catalogue-entry',
      resolveId: (id) => (id === ENTRY ? id : undefined),
      load: (id) =>
        id === ENTRY
          ? [
              `import { ${language} } from ${JSON.stringify(join(ROOT, `src/ui/i18n/${language}.ts`))};`,
              `import { registerCatalogue } from ${JSON.stringify(join(ROOT, 'src/entries/host/catalogue-file.ts'))};`,
              `registerCatalogue(${JSON.stringify(language)}, ${language});`,
            ].join('\n')
          : undefined,
    },
  ]);
}

/**
 * Script-tag build: builds each catalogue file first and writes its name and SRI hash into the bundle
 * (read by src/ui/i18n/catalogues.script.ts, which src/ui/i18n/catalogues.ts chooses in this build), then
 * emits the files next to it. Same sources, same bytes: the hashes stay reproducible.
 */
export function catalogueFiles(): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'retail-sync:catalogue-files',
    enforce: 'pre',
    async config() {
      for (const language of CATALOGUE_LANGUAGES) files.set(language, await buildCatalogue(language));
      const catalogues = Object.fromEntries(
        [...files].map(([language, code]) => [language, { file: catalogueFile(language), integrity: sriOf(code) }]),
      );
      return { define: { __RETAIL_SYNC_CATALOGUES__: JSON.stringify(catalogues) } };
    },
    generateBundle() {
      for (const [language, code] of files)
        this.emitFile({ type: 'asset', fileName: catalogueFile(language), source: code });
    },
  };
}
