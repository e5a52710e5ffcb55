/**
 * `RetailSync.openHosted` in the script-tag bundle. Opening the popup must happen synchronously in
 * the host's click (a popup opened after an await is blocked), so this opens it at once with its
 * final URL and returns the handle; the code that hears the popup (`watchHosted`) is a file of its
 * own, dist/retail-sync.hosted.js, loaded with its SRI hash from the bundle's directory. Until it
 * has run, messages are recorded (then checked like any other), and `on()`/`onAny()` already add
 * to the listeners that `watchHosted` will emit to. If it cannot load, the handle says
 * `error` (code `network`), `exit` and `close`, and closes the popup.
 */
import { loadSideFile, type SideFile } from '../../ui/index.ts';
import { hostedEvent, randomSessionId } from './hosted-event.ts';
import { BLOCKED, hostedListeners, hostedPageUrl, openHostedPopup } from './hosted-popup.ts';
import { resolveHostedOptions } from './options.ts';
import type { HostedMessage, HostedPopup, HostedWidget, HostWindow, OpenHostedOptions } from './hosted-contract.ts';
import type { watchHosted } from './open-hosted.ts';

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

export function openHostedLater(
  options: OpenHostedOptions,
  win: HostWindow = window,
  load = loadHostedFile,
): HostedWidget {
  const resolved = resolveHostedOptions(options);
  const url = hostedPageUrl(resolved, win.location.origin);
  const opened = openHostedPopup(win, url.href);
  if (!opened) return BLOCKED;
  // Named again, so that close() and watchWhenLoaded(), hoisted declarations, see it narrowed.
  const popup: HostedPopup = opened;
  const listeners = hostedListeners();
  const heard: HostedMessage[] = [];
  const hear = (message: HostedMessage): void => {
    heard.push(message);
  };
  let watched: HostedWidget | undefined;
  let ended = false;

  // Before any task can run, so no message of the popup's is missed.
  win.addEventListener('message', hear);

  // The host's close() (and the end of a failed load): before the hosted file has run there is no
  // one to tell, the popup just closes.
  function close(): void {
    if (ended) return;
    ended = true;
    win.removeEventListener('message', hear);
    listeners.clear();
    if (watched) watched.close();
    else popup.close();
  }

  async function watchWhenLoaded(): Promise<void> {
    try {
      const watch = await load();
      if (ended) return;
      // Synchronously: no message falls between the real listener and the recorder's removal. The
      // recorder goes only once `watch` has returned: if it throws, the failure path below runs.
      watched = watch(win, popup, url.origin, listeners, resolved.closedPollMs, heard);
      win.removeEventListener('message', hear);
    } catch (error) {
      if (ended) return;
      console.error(error);
      const sessionId = randomSessionId();
      listeners.emit(hostedEvent('error', { code: 'network' }, sessionId));
      listeners.emit(hostedEvent('exit', {}, sessionId));
      listeners.emit(hostedEvent('close', { reason: 'user' }, sessionId));
      close();
    }
  }
  void watchWhenLoaded();

  // Listeners go straight to the emitter that `watchHosted` will emit to. Once the handle has ended
  // nothing emits to it any more, so a listener added then is never called, as with `openHosted`.
  return {
    opened: true,
    get closed() {
      return ended || popup.closed;
    },
    on: listeners.on,
    onAny: listeners.onAny,
    close,
  };
}
