/**
 * Script-tag entry, built to one IIFE file (dist/retail-sync.js, build/script-tag.config.ts). Unlike
 * the npm entry it has side effects on purpose: it defines `window.RetailSync` and registers
 * `<retail-sync-widget>`, so a page needs nothing but the `<script>` tag.
 */
import { create } from './create-widget.ts';
import { defineRetailSyncElement } from './custom-element.ts';
import type { RetailSyncLoaderGlobal } from './loader.ts';
import type { HostedWidget, OpenHostedOptions } from './open-hosted.ts';
import { openHostedLater } from './open-hosted.script.ts';

/** Replaced at build time with package.json's version (build/script-tag.config.ts). */
declare const __RETAIL_SYNC_VERSION__: string;

/** The `window.RetailSync` global. */
export interface RetailSyncGlobal {
  readonly create: typeof create;
  /** Opens the hosted widget in a popup on the service's origin; call it in a click handler. */
  readonly openHosted: (options: OpenHostedOptions) => HostedWidget;
  readonly version: string;
}

declare global {
  interface Window {
    RetailSync?: RetailSyncGlobal;
  }
}

const bundle: RetailSyncGlobal = Object.freeze({
  create,
  // Opens the popup at once and loads the rest of hosted mode (dist/retail-sync.hosted.js) then.
  // Without the stand-in's other parameters (seams for its tests): not part of the global.
  openHosted: (options: OpenHostedOptions) => openHostedLater(options),
  version: __RETAIL_SYNC_VERSION__,
});
// Loaded by dist/retail-sync-loader.js (src/entries/host/loader.ts): hand the bundle to the loader, whose
// global stays. Otherwise a second copy of the script (loaded twice, or two versions on one page)
// keeps the first global, so widgets already created keep talking to the code that made them.
const present = window.RetailSync as Partial<RetailSyncLoaderGlobal> | undefined;
if (typeof present?.register === 'function') present.register(bundle);
else window.RetailSync ??= bundle;
defineRetailSyncElement();
