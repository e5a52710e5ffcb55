import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { css, oxc, TARGET } from './shared.ts';

/**
 * `npm run build:hosted`: the hosted popup page (hosted/index.html) into dist/hosted/, which the
 * sandbox serves at /hosted/ under a strict CSP. Every asset is a file of its own on the page's
 * origin: nothing inlined, since the CSP allows no inline script or style and no data: images.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../hosted', import.meta.url)),
  base: '/hosted/',
  publicDir: false,
  oxc,
  css,
  build: {
    outDir: fileURLToPath(new URL('../dist/hosted', import.meta.url)),
    emptyOutDir: true,
    target: TARGET,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
  },
});
