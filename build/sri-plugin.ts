import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { sriOf } from './sri.ts';

export interface SriPluginOptions {
  /** The emitted file to hash, relative to the output directory. */
  readonly fileName: string;
  readonly version: string;
  /** The README whose snippet carries the hash, and how the snippet is put in it. */
  readonly readmePath: string;
  readonly withReadmeHash: (readme: string, integrity: string, version: string) => string;
  /** The demo page that loads the file with an `integrity` attribute, and how it is put in it. */
  readonly demoPagePath: string;
  readonly withDemoHash: (html: string, integrity: string) => string;
}

async function rewrite(path: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path, 'utf8');
  const changed = change(text);
  if (changed !== text) await writeFile(path, changed);
}

/**
 * After the bundle is written: prints the file's SRI hash, writes it beside the file
 * (`<file>.sri.txt`, for a release or CDN upload) and puts it in the README's snippet and the demo
 * page. In CI (`CI` set) those two are left alone, so a stale hash committed with them fails
 * build/readme-sri.test.ts (and the demo page's SRI check) instead of being fixed on the build machine.
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
      console.log(`${options.fileName} integrity: ${integrity}`);
      if (process.env['CI']) return;
      await rewrite(options.readmePath, (readme) => options.withReadmeHash(readme, integrity, options.version));
      await rewrite(options.demoPagePath, (html) => options.withDemoHash(html, integrity));
    },
  };
}
