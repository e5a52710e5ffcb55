/**
 * Script-tag entry, built to one IIFE file (dist/retail-sync.js, build/script-tag.config.ts). Unlike
 * the npm entry it has side effects on purpose: it defines `window.RetailSync` and registers
 * `<retail-sync-widget>`, so a page needs nothing but the `<script>` tag.
 */
import { createWidget, createWidgetHandle } from './create-widget.ts';
import { defineElement } from './custom-element.ts';
import { elementCode } from './element-widget.ts';
import type { RetailSyncGlobal, RetailSyncLoaderGlobal } from './globals.ts';
import type { OpenHostedOptions } from './hosted-contract.ts';
import { startHostedRedirect } from './hosted-redirect.ts';
import { readHostedResult } from './hosted-result.script.ts';
import { openHostedLater } from './open-hosted.script.ts';

/** Replaced at build time with package.json's version (build/script-tag.config.ts). */
declare const __RETAIL_SYNC_VERSION__: string;

const bundle: RetailSyncGlobal = Object.freeze({
  create: createWidget,
  // Opens the popup at once and loads the rest of hosted mode (dist/retail-sync.hosted.js) then.
  // Without the stand-in's other parameters (seams for its tests): not part of the global.
  openHosted: (options: OpenHostedOptions) => openHostedLater(options),
  // By redirect, for webviews; the result's verifier (jose) is dist/retail-sync.result.js, loaded
  // only when the page comes back with a result.
  startHostedRedirect,
  readHostedResult,
  version: __RETAIL_SYNC_VERSION__,
});
// Loaded by dist/retail-sync-loader.js (src/entries/host/loader.ts): hand the bundle to the loader, whose
// global stays. Otherwise a second copy of the script (loaded twice, or two versions on one page)
// keeps the first global, so widgets already created keep talking to the code that made them.
const present = window.RetailSync as Partial<RetailSyncLoaderGlobal> | undefined;
if (typeof present?.register === 'function') present.register(bundle);
else window.RetailSync ??= bundle;
// The widget at once: an IIFE has no chunks to load later (the npm entry's element does: lazy-entries.ts).
defineElement(customElements, () => elementCode(createWidgetHandle));
