/**
 * `retail-sync-widget/core`: the headless core's public API (src/core/public.ts, free of Preact and
 * the DOM) and `browserEnvironment()`, the real browser it runs on in a page. The environment lives
 * with the entries (src/entries/shared/), since core itself never touches the DOM
 * (docs/architecture.md); this file only puts the two together for the package. Not
 * src/core/index.ts, which adds the entries' internal helpers: they are no part of this entry, at
 * run time as in its declarations. Importing it touches no browser global.
 */
export * from './core/public.ts';
export { browserEnvironment } from './entries/shared/browser-environment.ts';
