// Import cycles, type-only imports included (`npm run lint`). ESLint's import-x/no-cycle skips
// `import type`, but a cycle through types still ties two modules' designs together: core's domain
// types, the API error and the opener pair each had one. The layer rules live in eslint.layers.js.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules depend one way: move the shared part into a module both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'src/core/api/generated' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
