import { join } from 'node:path';
import { defineConfig } from 'vite';
import { PACKAGE_VERSION, ROOT, TARGET, css, oxc } from './shared.ts';
import { catalogueFiles } from './catalogue-files.ts';
import { hostedFile, resultFile } from './hosted-file.ts';
import { sriPlugin } from './sri-plugin.ts';

export const SCRIPT_FILE = 'retail-sync.js';

/**
 * `npm run build:script`: dist/retail-sync.js, one self-contained IIFE for a `<script>` tag (global
 * `RetailSync`, element `<retail-sync-widget>`). Everything is inlined but the es/fr catalogues and
 * the hosted opener and the hosted result's verifier: an IIFE cannot load chunks, so they are files of their own (dist/retail-sync.es.js,
 * .fr.js, build/catalogue-files.ts, chosen in src/ui/i18n/catalogues.ts; dist/retail-sync.hosted.js and .result.js, build/hosted-file.ts), loaded with their
 * SRI hash only when needed. No hashes or timestamps in the output, so the same sources give the
 * same bytes, and a published SRI hash stays valid until the code changes.
 */
export default defineConfig({
  root: ROOT,
  oxc,
  css,
  publicDir: false,
  logLevel: 'warn',
  define: {
    __RETAIL_SYNC_VERSION__: JSON.stringify(PACKAGE_VERSION),
    // The Trusted Types policy the widget loads its side files through (src/ui/load-script.ts).
    __RETAIL_SYNC_POLICY__: JSON.stringify('retail-sync'),
    // The es/fr catalogues as files of their own, not import() chunks (src/ui/i18n/catalogues.ts).
    'import.meta.env.RETAIL_SYNC_CATALOGUE_FILES': 'true',
  },
  build: {
    outDir: join(ROOT, 'dist'),
    // dist/ also holds the npm build and the hosted page: this build replaces only its own files.
    emptyOutDir: false,
    target: TARGET,
    sourcemap: true,
    reportCompressedSize: true,
    lib: {
      entry: join(ROOT, 'src/entries/host/script-tag.ts'),
      formats: ['iife'],
      name: 'RetailSyncBundle',
      fileName: () => SCRIPT_FILE,
    },
  },
  plugins: [
    catalogueFiles(),
    hostedFile(),
    resultFile(),
    sriPlugin({ fileName: SCRIPT_FILE, version: PACKAGE_VERSION }),
  ],
});
