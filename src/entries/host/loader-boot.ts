/**
 * Entry of dist/retail-sync-loader.js (build/loader.config.ts). A page that already has the whole
 * bundle keeps it; otherwise the loader's global stands in for it until the first open(). The
 * bundle is the file next to the loader's own script (src/ui/load-script.ts reads its URL while the
 * loader runs).
 */
import { createLoader } from './loader.ts';

if (!window.RetailSync) {
  (window as { RetailSync?: unknown }).RetailSync = createLoader(window);
}
