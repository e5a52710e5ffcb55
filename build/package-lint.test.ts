// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/** What the package supports: ESM through `exports` (docs/embedding.md, "npm package"); no CommonJS, no node10. */
const SUPPORTED_RESOLUTIONS = ['node16-esm', 'bundler'];

const BUILT = [
  'dist/esm/index.js',
  'dist/esm/core.js',
  'dist/esm/react.js',
  'dist/types/index.d.ts',
  'dist/types/core/index.d.ts',
  'dist/types/entries/react/index.d.ts',
];

/** Each subpath of `exports` and the declaration file TypeScript must find for it, in every supported resolution. */
const TYPES_OF_SUBPATH = {
  '.': 'dist/types/index.d.ts',
  './core': 'dist/types/core/index.d.ts',
  './react': 'dist/types/entries/react/index.d.ts',
} as const;

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

interface AttwReport {
  problems?: Record<string, AttwProblem[]>;
  analysis: {
    entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } } | undefined> }>;
  };
}

let attwRun: { report: AttwReport; status: number | null; stderr: string } | undefined;

/** attw on the packed package, run once for the tests below (it packs and analyses for seconds). */
function runAttw(): { report: AttwReport; status: number | null; stderr: string } {
  if (attwRun) return attwRun;
  const attw = spawnSync(
    join(ROOT, 'node_modules/.bin/attw'),
    ['--pack', '.', '--profile', 'esm-only', '--format', 'json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  attwRun = { report: JSON.parse(attw.stdout) as AttwReport, status: attw.status, stderr: attw.stderr };
  return attwRun;
}

describe('the packed npm package', () => {
  it('should have no publint message, suggestions included', { timeout: 30_000 }, async () => {
    requireBuilt(...BUILT);
    // `pack: 'npm'` lints the files `npm pack` would publish, not the working tree.
    const { messages } = await publint({ pkgDir: ROOT, strict: true, pack: 'npm' });
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  });

  it('should have types that resolve for ESM in Node and in bundlers (are the types wrong?)', () => {
    requireBuilt(...BUILT);
    const { report, status, stderr } = runAttw();
    const problems = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => !problem.resolutionKind || SUPPORTED_RESOLUTIONS.includes(problem.resolutionKind))
      .map((problem) => `${problem.kind} ${problem.entrypoint ?? ''} (${problem.resolutionKind ?? 'package'})`);

    expect(problems).toEqual([]);
    // Same verdict from the CLI's own profile (exit code 1 on a problem it does not ignore).
    expect(status, stderr).toBe(0);
  }, 30_000);

  // attw finds nothing wrong with a subpath that has no declarations at all when its JS is typed
  // loosely enough; so each subpath must resolve to its own declaration file.
  it('should resolve each subpath, ./react included, to its declarations', () => {
    requireBuilt(...BUILT);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const { entrypoints } = runAttw().report.analysis;
    const resolved = Object.keys(pkg.exports)
      .filter((subpath) => subpath !== './package.json')
      .flatMap((subpath) =>
        SUPPORTED_RESOLUTIONS.map(
          (kind) =>
            `${subpath} (${kind}): ${entrypoints[subpath]?.resolutions[kind]?.resolution?.fileName ?? 'unresolved'}`,
        ),
      );

    expect(resolved).toEqual(
      Object.entries(TYPES_OF_SUBPATH).flatMap(([subpath, file]) =>
        SUPPORTED_RESOLUTIONS.map((kind) => `${subpath} (${kind}): /node_modules/retail-sync-widget/${file}`),
      ),
    );
  }, 30_000);
});
