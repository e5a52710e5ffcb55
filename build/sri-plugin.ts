import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { scriptElement, sriOf } from './sri.ts';

export interface SriPluginOptions {
  /** The emitted file to hash, relative to the output directory. */
  readonly fileName: string;
  readonly version: string;
}

/** What the build prints for a file: its hash, where the hash is kept, and the element to paste. */
export function sriReport(fileName: string, integrity: string, version: string): string {
  return [
    `${fileName} (RetailSync ${version}) integrity: ${integrity} (also in dist/${fileName}.sri.txt)`,
    `  ${scriptElement(fileName, integrity)}`,
  ].join('\n');
}

/**
 * After the bundle is written: writes the file's SRI hash beside it (`<file>.sri.txt`, for a release
 * or CDN upload) and prints the ready-to-paste `<script>` element. It writes nothing else: no
 * committed file (README.md, the demo pages) depends on the build. The dev server puts the current
 * hash into the demo pages when it serves them (build/serve-built-script.ts).
 */
export function sriPlugin(options: SriPluginOptions): Plugin {
  return {
    name: `retail-sync:sri:${options.fileName}`,
    apply: 'build',
    async writeBundle(output) {
      const file = join(output.dir ?? 'dist', options.fileName);
      const integrity = sriOf(await readFile(file));
      await writeFile(`${file}.sri.txt`, `${integrity}\n`);
      // Printed whatever the log level: publishing the file needs it.
      console.log(sriReport(options.fileName, integrity, options.version));
    },
  };
}
