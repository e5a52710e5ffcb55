import { join } from 'node:path';
import { defineConfig } from 'vite';
import { ROOT, TARGET, css, oxc } from './shared.ts';

/**
 * Dependencies stay imports, so an app bundles one copy of the signals' core (whose signals the
 * headless core shares with the app), oauth4webapi, openapi-fetch, json-ext (a large catalog's parser) and jose (readHostedResult's verifier); React, the `./react` entry's
 * optional peer, is the app's own. Preact and its signals adapter are bundled (under vendor/): the
 * widget's UI renders with its own Preact whichever Preact, if any, the app has
 * (docs/decisions.md, "The npm package bundles its Preact").
 */
const EXTERNAL = [
  /^@discoveryjs\/json-ext$/,
  /^@preact\/signals-core$/,
  /^jose$/,
  /^oauth4webapi$/,
  /^openapi-fetch$/,
  /^react(\/|$)/,
];

/**
 * `npm run build:lib`: the npm package's ESM (dist/esm/index.js for `.`, dist/esm/core.js for
 * `./core`, dist/esm/react.js for `./react`) with source maps. Not minified: the app's bundler
 * minifies, and readable code in node_modules helps debugging. The es/fr catalogues stay separate chunks, loaded only when chosen.
 */
export default defineConfig({
  root: ROOT,
  oxc,
  css,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: join(ROOT, 'dist/esm'),
    emptyOutDir: true,
    target: TARGET,
    sourcemap: true,
    minify: false,
    // The widget's stylesheet reaches the JS as a string (src/ui/theme/theme.ts imports it with
    // `?inline`), which the app's bundler cannot minify: it is minified here, as in the other builds.
    cssMinify: 'lightningcss',
    lib: {
      entry: {
        index: join(ROOT, 'src/index.ts'),
        core: join(ROOT, 'src/core.ts'),
        react: join(ROOT, 'src/entries/react/index.ts'),
        callback: join(ROOT, 'src/entries/callback/index.ts'),
      },
      formats: ['es'],
      // With preserveModules every module is a file, the bundled libraries' too, named by their
      // path under node_modules/: they go to vendor/ instead, since npm leaves every node_modules
      // folder out of the package.
      fileName: (_format, name) => `${name.replace(/^node_modules\//, 'vendor/')}.js`,
    },
    rolldownOptions: {
      external: EXTERNAL,
      // One file per source module, the entries under their own names. A chunk shared by the
      // entries and the widget's code (loaded with import()) would be one module to the app's
      // bundler: its light helpers and its heavy parts would land in the app's initial chunk
      // together. Module by module, the app's bundler keeps in the initial chunk only what the
      // thin handles import (src/entries/host/lazy-entries.ts, docs/performance-and-size.md).
      output: {
        preserveModules: true,
        preserveModulesRoot: join(ROOT, 'src'),
      },
    },
  },
});
