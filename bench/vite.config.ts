import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { oxc } from '../build/shared.ts';

// A production build, as a host app would ship the widget (bundled, minified): the dev server's
// unbundled modules would measure Vite, not the widget. Vite picks "production" from NODE_ENV.
process.env['NODE_ENV'] = 'production';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Outside the tree: dist/ belongs to the package builds (and may be rebuilt while the bench runs). */
export const BENCH_OUT_DIR = join(tmpdir(), 'retail-sync-bench-dist');

/**
 * `npm run bench` builds bench/pages/bench.html (and public/callback.html, the sign-in popup's
 * callback) into a temp folder and serves it with `vite preview` on the bench's port.
 */
export default defineConfig({
  root: ROOT,
  logLevel: 'warn',
  // The package builds' JSX settings (Preact's automatic runtime, from vite.config.ts), so the bench
  // measures the widget as it ships.
  oxc,
  build: {
    outDir: BENCH_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { input: { bench: join(ROOT, 'bench/pages/bench.html') } },
  },
  preview: { strictPort: true },
});
