/**
 * Entry of dist/retail-sync-loader.js (build/loader.config.ts). A page that already has the whole
 * bundle keeps it; otherwise the loader's global stands in for it until the first open(). The
 * bundle's file name is resolved against the loader's own script, read while it runs.
 */
import { createLoader } from './loader.ts';

if (!window.RetailSync) {
  const base = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;
  (window as { RetailSync?: unknown }).RetailSync = createLoader(window, base);
}
