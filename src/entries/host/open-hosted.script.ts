/**
 * `RetailSync.openHosted` in the script-tag bundle: it opens the popup in the host's click and
 * returns the handle at once (open-hosted-later.ts); the code that hears the popup (`watchHosted`)
 * is a file of its own, dist/retail-sync.hosted.js, loaded with its SRI hash from the bundle's
 * directory.
 */
import { loadSideFile, type SideFile } from '../../ui/index.ts';
import type { HostedWidget, HostWindow, OpenHostedOptions } from './hosted-contract.ts';
import { type LoadWatchHosted, openHostedLater as openWithLoader } from './open-hosted-later.ts';
import type { watchHosted } from './watch-hosted.ts';

/** File name and SRI hash of dist/retail-sync.hosted.js, written in at build time (build/hosted-file.ts). */
declare const __RETAIL_SYNC_HOSTED__: SideFile;

declare global {
  interface Window {
    RetailSyncHosted?: typeof watchHosted;
  }
}

/**
 * Runs the hosted file once (src/ui/load-script.ts). Only a function counts as what the file
 * defines (an element with id="RetailSyncHosted" is a `window` property too).
 */
export function loadHostedFile(): Promise<typeof watchHosted> {
  return loadSideFile(__RETAIL_SYNC_HOSTED__, () => {
    const defined: unknown = window.RetailSyncHosted;
    return typeof defined === 'function' ? (defined as typeof watchHosted) : undefined;
  });
}

/** Opens the hosted popup now and loads `watchHosted` (by default the hosted file) to hear it. */
export function openHostedLater(
  options: OpenHostedOptions,
  win: HostWindow = window,
  load: LoadWatchHosted = loadHostedFile,
): HostedWidget {
  return openWithLoader(options, win, load);
}
