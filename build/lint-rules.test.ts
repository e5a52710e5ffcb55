// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { layerRules } from '../eslint.layers.js';
import { ROOT } from './paths.ts';

/**
 * The architecture's rules must fail when broken, or they are only sentences. Each case lints a
 * made-up file at a real path with the project's layer rules (eslint.layers.js, also part of
 * eslint.config.js), without type information, so it runs in a second.
 */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      importX.flatConfigs.typescript,
      { settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] } },
      ...layerRules,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('the layer rules (eslint.layers.js)', () => {
  it('should refuse an import of the UI from core', async () => {
    const errors = await layerErrors(
      'src/core/probe.ts',
      "import { mountApp } from '../ui/mount-app.ts';\nexport const m = mountApp;\n",
    );

    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*core is the bottom layer/)]);
  });

  it('should refuse an import of the entries from the UI', async () => {
    const errors = await layerErrors(
      'src/ui/probe.ts',
      "import { create } from '../entries/host/create-widget.ts';\nexport const c = create;\n",
    );

    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*the UI never imports the entries/),
    ]);
  });

  it('should refuse a UI import of core past its contract', async () => {
    const errors = await layerErrors(
      'src/ui/probe.ts',
      "import { apiError } from '../core/api/api-error.ts';\nexport const e = apiError;\n",
    );

    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*the UI reaches core only through its contract/),
    ]);
  });

  it("should let the UI import core's contract", async () => {
    const errors = await layerErrors(
      'src/ui/probe.ts',
      "import type { WidgetSession } from '../core/session-contract.ts';\nexport type S = WidgetSession;\n",
    );

    expect(errors).toEqual([]);
  });

  it('should refuse an entries import of a core internal', async () => {
    const errors = await layerErrors(
      'src/entries/host/probe.ts',
      "import { createWidgetSession } from '../../core/widget-session.ts';\nexport const c = createWidgetSession;\n",
    );

    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*entries reach core only through src\/core\/index\.ts/),
    ]);
  });

  it('should refuse an entries import of a UI module past its index', async () => {
    const errors = await layerErrors(
      'src/entries/host/probe.ts',
      "import { mountApp } from '../../ui/mount-app.ts';\nexport const m = mountApp;\n",
    );

    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*entries reach the UI only through src\/ui\/index\.ts/),
    ]);
  });

  it('should let the entries import core and the UI through their index files', async () => {
    const code =
      "import { createWidgetSession } from '../../core/index.ts';\nimport { mountApp } from '../../ui/index.ts';\nexport const both = [createWidgetSession, mountApp];\n";

    expect(await layerErrors('src/entries/host/probe.ts', code)).toEqual([]);
  });

  it("should let an entries test use core's test-support, but not a core internal", async () => {
    const code =
      "import { MemoryStorage } from '../../core/test-support/memory-storage.ts';\nimport { compact } from '../../core/util/compact.ts';\nexport const both = [MemoryStorage, compact];\n";

    expect(await layerErrors('src/entries/host/probe.test.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*entries reach core only through/),
    ]);
  });

  it('should refuse React outside the ./react entry, in the UI as in core', async () => {
    const code = "import { useState } from 'react';\nexport const u = useState;\n";

    expect(await layerErrors('src/ui/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*only src\/entries\/react imports it/),
    ]);
    expect(await layerErrors('src/core/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*only src\/entries\/react imports it/),
    ]);
  });

  it('should let the ./react entry import React and reach the widget', async () => {
    const code =
      "import { useState } from 'react';\nimport { create } from '../host/create-widget.ts';\nimport type { WidgetEvent } from '../../core/index.ts';\nexport type E = WidgetEvent;\nexport const both = [useState, create];\n";

    expect(await layerErrors('src/entries/react/probe.ts', code)).toEqual([]);
  });

  it('should refuse an import of the ./react entry from another entry', async () => {
    const errors = await layerErrors(
      'src/entries/host/probe.ts',
      "import { useRetailSync } from '../react/index.ts';\nexport const u = useRetailSync;\n",
    );

    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only the \.\/react subpath imports src\/entries\/react/),
    ]);
  });

  it('should refuse Preact in core', async () => {
    const errors = await layerErrors('src/core/probe.ts', "import { h } from 'preact';\nexport const x = h;\n");

    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*core is framework-free/)]);
  });

  it('should refuse a DOM global in core', async () => {
    const errors = await layerErrors('src/core/probe.ts', 'export const title = (): string => document.title;\n');

    expect(errors).toEqual([expect.stringMatching(/^no-restricted-globals: .*core has no DOM/)]);
  });
});

describe("core's own tsconfig (src/core/tsconfig.json)", () => {
  /** Type-checks one made-up core module with core's compiler options; returns the messages. */
  function typeErrors(code: string): string[] {
    const configPath = join(ROOT, 'src/core/tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    if (!parsed) throw new Error('src/core/tsconfig.json could not be read');
    const probe = join(ROOT, 'src/core/probe.ts');
    const host = ts.createCompilerHost(parsed.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => (file === probe ? code : readFile(file));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => file === probe || fileExists(file);
    const program = ts.createProgram([probe], parsed.options, host);
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }

  // Each builds a TypeScript program over the standard library: seconds, not milliseconds.
  it('should fail on a DOM global, since core has no DOM lib', { timeout: 60_000 }, () => {
    expect(typeErrors('export const title = (): string => document.title;\n')).toEqual([
      expect.stringMatching(/^Cannot find name 'document'\./),
    ]);
  });

  it('should accept the Web platform APIs every runtime has', { timeout: 60_000 }, () => {
    expect(typeErrors("export const url = (path: string): URL => new URL(path, 'https://example.test');\n")).toEqual(
      [],
    );
  });
});

describe('the cycle rule (.dependency-cruiser.cjs)', () => {
  it(
    'should refuse a cycle made of type-only imports, which import-x/no-cycle lets through',
    { timeout: 30_000 },
    async () => {
      const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: unknown[] };
      const folder = mkdtempSync(join(tmpdir(), 'cycle-'));
      try {
        writeFileSync(join(folder, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b: B }\n");
        writeFileSync(join(folder, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
        const result = await cruise([folder], {
          validate: true,
          ruleSet: { forbidden: config.forbidden },
          tsPreCompilationDeps: true,
          enhancedResolveOptions: { extensions: ['.ts'] },
        } as Parameters<typeof cruise>[1]);
        const output = result.output as { summary: { violations: { rule: { name: string } }[] } };

        expect(output.summary.violations.map((violation) => violation.rule.name)).toContain('no-circular');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
