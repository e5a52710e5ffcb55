// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

/**
 * Comments in src/ cite what a reader of the repository can open: docs/, the OpenAPI documents in
 * openapi/, or an RFC. Never a design document or specification kept elsewhere, nor an issue number.
 */
const OUTSIDE_REFERENCES: [string, RegExp][] = [
  ['a design document outside the repository', /\bDESIGN\b/],
  ['a specification outside the repository', /\bspec §|service-interface/i],
  ['an issue number', /\bissues? #?\d+|\(#\d+\)|\bpoint \d+ of issue/i],
];

/** Every text file under `folder`, as paths from the repository root. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css|html|json)$/.test(file))
    .map((file) => join(folder, file));
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

describe('references in src/', () => {
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

  it('should cite only docs/, the OpenAPI documents or RFCs', () => {
    expect(outsideReferences(filesUnder('src'))).toEqual([]);
  });
});
