import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { build, type Rolldown } from 'vite';
import { BUDGETS, HOST_INITIAL_BUDGET } from './budgets.ts';
import { hostCost } from './host-cost.ts';
import { ROOT } from './paths.ts';
import { SCRIPT_FILE } from './script-tag.config.ts';

/**
 * `npm run size`: builds the English script-tag bundle in memory (nothing written, README untouched)
 * and prints its gzip size, then what each package, source folder and module costs in it: the gzip
 * bytes the bundle would lose without that code's minified bytes (found through the source map). That
 * is the figure a cut saves; the rows do not add up to the total, since gzip shares strings.
 */
const gzip = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

async function bundle(): Promise<Rolldown.OutputChunk> {
  const nodeEnv = process.env['NODE_ENV'];
  const result = await build({
    configFile: join(ROOT, 'build/script-tag.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env['NODE_ENV'] = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.fileName === SCRIPT_FILE);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the script-tag build emitted no ${SCRIPT_FILE}`);
  if (!chunk.map) throw new Error(`the script-tag build emitted no source map for ${SCRIPT_FILE}`);
  return chunk;
}

/** For each character of the minified code, the source file it came from (per the source map). */
function sourceOfEachCharacter(code: string, map: SourceMapInput): (string | null)[] {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const offsets: { offset: number; source: string | null }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    const lineStart = lineStarts[mapping.generatedLine - 1];
    if (lineStart === undefined)
      throw new Error(`the source map maps line ${mapping.generatedLine}; the code has ${lineStarts.length} lines`);
    offsets.push({ offset: lineStart + mapping.generatedColumn, source: mapping.source });
  });
  offsets.sort((a, b) => a.offset - b.offset);
  const owners = new Array<string | null>(code.length).fill(null);
  offsets.forEach(({ offset, source }, index) =>
    owners.fill(source, offset, offsets[index + 1]?.offset ?? code.length),
  );
  return owners;
}

/** `node_modules/<pkg>`, `src/<folder>` (two levels: src/core/auth) and the module, for grouping. */
function groupsOf(source: string | null): { pkg: string; folder: string; name: string } {
  if (source === null) return { pkg: '(bundle wrapper)', folder: '(bundle wrapper)', name: '(bundle wrapper)' };
  const path = relative(ROOT, join(ROOT, 'dist', source)).replaceAll('\\', '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg !== undefined) return { pkg, folder: `node_modules/${pkg}`, name: path.replace(/.*node_modules\//, '') };
  const parts = path.split('/');
  return { pkg: '(own code)', folder: parts.slice(0, Math.min(3, parts.length - 1)).join('/') || path, name: path };
}

/** Minified bytes and the gzip bytes the bundle saves without them, per group key. */
function marginal(code: string, keys: string[]): [string, number, number][] {
  const total = gzip(code);
  return [...new Set(keys)].map((key) => {
    let rest = '';
    let bytes = 0;
    for (let index = 0; index < code.length; index += 1) {
      if (keys[index] === key) bytes += 1;
      else rest += code.charAt(index);
    }
    return [key, bytes, total - gzip(rest)];
  });
}

function table(title: string, rows: [string, number, number][]): string {
  const width = Math.max(title.length, ...rows.map(([name]) => name.length));
  const lines = rows
    .sort((a, b) => b[2] - a[2])
    .map(([name, min, gz]) => `  ${name.padEnd(width)}  ${String(min).padStart(8)}  ${String(gz).padStart(7)}`);
  return [`  ${title.padEnd(width)}  ${'min B'.padStart(8)}  ${'gzip B'.padStart(7)}`, ...lines].join('\n');
}

/** The built files in dist/ the script-tag build writes (exact figures), those that exist. */
export function builtFigures(): [string, number, number][] {
  let files: string[];
  try {
    files = readdirSync(join(ROOT, 'dist')).filter((file) => /^retail-sync.*\.js$/.test(file));
  } catch {
    return [];
  }
  return files.map((file) => {
    const bytes = readFileSync(join(ROOT, 'dist', file));
    return [`dist/${file}`, bytes.length, gzip(bytes)];
  });
}

/** Each budget against its file: the fresh bundle's figure for the widget, dist/ for the others. */
function budgetLines(freshFile: string, freshGzip: number): string {
  const built = new Map(builtFigures().map(([file, , gz]) => [file.replace('dist/', ''), gz]));
  return Object.entries(BUDGETS)
    .map(([file, budget]) => {
      const size = file === freshFile ? freshGzip : built.get(file);
      if (size === undefined) return `  ${file}: budget ${budget} B gzip, not built (run npm run build)`;
      const verdict = size <= budget ? `met, ${budget - size} B to spare` : `OVER by ${size - budget} B`;
      return `  ${file}: ${size} B gzip, budget ${budget} B: ${verdict}`;
    })
    .join('\n');
}

/** The npm package in a minimal Vite + React host app (build/host-cost.ts), from dist/esm. */
async function hostCostLines(): Promise<string> {
  if (builtFigures().length === 0) return '  not built (run npm run build)';
  const cost = await hostCost();
  const verdict =
    cost.initial <= HOST_INITIAL_BUDGET
      ? `met, ${HOST_INITIAL_BUDGET - cost.initial} B to spare`
      : `OVER by ${cost.initial - HOST_INITIAL_BUDGET} B`;
  return [
    `  initial JS: ${cost.initial} B gzip, budget ${HOST_INITIAL_BUDGET} B: ${verdict}`,
    `  later (import()): ${cost.later} B gzip in ${cost.laterChunks.length} chunks: ${cost.laterChunks.join(', ')}`,
  ].join('\n');
}

const chunk = await bundle();
const owners = sourceOfEachCharacter(chunk.code, chunk.map as SourceMapInput).map(groupsOf);
console.log(
  `\n${SCRIPT_FILE} (English script-tag widget, fresh build): ${chunk.code.length} B minified, ${gzip(chunk.code)} B gzip\n`,
);
console.log(table('built files in dist/ (last npm run build)', builtFigures()));
console.log(`\n${budgetLines(SCRIPT_FILE, gzip(chunk.code))}`);
console.log(
  `\nnpm package in a host app (create, openHosted, the element, the React hook; last npm run build):\n${await hostCostLines()}`,
);
console.log(
  `\n${table(
    'cost in the bundle, per package',
    marginal(
      chunk.code,
      owners.map((owner) => owner.pkg),
    ),
  )}`,
);
console.log(
  `\n${table(
    'per folder',
    marginal(
      chunk.code,
      owners.map((owner) => owner.folder),
    ),
  )}`,
);
console.log(
  `\n${table(
    'per module',
    marginal(
      chunk.code,
      owners.map((owner) => owner.name),
    ),
  )}\n`,
);
