/**
 * `RetailSync.readHostedResult` in the script-tag bundle and the loader: the npm export's thin part
 * (hosted-result.ts), with the verifier (jose) loaded as the side file dist/retail-sync.result.js,
 * with its SRI hash from the bundle's directory, since an IIFE cannot `import()` a chunk. A page
 * that never comes back with a result never downloads it.
 */
import { loadSideFile, type SideFile } from '../../ui/index.ts';
import type { HostedResultAnswer, ReadHostedResultOptions } from './hosted-result-contract.ts';
import { readHostedResultWith } from './hosted-result.ts';
import type { verifyHostedResult } from './verify-hosted-result.ts';

/** File name and SRI hash of dist/retail-sync.result.js, written in at build time (build/hosted-file.ts). */
declare const __RETAIL_SYNC_RESULT__: SideFile;

declare global {
  interface Window {
    RetailSyncVerifyResult?: typeof verifyHostedResult;
  }
}

/**
 * Runs the verifier's file once (src/ui/load-script.ts). Only a function counts as what the file
 * defines (an element with id="RetailSyncVerifyResult" is a `window` property too).
 */
function loadResultFile(): Promise<typeof verifyHostedResult> {
  return loadSideFile(__RETAIL_SYNC_RESULT__, () => {
    const defined: unknown = window.RetailSyncVerifyResult;
    return typeof defined === 'function' ? (defined as typeof verifyHostedResult) : undefined;
  });
}

/** As the npm package's `readHostedResult` (hosted-result.ts), the verifier coming as a side file. */
export function readHostedResult(
  location?: string | URL | { readonly href: string },
  options: ReadHostedResultOptions = {},
): Promise<HostedResultAnswer> {
  return readHostedResultWith(location, options, loadResultFile);
}
