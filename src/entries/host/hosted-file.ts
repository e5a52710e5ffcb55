/**
 * Entry of dist/retail-sync.hosted.js (build/hosted-file.ts): the part of `RetailSync.openHosted`
 * that the script-tag bundle loads after it has opened the popup (open-hosted.script.ts), so that
 * hosts that embed inline never download it.
 */
import { watchHosted } from './watch-hosted.ts';

window.RetailSyncHosted = watchHosted;
