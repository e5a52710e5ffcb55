// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { browserRules } from '../eslint.browsers.js';
import { ROOT } from './paths.ts';

/**
 * The supported browsers (package.json `browserslist`, docs/browsers.md) are checked twice in
 * `npm test`: web APIs in src/ by eslint-plugin-compat (eslint.browsers.js), the built syntax and
 * built-ins in dist/ by es-check (.escheckrc.json). Each check must fail on code beyond the list.
 */
async function compatErrors(code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...browserRules],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'src/ui/probe.ts') });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('the web API check (eslint.browsers.js)', () => {
  it('should refuse an API Safari 16.4 lacks', async () => {
    expect(await compatErrors('requestIdleCallback(() => undefined);\n')).toEqual([
      expect.stringMatching(/^compat\/compat: requestIdleCallback is not supported in Safari 16\.4/),
    ]);
  });

  it('should refuse an API Firefox 101 lacks', async () => {
    expect(await compatErrors("export const s = new Intl.Segmenter('en');\n")).toEqual([
      expect.stringMatching(/^compat\/compat: Intl\.Segmenter\(\) is not supported in Firefox 101/),
    ]);
  });

  it('should accept the API behind a feature test, with its fallback', async () => {
    const code =
      "if (typeof requestIdleCallback === 'function') requestIdleCallback(() => undefined);\nelse setTimeout(() => undefined, 50);\n";

    expect(await compatErrors(code)).toEqual([]);
  });
});

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'es-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** es-check with the project's own settings (.escheckrc.json), on one made-up built file. */
async function esCheck(code: string): Promise<{ passed: boolean; output: string }> {
  const file = join(scratch, `probe-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, code);
  const configs = JSON.parse(readFileSync(join(ROOT, '.escheckrc.json'), 'utf8')) as { module: boolean }[];
  const config = join(scratch, 'escheckrc.json');
  const scriptConfig = configs.find((entry) => !entry.module);
  writeFileSync(config, JSON.stringify([{ ...scriptConfig, files: file }]));
  try {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/es-check'), ['--config', config, '--noColor'], {
      cwd: ROOT,
    });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { passed: false, output: failed.stdout + failed.stderr };
  }
}

describe('the built code check (.escheckrc.json)', () => {
  it('should refuse a built-in beyond the supported browsers', async () => {
    const result = await esCheck('const sorted = [3, 1, 2].toSorted();\nconsole.log(sorted);\n');

    expect(result.passed).toBe(false);
    expect(result.output).toMatch(/ArrayToSorted \(chrome 98 requires 110/);
  });

  it('should refuse syntax beyond the supported browsers', async () => {
    const result = await esCheck('const letters = /[\\p{L}--[a-z]]/v;\nconsole.log(letters);\n');

    expect(result.passed).toBe(false);
    expect(result.output).toMatch(/RegExpUnicodeSetFlag \(chrome 98 requires 112/);
  });

  it('should accept what the supported browsers run: class fields, static blocks, lookbehind', async () => {
    const code =
      'class Box { #size = 1; static count = 0; static { Box.count = 1; } get size() { return this.#size; } }\nconsole.log(new Box().size, /(?<!\\S)\\S/gu.test("a"), Object.hasOwn({}, "a"));\n';

    expect(await esCheck(code)).toMatchObject({ passed: true });
  });
});
