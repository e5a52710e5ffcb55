// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { SCRIPT_FILE } from './script-tag.config.ts';
import { integrityInDemo, integrityInReadme, sriOf } from './sri.ts';
import { requireBuilt } from './test-support/built.ts';

const STALE = 'stale: run `npm run build:script` (it rewrites README.md and demo/host/script-tag.html) and commit both';

/** Builds the script-tag bundle in memory (nothing written, README untouched) and returns its code. */
async function freshBundle(): Promise<string> {
  // The config sets NODE_ENV to production (build/shared.ts); the test runner's own value comes back after.
  const nodeEnv = process.env['NODE_ENV'];
  const result = await build({ configFile: join(ROOT, 'build/script-tag.config.ts'), build: { write: false } })
    .finally(() => { process.env['NODE_ENV'] = nodeEnv; });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.fileName === SCRIPT_FILE);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the script-tag build emitted no ${SCRIPT_FILE}`);
  return chunk.code;
}

describe('the script tag\'s SRI hash', () => {
  let fresh: string;
  let integrity: string;

  beforeAll(async () => {
    fresh = await freshBundle();
    integrity = sriOf(fresh);
  }, 60_000);

  it('should be the one in the README\'s snippet', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

    expect(integrityInReadme(readme), `README.md's script-tag snippet is ${STALE}`).toBe(integrity);
  });

  it('should be the one the demo page loads the bundle with', () => {
    const html = readFileSync(join(ROOT, 'demo/host/script-tag.html'), 'utf8');

    expect(integrityInDemo(html), `demo/host/script-tag.html's integrity is ${STALE}`).toBe(integrity);
  });

  // Two builds of the same sources give the same bytes, or no published hash could stay valid.
  it('should be reproducible: a fresh build equals dist/retail-sync.js and its .sri.txt', () => {
    requireBuilt(`dist/${SCRIPT_FILE}`, `dist/${SCRIPT_FILE}.sri.txt`);

    expect(sriOf(readFileSync(join(ROOT, 'dist', SCRIPT_FILE)))).toBe(integrity);
    expect(readFileSync(join(ROOT, 'dist', `${SCRIPT_FILE}.sri.txt`), 'utf8').trim()).toBe(integrity);
  });
});
