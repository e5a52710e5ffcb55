// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, HOST_INITIAL_BUDGET } from './budgets.ts';
import { hostCost } from './host-cost.ts';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';
import { LANGUAGES } from '../src/ui/i18n/languages.ts';

// The build configs name these files too; they are not imported here because importing a config
// sets NODE_ENV to production for the whole test file (build/shared.ts).
const SCRIPT_FILE = 'retail-sync.js';
const LOADER_FILE = 'retail-sync-loader.js';
const catalogueFile = (language: string): string => `retail-sync.${language}.js`;
// Every catalogue but English, which the widget bundles.
const CATALOGUE_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

const LOADER_BUDGET = BUDGETS[LOADER_FILE];
const WIDGET_BUDGET = BUDGETS[SCRIPT_FILE];

const HOSTED_FILE = 'retail-sync.hosted.js';
const RESULT_FILE = 'retail-sync.result.js';

const FILES = [SCRIPT_FILE, LOADER_FILE, HOSTED_FILE, RESULT_FILE, ...CATALOGUE_LANGUAGES.map(catalogueFile)];

function gzipSize(file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(ROOT, 'dist', file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

describe('size budgets (built files, gzip level 9)', () => {
  requireBuilt(...FILES.map((file) => `dist/${file}`));
  const sizes = new Map(FILES.map((file) => [file, gzipSize(file)]));
  const widget = sizes.get(SCRIPT_FILE)!.gzip;
  console.log(
    [
      'file                         min B   gzip B  budget',
      ...FILES.map((file) => {
        const { raw, gzip } = sizes.get(file)!;
        const budget = file === SCRIPT_FILE ? String(WIDGET_BUDGET) : file === LOADER_FILE ? String(LOADER_BUDGET) : '';
        return `${file.padEnd(26)} ${String(raw).padStart(7)} ${String(gzip).padStart(8)}  ${budget}`;
      }),
      widget > WIDGET_BUDGET
        ? `widget over its budget by ${widget - WIDGET_BUDGET} B gzip`
        : `widget within its budget, ${WIDGET_BUDGET - widget} B to spare`,
    ].join('\n'),
  );

  it('should keep the whole English widget within its budget (build/budgets.ts)', () => {
    expect(widget).toBeLessThanOrEqual(WIDGET_BUDGET);
  });

  it('should keep the loader within its budget (build/budgets.ts)', () => {
    expect(sizes.get(LOADER_FILE)!.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it('should run on the real libraries: oauth4webapi, openapi-fetch, @preact/signals and its core, json-ext, no stand-ins', () => {
    const { sources } = JSON.parse(readFileSync(join(ROOT, 'dist', `${SCRIPT_FILE}.map`), 'utf8')) as {
      sources: string[];
    };
    const packages = new Set(
      sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? []),
    );
    expect([...packages].sort()).toEqual([
      '@discoveryjs/json-ext',
      '@preact/signals',
      '@preact/signals-core',
      'oauth4webapi',
      'openapi-fetch',
      'preact',
    ]);
    // No file of ours stands in for a package (the old tiny-* files, or any like them).
    expect(sources.filter((source) => /\/tiny-[^/]*$/.test(source))).toEqual([]);
  });

  it.each([
    ['es', 'Iniciar sesión'],
    ['fr', 'Se connecter'],
    ['de', 'Anmelden'],
    ['pt-PT', 'Palavra-passe'],
    ['pl', 'Zaloguj się'],
    ['ja', 'サインイン'],
    ['ar', 'تسجيل الدخول'],
    ['he', 'כניסה'],
  ])('should keep the English widget free of the %s catalogue, which is a file of its own', (language, word) => {
    // A string the catalogue has and English does not.
    expect(readFileSync(join(ROOT, 'dist', SCRIPT_FILE), 'utf8')).not.toContain(word);
    expect(readFileSync(join(ROOT, 'dist', catalogueFile(language)), 'utf8')).toContain(word);
  });
});

describe('the npm package in a host app (build/host-cost.ts, gzip level 9)', () => {
  requireBuilt('dist/esm/index.js', 'dist/esm/react.js');

  it("should keep the UI out of the app's initial JS: create(), openHosted(), the element and the React hook within the budget (build/budgets.ts)", async () => {
    // Vite's build sets NODE_ENV for the process; the other tests here run with the test's own.
    const nodeEnv = process.env['NODE_ENV'];
    const cost = await hostCost().finally(() => {
      process.env['NODE_ENV'] = nodeEnv;
    });
    console.log(
      `host app: initial ${cost.initial} B gzip (budget ${HOST_INITIAL_BUDGET}), later ${cost.later} B in ${cost.laterChunks.join(', ')}`,
    );

    expect(cost.initial).toBeLessThanOrEqual(HOST_INITIAL_BUDGET);
    // The widget is there, as chunks the app loads later.
    expect(cost.laterChunks.some((chunk) => chunk.includes('create-widget'))).toBe(true);
  }, 180_000);
});
