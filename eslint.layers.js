// @ts-check
// The architecture as lint rules (docs/architecture.md). Imports go one way, entries -> ui -> core:
// - core never imports the UI, the entries, Preact or the DOM (its environment is injected);
// - the UI reaches core only through its public contract, src/core/session-contract.ts;
// - entries reach core and the UI through each layer's index.ts;
// - React is imported only by src/entries/react (the `./react` subpath), and nothing imports that.
// Kept apart from eslint.config.js so build/lint-rules.test.ts can prove each rule fails when broken.

/** Browser globals core must not touch: they come in through the injected environment. */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'customElements',
  'addEventListener',
  'removeEventListener',
  'postMessage',
  'open',
  'close',
  'parent',
  'opener',
  'self',
  'top',
  'frames',
].map((name) => ({
  name,
  message: `core has no DOM: take ${name} from the injected environment (src/core/environment.ts)`,
}));

/** React is an optional peer: only the `./react` entry may import it, so the others work without it. */
const REACT_ONLY_IN_ITS_ENTRY = {
  // A regex, not a gitignore-style group: `react/*` would also match a relative '../react/index.ts'.
  regex: '^react(-dom)?(/|$)',
  message: 'React is an optional peer dependency: only src/entries/react imports it',
};

/** Every folder of src but the React entry, which nothing else may import. */
const OUTSIDE_REACT_ENTRY = [
  './src/core',
  './src/ui',
  './src/entries/host',
  './src/entries/hosted',
  './src/entries/shared',
  './src/entries/callback',
  './src/index.ts',
];

/**
 * The zones of `import-x/no-restricted-paths`. Tests of the entries (and their helpers) may also
 * reach the other layers' test-support folders, which are fixtures rather than layers.
 * @param {{ tests: boolean }} options
 */
function layerZones({ tests }) {
  const entriesMayReach = tests ? ['./index.ts', './test-support'] : ['./index.ts'];
  return [
    {
      target: './src/core',
      from: ['./src/ui', './src/entries', './src/index.ts'],
      message: 'core is the bottom layer: it never imports the UI or the entries',
    },
    {
      target: './src/ui',
      from: ['./src/entries', './src/index.ts'],
      message: 'the UI never imports the entries (entries -> ui -> core)',
    },
    {
      target: './src/ui',
      from: './src/core',
      except: ['./session-contract.ts'],
      message: 'the UI reaches core only through its contract, src/core/session-contract.ts',
    },
    {
      target: OUTSIDE_REACT_ENTRY,
      from: './src/entries/react',
      message: 'only the ./react subpath imports src/entries/react: the other entries work without React',
    },
    {
      target: './src/entries',
      from: './src/core',
      except: entriesMayReach,
      message: 'entries reach core only through src/core/index.ts',
    },
    {
      target: './src/entries',
      from: './src/ui',
      except: entriesMayReach,
      message: 'entries reach the UI only through src/ui/index.ts',
    },
  ];
}

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: false }) }],
    },
  },
  {
    files: ['src/entries/**/*.test.ts', 'src/entries/**/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: true }) }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entries/react/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [REACT_ONLY_IN_ITS_ENTRY] }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts', 'src/core/**/test-support/**'],
    rules: {
      // Replaces the rule above for these files, so it repeats React's pattern.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['preact', 'preact/*', '@preact/signals', '@preact/signals/*'],
              message: 'core is framework-free: state in @preact/signals-core, no Preact',
            },
            REACT_ONLY_IN_ITS_ENTRY,
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
];
