// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteDeclarationImports } from './declaration-imports.ts';

describe('rewriteDeclarationImports()', () => {
  it('should give relative .ts and .tsx specifiers a .js extension', () => {
    const source = [
      "export { create } from './entries/host/create-widget.ts';",
      "import type { App } from '../ui/App.tsx';",
      'export type * from "./core/session-contract.ts";',
      "type T = import('./core/api/types.ts').Order;",
    ].join('\n');

    expect(rewriteDeclarationImports(source)).toBe(
      [
        "export { create } from './entries/host/create-widget.js';",
        "import type { App } from '../ui/App.js';",
        'export type * from "./core/session-contract.js";',
        "type T = import('./core/api/types.js').Order;",
      ].join('\n'),
    );
  });

  it('should leave package and already-.js specifiers alone', () => {
    const source = "import type { JSX } from 'preact';\nimport { a } from './a.js';\nimport { b } from 'pkg/file.ts';";

    expect(rewriteDeclarationImports(source)).toBe(source);
  });
});
