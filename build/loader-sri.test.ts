// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { sriOf } from './sri.ts';
import { requireBuilt } from './test-support/built.ts';

const LOADER_FILE = 'retail-sync-loader.js';

/** Builds the loader in memory (nothing written) against the built dist/retail-sync.js. */
async function freshLoader(): Promise<string> {
  requireBuilt('dist/retail-sync.js');
  const nodeEnv = process.env['NODE_ENV'];
  const result = await build({ configFile: join(ROOT, 'build/loader.config.ts'), build: { write: false } }).finally(
    () => {
      process.env['NODE_ENV'] = nodeEnv;
    },
  );
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.fileName === LOADER_FILE);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the loader build emitted no ${LOADER_FILE}`);
  return chunk.code;
}

describe("the loader's SRI hashes", () => {
  let fresh: string;
  let integrity: string;

  beforeAll(async () => {
    fresh = await freshLoader();
    integrity = sriOf(fresh);
  }, 60_000);

  it('should carry the hash of the built dist/retail-sync.js, which it loads', () => {
    expect(fresh).toContain(sriOf(readFileSync(join(ROOT, 'dist/retail-sync.js'))));
  });

  it('should be reproducible: a fresh build equals dist/retail-sync-loader.js and its .sri.txt', () => {
    requireBuilt(`dist/${LOADER_FILE}`, `dist/${LOADER_FILE}.sri.txt`);

    expect(sriOf(readFileSync(join(ROOT, 'dist', LOADER_FILE)))).toBe(integrity);
    expect(readFileSync(join(ROOT, 'dist', `${LOADER_FILE}.sri.txt`), 'utf8').trim()).toBe(integrity);
  });
});
