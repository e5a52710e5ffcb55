import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { sriPlugin } from './sri-plugin.ts';
import { PACKAGE_VERSION, ROOT, TARGET, oxc } from './shared.ts';
import { HOSTED_FILE, RESULT_FILE } from './hosted-file.ts';
import { SCRIPT_FILE } from './script-tag.config.ts';
import { sriOf } from './sri.ts';

export const LOADER_FILE = 'retail-sync-loader.js';

/**
 * `npm run build:script` (after the bundle): dist/retail-sync-loader.js, a small IIFE that defines
 * `RetailSync` and fetches dist/retail-sync.js on the first open() (src/entries/host/loader.ts, entry loader-boot.ts). The
 * SRI hashes of the bundle, dist/retail-sync.hosted.js and dist/retail-sync.result.js are written in, so run it after the
 * bundle's build: the loader changes with them.
 */
export default defineConfig((): UserConfig => {
  const bundle = readFileSync(join(ROOT, 'dist', SCRIPT_FILE));
  const hosted = readFileSync(join(ROOT, 'dist', HOSTED_FILE));
  const result = readFileSync(join(ROOT, 'dist', RESULT_FILE));
  return {
    root: ROOT,
    oxc,
    publicDir: false,
    logLevel: 'warn',
    define: {
      __RETAIL_SYNC_VERSION__: JSON.stringify(PACKAGE_VERSION),
      // Its own Trusted Types policy name: the widget it loads creates `retail-sync` (src/ui/load-script.ts).
      __RETAIL_SYNC_POLICY__: JSON.stringify('retail-sync-loader'),
      __RETAIL_SYNC_BUNDLE__: JSON.stringify({ file: SCRIPT_FILE, integrity: sriOf(bundle) }),
      // RetailSync.openHosted loads only the hosted opener's file (src/entries/host/open-hosted.script.ts).
      __RETAIL_SYNC_HOSTED__: JSON.stringify({ file: HOSTED_FILE, integrity: sriOf(hosted) }),
      // RetailSync.readHostedResult loads only the verifier's file (src/entries/host/hosted-result.script.ts).
      __RETAIL_SYNC_RESULT__: JSON.stringify({ file: RESULT_FILE, integrity: sriOf(result) }),
    },
    build: {
      outDir: join(ROOT, 'dist'),
      emptyOutDir: false,
      target: TARGET,
      sourcemap: false,
      lib: {
        entry: join(ROOT, 'src/entries/host/loader-boot.ts'),
        formats: ['iife'],
        name: 'RetailSyncLoader',
        fileName: () => LOADER_FILE,
      },
    },
    plugins: [sriPlugin({ fileName: LOADER_FILE, version: PACKAGE_VERSION })],
  };
});
