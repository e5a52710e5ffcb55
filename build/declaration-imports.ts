import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sources import each other with `.ts`/`.tsx` extensions (allowImportingTsExtensions), and
 * TypeScript 5.9 copies those specifiers into the declarations as they are (its
 * rewriteRelativeImportExtensions only touches JS output). Consumers resolve `./x.js` everywhere,
 * while `./x.ts` in a .d.ts needs TypeScript 5 and reads oddly, so relative specifiers become `.js`.
 */
export function rewriteDeclarationImports(source: string): string {
  return source.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g, '$1$2.js$3');
}

async function* declarationFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Rewrites every declaration under `dir`; returns how many files changed. */
export async function rewriteDeclarationTree(dir: string): Promise<number> {
  let changed = 0;
  for await (const file of declarationFiles(dir)) {
    const source = await readFile(file, 'utf8');
    const rewritten = rewriteDeclarationImports(source);
    if (rewritten !== source) {
      await writeFile(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
