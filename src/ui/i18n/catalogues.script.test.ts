import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from './es.ts';
import { interceptScripts } from '../test-support/intercept-scripts.ts';

const CATALOGUES = {
  es: { file: 'retail-sync.es.js', integrity: 'sha384-es' },
  fr: { file: 'retail-sync.fr.js', integrity: 'sha384-fr' },
};

describe('loadCatalogueFile() in the script-tag build', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('__RETAIL_SYNC_CATALOGUES__', CATALOGUES);
    delete window.RetailSyncCatalogues;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.RetailSyncCatalogues;
  });

  it('should load the chosen file once, with its SRI hash, and take the catalogue it registers', async () => {
    const appended = interceptScripts((script) => {
      (window.RetailSyncCatalogues ??= {}).es = es;
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    const [first, second] = await Promise.all([loadCatalogueFile('es'), loadCatalogueFile('es')]);

    expect(first).toBe(es);
    expect(second).toBe(es);
    expect(appended).toHaveLength(1);
    expect(new URL(appended[0]!.src).pathname).toMatch(/\/retail-sync\.es\.js$/);
    expect(appended[0]!.integrity).toBe('sha384-es');
    expect(appended[0]!.crossOrigin).toBe('anonymous');
  });

  it('should reject when the file fails to load, and try again on the next call', async () => {
    let fail = true;
    const appended = interceptScripts((script) => {
      if (fail) {
        script.onerror?.(new Event('error'));
        return;
      }
      (window.RetailSyncCatalogues ??= {}).fr = es;
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    await expect(loadCatalogueFile('fr')).rejects.toThrow(/retail-sync\.fr\.js failed to load/);
    fail = false;
    await expect(loadCatalogueFile('fr')).resolves.toBe(es);
    expect(appended).toHaveLength(2);
  });

  it('should reject when the file registers no catalogue', async () => {
    interceptScripts((script) => {
      script.onload?.(new Event('load'));
    });
    const { loadCatalogueFile } = await import('./catalogues.script.ts');

    await expect(loadCatalogueFile('es')).rejects.toThrow(/retail-sync\.es\.js failed to load or defined nothing/);
  });
});
