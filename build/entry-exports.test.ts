// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/**
 * What each npm entry exports when it runs is exactly what its declarations promise: no helper the
 * types leave out (a host could import it and be broken by any release), and nothing declared that
 * is not there. Both sides are read from the built package, as a consumer gets it.
 */
interface ExportTarget {
  readonly types: string;
  readonly import: string;
}

const EXPORTS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, ExportTarget | string> }
).exports;
const ENTRIES = Object.entries(EXPORTS).filter(
  (entry): entry is [string, ExportTarget] => typeof entry[1] !== 'string',
);

/**
 * The names the declarations export as values: the properties of the entry's namespace object
 * (`typeof import(entry)`), which leaves out interfaces, type aliases and `export type` re-exports.
 */
function declaredValueExports(declarationFile: string): string[] {
  const file = join(ROOT, declarationFile);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) throw new Error(`${declarationFile}: not a module`);
  const namespace = checker.getTypeOfSymbolAtLocation(moduleSymbol, source);
  return checker
    .getPropertiesOfType(namespace)
    .map((property) => property.name)
    .sort();
}

describe("the npm entries' exports", () => {
  it('should be the four entries the package declares', () => {
    expect(ENTRIES.map(([entry]) => entry)).toEqual(['.', './core', './react', './callback']);
  });

  it.each(ENTRIES)(
    '%s should export at run time exactly the values its declarations declare',
    async (_entry, target) => {
      requireBuilt(target.types, target.import);
      const runtime = Object.keys((await import(pathToFileURL(join(ROOT, target.import)).href)) as object).sort();

      expect(runtime).toEqual(declaredValueExports(target.types));
      // Not vacuous: every entry has values (create, createWidgetSession, useRetailSync, completeCallbackPage).
      expect(runtime.length).toBeGreaterThan(0);
    },
    30_000,
  );
});
