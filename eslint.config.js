// @ts-check
// `npm run lint`: typescript-eslint's strict type-checked rules everywhere, plus the layer rules that
// keep the architecture (docs/architecture.md): entries -> ui -> core, the UI reaches core only
// through its contract, core has no Preact and no DOM, and no import cycles.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerRules } from './eslint.layers.js';
import { browserRules } from './eslint.browsers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      // With the -<port> suffix of a run on moved ports (playwright.config.ts), as in .gitignore.
      'playwright-report*/**',
      'test-results*/**',
      'node_modules/**',
      'src/core/api/generated/**',
      // The host matrix's apps: each is its own project, built by its own toolchain (e2e/hosts).
      'e2e/hosts/*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  importX.flatConfigs.typescript,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // Numbers and booleans in a template literal read plainly and print as expected.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => close()}` and `() => void` callbacks are the common, clear form.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Testing Library's act() runs a synchronous callback before it returns; its promise is only
      // for async callbacks, which are awaited where used.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/preact' },
            { from: 'package', name: 'act', package: 'preact' },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  ...layerRules,
  ...browserRules,
  {
    // React's own rules of hooks where React is used: the `./react` entry and its demo page.
    files: ['src/entries/react/**/*.ts', 'demo/host/react.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Plain JavaScript (the configs, the callback page served as-is) has no types to check.
    files: ['**/*.{js,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    // Tests may state what they just set up: an index they filled, an element they rendered.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Fakes of async APIs are async functions that need no await, and Vitest types its asymmetric
      // matchers (expect.objectContaining and the like) as any.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
