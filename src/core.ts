/**
 * `retail-sync-widget/core`: the headless core (src/core/index.ts, free of Preact and the DOM) and
 * `browserEnvironment()`, the real browser it runs on in a page. The environment lives with the
 * entries (src/entries/shared/), since core itself never touches the DOM (docs/architecture.md);
 * this file only puts the two together for the package. Importing it touches no browser global.
 */
export * from './core/index.ts';
export { browserEnvironment } from './entries/shared/browser-environment.ts';
