/**
 * Entry of dist/retail-sync.result.js (build/hosted-file.ts): the verifier of the hosted page's
 * signed result (jose), which `RetailSync.readHostedResult` in the script-tag bundle and the loader
 * loads only when the page's address holds a result to check (hosted-result.script.ts).
 */
import { verifyHostedResult } from './verify-hosted-result.ts';

window.RetailSyncVerifyResult = verifyHostedResult;
