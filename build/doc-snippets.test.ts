// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/**
 * Every ```ts and ```tsx block of README.md and docs/ compiled against the built package, as a host
 * would write it: `retail-sync-widget` resolves through the package's own `exports` (a package may
 * import itself by name, and the project sits inside it, in dist/), so to dist/types and dist/esm.
 * A block marked ```ts run is a whole program, and runs too. What fragments take as given (the
 * host's button, a widget made in the snippet before) is declared in GIVENS.
 */
const PROJECT = join(ROOT, 'dist/doc-snippets');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

interface Snippet {
  /** Where it is: `docs/embedding.md:25` (the line of its opening fence). */
  readonly at: string;
  readonly file: string;
  readonly code: string;
  readonly run: boolean;
}

function snippetsOf(document: string): Snippet[] {
  const text = readFileSync(join(ROOT, document), 'utf8');
  return [...text.matchAll(/^```(tsx?)( run)?\n([^]*?)^```$/gm)].map((match, index) => {
    const line = text.slice(0, match.index).split('\n').length;
    const name = `${document.replace(/[/.]/g, '_')}_${index + 1}`;
    return {
      at: `${document}:${line}`,
      file: `${name}.${match[1] ?? 'ts'}`,
      code: match[3] ?? '',
      run: match[2] !== undefined,
    };
  });
}

const snippets = DOCUMENTS.flatMap(snippetsOf);

/**
 * What the snippets take as given: the host's own button and functions, and, in a snippet that goes
 * on from the one before it, that snippet's widget and options. Everything else a snippet imports.
 * (A string, written into the project: as a file of this repository it would declare these globals
 * in the repository's own type check.)
 */
const GIVENS = `import type { RetailSyncOptions, RetailSyncWidget } from 'retail-sync-widget';

declare global {
  /** The host's own "Connect" button. */
  const button: HTMLButtonElement;
  /** The host's own code: reloads its order list once a sync completed. */
  function refreshOrders(syncId: string): void;
  /** The host's own code: tells the shopper something. */
  function showMessage(text: string): void;
  /** The widget \`create()\` made in the snippet before. */
  const widget: RetailSyncWidget;
  /** The options given to \`create()\` in the snippet before. */
  const sameOptions: RetailSyncOptions;
  /** An access token the host's API received. */
  const accessToken: string;
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['*.ts', '*.tsx'],
};

/** Writes the project: each snippet a module of its own (`export {}`), the givens, the settings. */
function writeProject(): void {
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(PROJECT, { recursive: true });
  writeFileSync(join(PROJECT, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  writeFileSync(join(PROJECT, 'givens.d.ts'), GIVENS);
  for (const snippet of snippets) writeFileSync(join(PROJECT, snippet.file), `${snippet.code}\nexport {};\n`);
}

describe('the TypeScript snippets of README.md and docs/', () => {
  it('should be found: the docs have them, some marked to run', () => {
    expect(snippets.length).toBeGreaterThan(10);
    expect(snippets.filter((snippet) => snippet.run).length).toBeGreaterThan(0);
  });

  it('should compile against the built package', () => {
    requireBuilt('dist/types/index.d.ts', 'dist/types/core.d.ts', 'dist/types/entries/react/index.d.ts');
    writeProject();
    const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(PROJECT, 'tsconfig.json')], {
      cwd: PROJECT,
      encoding: 'utf8',
    });
    // Each error named by the snippet's place in its document, not by the generated file.
    const byFile = new Map(snippets.map((snippet) => [snippet.file, snippet.at]));
    const errors = tsc.stdout
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) =>
        line.replace(
          /^(\S+?)\((\d+),\d+\)/,
          (_all, file: string, row: string) => `${byFile.get(file) ?? file} +${Number(row) - 1}`,
        ),
      );

    expect(errors).toEqual([]);
    expect(tsc.status).toBe(0);
  }, 60_000);

  it.each(snippets.filter((snippet) => snippet.run).map((snippet) => [snippet.at, snippet] as const))(
    'should run the whole program at %s',
    (_at, snippet) => {
      requireBuilt('dist/esm/index.js', 'dist/esm/core.js');
      writeProject();
      const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(PROJECT, snippet.file)], {
        cwd: PROJECT,
        encoding: 'utf8',
      });

      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
    30_000,
  );
});
