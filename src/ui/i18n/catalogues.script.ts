import type { OtherLanguage } from './catalogues.ts';
import type { Messages } from './messages.ts';

/**
 * Script-tag build only (build/script-tag.config.ts puts it in place of catalogues.ts): the es/fr
 * catalogues are files of their own next to dist/retail-sync.js (dist/retail-sync.es.js, ...), loaded
 * as same-origin scripts with their SRI hash when chosen, so an English page never downloads them and
 * a host CSP of `script-src 'self'` (plus the bundle's own origin) allows them. Each file hands its
 * catalogue over through `window.RetailSyncCatalogues`.
 */

/** File name and SRI hash of each catalogue file, written in at build time. */
declare const __RETAIL_SYNC_CATALOGUES__: Record<OtherLanguage, { readonly file: string; readonly integrity: string }>;

declare global {
  interface Window {
    RetailSyncCatalogues?: Partial<Record<OtherLanguage, Messages>>;
  }
}

// Read while the bundle's own <script> runs: the catalogue files sit in the same directory.
const base = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;
const loading: Partial<Record<OtherLanguage, Promise<Messages>>> = {};

export function loadCatalogue(language: OtherLanguage): Promise<Messages> {
  return loading[language] ??= new Promise<Messages>((resolve, reject) => {
    const loaded = window.RetailSyncCatalogues?.[language];
    if (loaded) return resolve(loaded);
    const { file, integrity } = __RETAIL_SYNC_CATALOGUES__[language];
    const script = document.createElement('script');
    script.src = new URL(file, base).href;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    // A failed request and a file that defines no catalogue end the same way.
    script.onload = script.onerror = () => {
      const messages = window.RetailSyncCatalogues?.[language];
      if (messages) resolve(messages);
      else reject(new Error(`${file} failed to load or defined no catalogue`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline) may be retried by the next widget opened.
    delete loading[language];
    throw error;
  });
}
