import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { rewriteDeclarationTree } from './declaration-imports.ts';
import { ROOT } from './paths.ts';

/**
 * `npm run build:types`: declarations for the npm package in dist/types. Cleared first, so a
 * deleted source file leaves no stale declaration behind.
 */
const outDir = join(ROOT, 'dist/types');
rmSync(outDir, { recursive: true, force: true });
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
const changed = await rewriteDeclarationTree(outDir);
console.log(`dist/types: declarations written, relative imports rewritten to .js in ${changed} files`);
