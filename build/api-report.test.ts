// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ENTRIES, runApiExtractor } from './api-report.ts';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/**
 * The public API each entry declares is the one its committed report in api/ shows: a change to it
 * fails here until `npm run api:update` writes the report, which review then sees.
 */
describe('the public API', () => {
  it.each(Object.keys(API_ENTRIES) as (keyof typeof API_ENTRIES)[])(
    'should match the committed report of %s',
    (entry) => {
      requireBuilt('dist/types/index.d.ts', 'dist/types/core.d.ts', 'dist/types/entries/react/index.d.ts');
      const run = runApiExtractor(entry, false);

      expect(run.problems).toEqual([]);
      expect(run.reportChanged, `${entry}: the API changed; run npm run api:update and commit api/`).toBe(false);
      expect(run.succeeded).toBe(true);
    },
    30_000,
  );
});

describe('the API reports', () => {
  // build/api-extractor/base.json makes a forgotten export an error, kept out of the reports: a
  // report that lists one was accepted some other way.
  it('should list no type that a public signature uses and its entry does not export', () => {
    const reports = readdirSync(join(ROOT, 'api')).filter((file) => file.endsWith('.api.md'));

    expect(reports).toHaveLength(Object.keys(API_ENTRIES).length);
    for (const report of reports) {
      expect(readFileSync(join(ROOT, 'api', report), 'utf8'), report).not.toContain('ae-forgotten-export');
    }
  });
});

describe('the published declarations', () => {
  // src/core/index.ts's internal block is for this package's entries: `stripInternal` leaves it out.
  it('should declare nothing marked @internal', () => {
    requireBuilt('dist/types/core.d.ts');
    const marked = readdirSync(join(ROOT, 'dist/types'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .filter((file) => readFileSync(join(ROOT, 'dist/types', file), 'utf8').includes('@internal'));

    expect(marked).toEqual([]);
  });
});
