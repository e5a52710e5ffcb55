import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './shared.ts';
import { buildSideFile } from './side-file.ts';
import { sriOf } from './sri.ts';

/** dist/retail-sync.hosted.js: what `RetailSync.openHosted` loads once it has opened the popup. */
export const HOSTED_FILE = 'retail-sync.hosted.js';

/**
 * Script-tag build: builds the hosted opener (src/entries/host/hosted-file.ts: `watchHosted` and the
 * event validator) as a file of its own, so that inline hosts never download it; writes its name
 * and SRI hash into the bundle (src/entries/host/open-hosted.script.ts) and emits it next to it.
 */
export function hostedFile(): Plugin {
  let code = '';
  return {
    name: 'retail-sync:hosted-file',
    async config() {
      code = await buildSideFile(join(ROOT, 'src/entries/host/hosted-file.ts'));
      return { define: { __RETAIL_SYNC_HOSTED__: JSON.stringify({ file: HOSTED_FILE, integrity: sriOf(code) }) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HOSTED_FILE, source: code });
    },
  };
}
