// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

/**
 * Comments and docs cite what a reader of the repository can open: docs/, the OpenAPI documents in
 * openapi/, or an RFC. Never a design document or specification kept elsewhere, nor an issue number.
 */
const OUTSIDE_REFERENCES: [string, RegExp][] = [
  ['a design document outside the repository', /\bDESIGN\b/],
  ['a specification outside the repository', /\bspec §|service-interface/i],
  ['an issue number', /\bissues? #?\d+|\(#\d+\)|\bpoint \d+ of issue/i],
];

/** The project's own folders besides src/: the sandbox and demos, journeys, build, benchmarks and CI. */
const PROJECT_FOLDERS = ['src', 'demo', 'e2e', 'build', 'bench', 'scripts', 'openapi', '.ci', 'docs'];

/**
 * Files not scanned: installed and built code (the host matrix's apps' too: e2e/hosts), lockfiles,
 * the OpenAPI documents openapi/generate.ts writes from openapi/*.ts (which are scanned), and this
 * test, whose examples are the references it looks for.
 */
const NOT_SCANNED = [
  /(^|\/)(node_modules|dist|\.next|\.pack)\//,
  /(^|\/)package-lock\.json$/,
  /^openapi\/variant-[ab]\.json$/,
  /^build\/comments\.test\.ts$/,
];

/** Every text file under `folder`, as paths from the repository root. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|m?js|css|html|json|md|sh)$|(^|\/)run$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => !NOT_SCANNED.some((pattern) => pattern.test(file)));
}

/** Each line of the given files that refers outside the repository, as `path:line: kind: text`. */
function outsideReferences(files: readonly string[], read = (file: string) => readFileSync(join(ROOT, file), 'utf8')) {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE_REFERENCES.filter(([, pattern]) => pattern.test(line)).map(
          ([kind]) => `${file}:${index + 1}: ${kind}: ${line.trim()}`,
        ),
      ),
  );
}

describe('references in comments and docs', () => {
  it('should find every kind of outside reference it looks for', () => {
    const lines: Record<string, string> = {
      'a.ts': '// the popup page (DESIGN §4)',
      'b.ts': '/** False only for the public catalog (spec §5.2). */',
      'c.ts': '// see the service-interface document',
      'd.ts': '// kept no copy (issue 15)',
      'e.ts': '// fixed in (#23)',
      'f.ts': '// it issues a refresh token; colour #166534; RFC 9207 §2.4; docs/hosted-mode.md',
    };
    expect(outsideReferences(Object.keys(lines), (file) => lines[file]!).map((found) => found.split(':')[0])).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'd.ts',
      'e.ts',
    ]);
  });

  it('should cite only docs/, the OpenAPI documents or RFCs in src/', () => {
    expect(outsideReferences(filesUnder('src'))).toEqual([]);
  });

  it('should leave out installed, built and generated files and its own examples', () => {
    const scanned = PROJECT_FOLDERS.flatMap(filesUnder);
    expect(scanned).toContain('demo/server/app.ts');
    expect(scanned).toContain('.ci/run');
    expect(scanned).toContain('docs/decisions.md');
    expect(scanned).toContain('openapi/paths.ts');
    expect(scanned).not.toContain('openapi/variant-a.json');
    expect(scanned).not.toContain('build/comments.test.ts');
  });

  it('should cite only docs/, the OpenAPI documents or RFCs in the rest of the project and its docs', () => {
    const files = [...PROJECT_FOLDERS.filter((folder) => folder !== 'src').flatMap(filesUnder), 'README.md'];
    expect(outsideReferences(files)).toEqual([]);
  });
});
