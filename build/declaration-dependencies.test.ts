// @vitest-environment node
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/**
 * An app type-checks the package's declarations with only the package's dependencies installed.
 * Preact and `@preact/signals` are bundled into the npm build and are devDependencies
 * (docs/decisions.md, "The npm package bundles its Preact"): a public type that named them would
 * not resolve in an app without Preact. So every package a declaration reachable from an entry
 * imports must be a dependency or a peer dependency.
 */
interface Manifest {
  exports: Record<string, { types?: string } | string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages imported by the declarations reachable from `entries` (paths from the root), each with a file that imports it. */
function packagesReached(entries: readonly string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(ROOT, entry));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // Comments left out: their examples import the package by name.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier = ''] of code.matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) queue.push(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
      else if (!reached.has(packageName(specifier))) reached.set(packageName(specifier), relative(ROOT, file));
    }
  }
  return reached;
}

const ENTRY_TYPES = Object.values(manifest.exports).flatMap((target) =>
  typeof target === 'object' && target.types ? [target.types] : [],
);

describe("the declarations' imports", () => {
  it('should import only packages the package depends on, from every entry', () => {
    requireBuilt(...ENTRY_TYPES);
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...builtinModules,
    ]);
    const reached = packagesReached(ENTRY_TYPES);
    expect(reached.has('@preact/signals-core')).toBe(true);
    expect([...reached].filter(([name]) => !declared.has(name))).toEqual([]);
  });

  it("should see Preact where a declaration imports it (the UI's, which no entry reaches)", () => {
    requireBuilt('dist/types/ui/App.d.ts');
    expect(packagesReached(['dist/types/ui/App.d.ts']).has('preact')).toBe(true);
  });
});
