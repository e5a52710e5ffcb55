/**
 * Writes the journey's state diagram and its per-phase table into docs/architecture.md, between
 * its machine markers, from what `transition()` does (src/core/session/machine/test-support/
 * machine-docs.ts). `npm run docs:machine`; the machine's diagram test fails when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withMachineDocs } from '../src/core/session/machine/test-support/machine-docs.ts';
import { ROOT } from './paths.ts';

const path = join(ROOT, 'docs/architecture.md');
const before = readFileSync(path, 'utf8');
const after = withMachineDocs(before);
if (after === before) console.log('docs/architecture.md: the machine docs are up to date.');
else {
  writeFileSync(path, after);
  console.log('docs/architecture.md: the machine diagram and table were rewritten.');
}
