import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { ROOT } from './paths.ts';

/**
 * What the npm package costs a host app: a minimal Vite + React app is built twice in memory, without
 * the widget and with `create()`, `openHosted()`, the element and the React hook, against the built
 * package (dist/esm, as `retail-sync-widget` resolves it). The initial JS is the entry chunk and
 * every chunk it imports statically; the rest are chunks the bundler split off (`import()`), which
 * load later. `npm run size` prints both.
 */
const APP = join(ROOT, 'dist/host-app');

/** The package's entries, as the app imports them by name. */
const PACKAGE_ENTRIES = {
  'retail-sync-widget': join(ROOT, 'dist/esm/index.js'),
  'retail-sync-widget/core': join(ROOT, 'dist/esm/core.js'),
  'retail-sync-widget/react': join(ROOT, 'dist/esm/react.js'),
};

/** Resolves the package's names to the built package, as an app that installed it (also the bench's host app). */
export const PACKAGE_ALIASES = Object.entries(PACKAGE_ENTRIES).map(([find, replacement]) => ({
  find: new RegExp(`^${find}$`),
  replacement,
}));

const WITHOUT = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
function App() {
  return h('button', { type: 'button', onClick: () => console.log('clicked') }, 'Connect your retailers');
}
createRoot(document.getElementById('app')).render(h(App));
`;

const OPTIONS = `{ issuer: 'https://id.example.com/oauth', clientId: 'shop', apiBaseUrl: 'https://api.example.com/b' }`;

const WITH = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { create, defineRetailSyncElement, openHosted } from 'retail-sync-widget';
import { useRetailSync } from 'retail-sync-widget/react';
const widget = create(${OPTIONS});
defineRetailSyncElement();
function App() {
  const { open, ready } = useRetailSync(${OPTIONS});
  return h('div', null,
    h('button', { type: 'button', disabled: !ready, onClick: open }, 'Connect your retailers'),
    h('button', { type: 'button', onClick: () => widget.open() }, 'Inline'),
    h('button', { type: 'button', onClick: () => openHosted({ clientId: 'shop', serviceOrigin: 'https://service.example' }) }, 'Hosted'),
  );
}
createRoot(document.getElementById('app')).render(h(App));
`;

export interface AppCost {
  /** gzip bytes of the entry chunk and the chunks it imports statically. */
  readonly initial: number;
  /** gzip bytes of the chunks loaded later, through `import()`. */
  readonly later: number;
  readonly laterChunks: readonly string[];
}

const gzip = (code: string): number => gzipSync(code, { level: 9 }).length;

async function appCost(name: string, source: string): Promise<AppCost> {
  const entry = join(APP, `${name}.js`);
  writeFileSync(entry, source);
  const result = (await build({
    configFile: false,
    root: APP,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: PACKAGE_ALIASES },
    build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    result.output
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const initial = new Set<string>();
  const visit = (fileName: string): void => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const sizeOf = (names: string[]): number => names.reduce((sum, file) => sum + gzip(chunks.get(file)?.code ?? ''), 0);
  const later = [...chunks.keys()].filter((file) => !initial.has(file));
  return { initial: sizeOf([...initial]), later: sizeOf(later), laterChunks: later };
}

/** The widget's cost in a host app: initial and later JS, with the widget minus without it. */
export async function hostCost(): Promise<{ initial: number; later: number; laterChunks: readonly string[] }> {
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  const without = await appCost('without-widget', WITHOUT);
  const withWidget = await appCost('with-widget', WITH);
  return {
    initial: withWidget.initial - without.initial,
    later: withWidget.later - without.later,
    laterChunks: withWidget.laterChunks,
  };
}
