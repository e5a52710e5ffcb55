import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.ts';

/** The codes in the first column of the table under `heading` (to the next heading) of a Markdown file. */
function documentedCodes(file: string, heading: string): string[] {
  const text = readFileSync(join(import.meta.dirname, '../..', file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has the heading ${heading}`).toBeGreaterThanOrEqual(0);
  const section = text.slice(start + heading.length + 2).split(/\n#{1,6} /)[0] ?? '';
  const firstCells = section.split('\n').flatMap((line) => /^\|([^|]*)\|/.exec(line)?.[1] ?? []);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([a-z_]+)`/g)].map((match) => match[1] ?? ''));
}

describe('the error codes', () => {
  const codes = Object.keys(ERROR_CODES).sort();

  it.each([
    ['README.md', '## Error codes'],
    ['docs/core-sdk.md', '## Error codes'],
  ])('are the codes the table of %s lists, each once', (file, heading) => {
    const documented = documentedCodes(file, heading);
    expect(documented.slice().sort()).toEqual(codes);
    expect(new Set(documented).size).toBe(documented.length);
  });
});
