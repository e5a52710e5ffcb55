// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
  'dist/esm/callback.js',
  'dist/types/index.d.ts',
  'dist/types/core.d.ts',
  'dist/types/entries/react/index.d.ts',
  'dist/types/entries/callback/index.d.ts',
];

/** Each subpath of `exports` and the declaration file TypeScript must find for it, in every supported resolution. */
const TYPES_OF_SUBPATH = {
  '.': 'dist/types/index.d.ts',
  './core': 'dist/types/core.d.ts',
  './react': 'dist/types/entries/react/index.d.ts',
  './callback': 'dist/types/entries/callback/index.d.ts',
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

interface PackedFile {
  readonly path: string;
}

let publishRun: { files: string[]; status: number | null; stderr: string } | undefined;

/**
 * `npm publish --dry-run`, run once: it packs what a release would publish and prints it, and must
 * do nothing else (no lifecycle script builds, writes or uploads anything).
 */
function runPublishDryRun(): { files: string[]; status: number | null; stderr: string } {
  if (publishRun) return publishRun;
  const publish = spawnSync('npm', ['publish', '--dry-run', '--json', '--ignore-scripts=false'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // npm prints one JSON object keyed by the package name, after any warnings on stderr.
  const report = JSON.parse(publish.stdout.slice(publish.stdout.indexOf('{'))) as Record<
    string,
    { files: PackedFile[] } | undefined
  >;
  const files = Object.values(report)[0]?.files.map((file) => file.path) ?? [];
  publishRun = { files, status: publish.status, stderr: publish.stderr };
  return publishRun;
}

const gitStatus = (): string => spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout;

describe('publishing', () => {
  it('should be publishable: not private, and `npm publish --dry-run` passes and changes nothing', () => {
    requireBuilt(...BUILT);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      private?: boolean;
      scripts: Record<string, string>;
    };
    const before = gitStatus();
    const { files, status, stderr } = runPublishDryRun();

    expect(pkg.private).toBeUndefined();
    expect(status, stderr).toBe(0);
    // No script runs on publish: what was built and tested is what is published.
    const onPublish = ['prepublish', 'prepublishOnly', 'prepack', 'prepare', 'postpack', 'publish', 'postpublish'];
    expect(onPublish.filter((script) => script in pkg.scripts)).toEqual([]);
    expect(gitStatus()).toBe(before);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'CHANGELOG.md', ...BUILT]));
  }, 60_000);

  // A map that names a file the package does not ship (src/ is not published) sends a debugger or
  // an editor's "go to definition" nowhere: each source must be shipped, or carried in the map.
  it('should ship no source map that points at a file outside the package', () => {
    requireBuilt(...BUILT);
    const shipped = new Set(runPublishDryRun().files);
    const dangling = [...shipped]
      .filter((file) => file.endsWith('.map'))
      .flatMap((file) => {
        const map = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as {
          sources: string[];
          sourcesContent?: (string | null)[];
        };
        return map.sources
          .filter((source, index) => typeof map.sourcesContent?.[index] !== 'string')
          .map((source) => relative(ROOT, resolve(ROOT, dirname(file), source)))
          .filter((source) => !shipped.has(source))
          .map((source) => `${file} -> ${source}`);
      });

    expect(dangling).toEqual([]);
  }, 60_000);

  it("should have a changelog entry for package.json's version, and Changesets set up to write the next", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
    const config = JSON.parse(readFileSync(join(ROOT, '.changeset/config.json'), 'utf8')) as Record<string, unknown>;

    expect(/^## (\S+)$/m.exec(changelog)?.[1]).toBe(version);
    expect(config).toMatchObject({ access: 'public', baseBranch: 'main', changelog: '@changesets/cli/changelog' });
  });
});
