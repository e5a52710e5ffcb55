import { join } from 'node:path';
import { defineConfig } from 'vite';
import { ROOT, TARGET, oxc } from './shared.ts';

/** Dependencies stay imports, so an app bundles one copy of Preact and the signals. */
const EXTERNAL = [/^preact(\/|$)/, /^@preact\/signals(-core)?(\/|$)/, /^oauth4webapi$/];

/**
 * `npm run build:lib`: the npm package's ESM (dist/esm/index.js for `.`, dist/esm/core.js for
 * `./core`) with source maps. Not minified: the app's bundler minifies, and readable code in
 * node_modules helps debugging. The es/fr catalogues stay separate chunks, loaded only when chosen.
 */
export default defineConfig({
  root: ROOT,
  oxc,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: join(ROOT, 'dist/esm'),
    emptyOutDir: true,
    target: TARGET,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: join(ROOT, 'src/index.ts'), core: join(ROOT, 'src/core/index.ts') },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: EXTERNAL,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
