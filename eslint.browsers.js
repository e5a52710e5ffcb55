// @ts-check
// The shipped code (src/, not its tests) calls no web API that a supported browser (package.json
// `browserslist`, docs/browsers.md) lacks, unless behind a feature test such as
// `typeof requestIdleCallback === 'function'`, which eslint-plugin-compat recognises. The syntax the
// build emits is checked on dist/ by es-check (`npm run check:browsers`).
import compat from 'eslint-plugin-compat';

/** @type {import('eslint').Linter.Config[]} */
export const browserRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    ...compat.configs['flat/recommended'],
  },
];
