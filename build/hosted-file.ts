import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './shared.ts';
import { buildSideFile } from './side-file.ts';
import { sriOf } from './sri.ts';

/** dist/retail-sync.hosted.js: what `RetailSync.openHosted` loads once it has opened the popup. */
export const HOSTED_FILE = 'retail-sync.hosted.js';

/** dist/retail-sync.result.js: the hosted result's verifier (jose), which `RetailSync.readHostedResult` loads. */
export const RESULT_FILE = 'retail-sync.result.js';

/**
 * Script-tag build: builds `entry` as the side file `fileName`, so that pages that never need it
 * never download it; writes its name and SRI hash into the bundle as the constant `define` and
 * emits it next to it.
 */
function sideFilePlugin(fileName: string, entry: string, define: string): Plugin {
  let code = '';
  return {
    name: `retail-sync:side-file:${fileName}`,
    async config() {
      code = await buildSideFile(join(ROOT, entry));
      return { define: { [define]: JSON.stringify({ file: fileName, integrity: sriOf(code) }) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

/**
 * The hosted opener (src/entries/host/hosted-file.ts: `watchHosted` and the event validator), so that
 * inline hosts never download it (src/entries/host/open-hosted.script.ts).
 */
export const hostedFile = (): Plugin =>
  sideFilePlugin(HOSTED_FILE, 'src/entries/host/hosted-file.ts', '__RETAIL_SYNC_HOSTED__');

/**
 * The hosted result's verifier (src/entries/host/hosted-result-file.ts: jose, discovery and JWKS), loaded
 * only when a page comes back from the hosted widget with a result (src/entries/host/hosted-result.script.ts).
 */
export const resultFile = (): Plugin =>
  sideFilePlugin(RESULT_FILE, 'src/entries/host/hosted-result-file.ts', '__RETAIL_SYNC_RESULT__');
