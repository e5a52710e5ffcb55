import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build, type Rolldown } from 'vite';
import { ROOT } from './paths.ts';
import { SCRIPT_FILE } from './script-tag.config.ts';

/**
 * `npm run size`: builds the English script-tag bundle in memory (nothing written, README untouched)
 * and prints its gzip size, then an estimate per package, per source folder and per module. The
 * estimates minify each module alone and gzip each group alone, so they do not add up to the total
 * exactly (gzip shares strings across modules); the total and the built files are exact.
 */
const gzip = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

async function bundle(): Promise<Rolldown.OutputChunk> {
  const nodeEnv = process.env['NODE_ENV'];
  const result = await build({ configFile: join(ROOT, 'build/script-tag.config.ts'), logLevel: 'silent', build: { write: false } })
    .finally(() => { process.env['NODE_ENV'] = nodeEnv; });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.fileName === SCRIPT_FILE);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the script-tag build emitted no ${SCRIPT_FILE}`);
  return chunk;
}

function minified(id: string, code: string): string {
  // No compression: alone, every module would be dead code. Its own top-level names are mangled.
  return minifySync(id, code, { compress: false, mangle: { toplevel: true } }).code;
}

/** `node_modules/<pkg>` or `src/<folder>` (two levels: src/core/auth), for grouping. */
function groupsOf(id: string): { pkg: string; folder: string; name: string } {
  const path = relative(ROOT, id.replace(/^\0/, '')).replaceAll('\\', '/');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return { pkg: inModules[1]!, folder: `node_modules/${inModules[1]!}`, name: path.replace(/.*node_modules\//, '') };
  const parts = path.split('/');
  return { pkg: '(own code)', folder: parts.slice(0, Math.min(3, parts.length - 1)).join('/') || path, name: path };
}

function table(title: string, rows: [string, number, number][]): string {
  const width = Math.max(title.length, ...rows.map(([name]) => name.length));
  const lines = rows.sort((a, b) => b[2] - a[2])
    .map(([name, min, gz]) => `  ${name.padEnd(width)}  ${String(min).padStart(8)}  ${String(gz).padStart(7)}`);
  return [`  ${title.padEnd(width)}  ${'min B'.padStart(8)}  ${'gzip B'.padStart(7)}`, ...lines].join('\n');
}

function grouped(modules: { key: string; code: string }[]): [string, number, number][] {
  const groups = new Map<string, string[]>();
  for (const { key, code } of modules) groups.set(key, [...(groups.get(key) ?? []), code]);
  return [...groups].map(([key, codes]) => [key, codes.join('').length, gzip(codes.join(''))]);
}

/** The built files next to the bundle (exact figures), those that exist. */
export function builtFigures(files: readonly string[]): [string, number, number][] {
  return files.flatMap((file) => {
    try {
      const bytes = readFileSync(join(ROOT, 'dist', file));
      return [[`dist/${file}`, bytes.length, gzip(bytes)] as [string, number, number]];
    } catch {
      return [];
    }
  });
}

const chunk = await bundle();
const modules = Object.entries(chunk.modules)
  .filter(([, module]) => module.renderedLength > 0)
  .map(([id, module]) => ({ id, ...groupsOf(id), code: minified(id, module.code ?? '') }));

console.log(`\n${SCRIPT_FILE} (English script-tag widget, fresh build): ${chunk.code.length} B minified, ${gzip(chunk.code)} B gzip\n`);
console.log(table('built files in dist/', builtFigures([SCRIPT_FILE, 'retail-sync.es.js', 'retail-sync.fr.js', 'retail-sync-loader.js'])));
console.log(`\n${table('per package (estimate)', grouped(modules.map((m) => ({ key: m.pkg, code: m.code }))))}`);
console.log(`\n${table('per folder (estimate)', grouped(modules.map((m) => ({ key: m.folder, code: m.code }))))}`);
console.log(`\n${table('per module (estimate)', modules.map((m) => [m.name, m.code.length, gzip(m.code)]))}\n`);
