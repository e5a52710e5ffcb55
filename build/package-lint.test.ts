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

const BUILT = ['dist/esm/index.js', 'dist/esm/core.js', 'dist/types/index.d.ts', 'dist/types/core/index.d.ts'];

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
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
    const attw = spawnSync(
      join(ROOT, 'node_modules/.bin/attw'),
      ['--pack', '.', '--profile', 'esm-only', '--format', 'json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(attw.stdout) as { problems?: Record<string, AttwProblem[]> };
    const problems = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => !problem.resolutionKind || SUPPORTED_RESOLUTIONS.includes(problem.resolutionKind))
      .map((problem) => `${problem.kind} ${problem.entrypoint ?? ''} (${problem.resolutionKind ?? 'package'})`);

    expect(problems).toEqual([]);
    // Same verdict from the CLI's own profile (exit code 1 on a problem it does not ignore).
    expect(attw.status, attw.stderr).toBe(0);
  }, 30_000);
});
