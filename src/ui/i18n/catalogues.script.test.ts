import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from './es.ts';
import { interceptScripts } from '../test-support/intercept-scripts.ts';

const INDEX_FILE = { file: 'retail-sync.catalogues.js', integrity: 'sha384-index' };
const INDEX = {
  es: { file: 'retail-sync.es.js', integrity: 'sha384-es' },
  fr: { file: 'retail-sync.fr.js', integrity: 'sha384-fr' },
};

/** What each file defines when it runs: the index, or a catalogue. */
function run(script: HTMLScriptElement, catalogue = es): void {
  const file = new URL(script.src).pathname.split('/').pop();
  if (file === INDEX_FILE.file) window.RetailSyncCatalogueIndex = INDEX as never;
  else if (file === INDEX.es.file) (window.RetailSyncCatalogues ??= {}).es = catalogue;
  else if (file === INDEX.fr.file) (window.RetailSyncCatalogues ??= {}).fr = catalogue;
}

describe('loadCatalogueFile() in the script-tag build', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('__RETAIL_SYNC_CATALOGUE_INDEX__', INDEX_FILE);
    delete window.RetailSyncCatalogues;
    delete window.RetailSyncCatalogueIndex;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.RetailSyncCatalogues;
    delete window.RetailSyncCatalogueIndex;
  });

  it('should load the index under its SRI hash, then the chosen file once under the hash the index gives', async () => {
    const appended = interceptScripts((script) => {
      run(script);
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    const [first, second] = await Promise.all([loadCatalogueFile('es'), loadCatalogueFile('es')]);

    expect(first).toBe(es);
    expect(second).toBe(es);
    expect(appended.map((script) => new URL(script.src).pathname.split('/').pop())).toEqual([
      'retail-sync.catalogues.js',
      'retail-sync.es.js',
    ]);
    expect(appended.map((script) => script.integrity)).toEqual(['sha384-index', 'sha384-es']);
    expect(appended.every((script) => script.crossOrigin === 'anonymous')).toBe(true);
  });

  it('should reject when the file fails to load, and try again on the next call', async () => {
    let fail = true;
    const appended = interceptScripts((script) => {
      if (fail && script.src.endsWith('.fr.js')) {
        script.onerror?.(new Event('error'));
        return;
      }
      run(script);
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    await expect(loadCatalogueFile('fr')).rejects.toThrow(/retail-sync\.fr\.js failed to load/);
    fail = false;
    await expect(loadCatalogueFile('fr')).resolves.toBe(es);
    // The index once (it stays defined), the catalogue twice.
    expect(appended.map((script) => new URL(script.src).pathname.split('/').pop())).toEqual([
      'retail-sync.catalogues.js',
      'retail-sync.fr.js',
      'retail-sync.fr.js',
    ]);
  });

  it('should reject when the index or the file registers nothing', async () => {
    interceptScripts((script) => {
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    await expect(loadCatalogueFile('es')).rejects.toThrow(
      /retail-sync\.catalogues\.js failed to load or defined nothing/,
    );
  });
});
