import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { SriPluginOptions } from './sri-plugin.ts';
import { LOADER_SNIPPET_END, LOADER_SNIPPET_START, loaderSnippet, sriOf, withLoaderDemoIntegrity, withMarkedBlock } from './sri.ts';

async function rewrite(path: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path, 'utf8');
  const changed = change(text);
  if (changed !== text) await writeFile(path, changed);
}

/** As sriPlugin (build/sri-plugin.ts), for the loader: its .sri.txt, README snippet and demo page. */
export function loaderSriPlugin(options: SriPluginOptions): Plugin {
  return {
    name: 'retail-sync:loader-sri',
    apply: 'build',
    async writeBundle(output) {
      const file = join(output.dir ?? 'dist', options.fileName);
      const integrity = sriOf(await readFile(file));
      await writeFile(`${file}.sri.txt`, `${integrity}\n`);
      console.log(`${options.fileName} integrity: ${integrity}`);
      if (process.env['CI']) return;
      await rewrite(options.readmePath, (readme) => withMarkedBlock(readme, LOADER_SNIPPET_START, LOADER_SNIPPET_END, loaderSnippet(integrity, options.version)));
      await rewrite(options.demoPagePath, (html) => withLoaderDemoIntegrity(html, integrity));
    },
  };
}
