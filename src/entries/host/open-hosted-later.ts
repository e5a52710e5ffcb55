/**
 * Opening the hosted popup before the code that hears it has loaded: what `openHosted` does in the
 * npm package (open-hosted.ts, which loads `watchHosted` with `import()`) and in the script-tag
 * bundle (open-hosted.script.ts, which loads it as the file dist/retail-sync.hosted.js). Opening
 * must happen synchronously in the host's click (a popup opened after an await is blocked), so this
 * checks the options, opens the popup at once with its final URL and returns the handle; until
 * `watchHosted` has run, messages are recorded (then checked like any other), and `on()`/`onAny()`
 * already add to the listeners that `watchHosted` will emit to. If it cannot load, the handle says
 * `error` (code `network`), `exit` and `close`, and closes the popup. No UI and no Preact here.
 */
import { hostedEvent, randomSessionId } from './hosted-event.ts';
import { BLOCKED, hostedListeners, hostedPageUrl, openHostedPopup, REDIRECTING } from './hosted-popup.ts';
import { prepareHostedRedirect } from './hosted-redirect.ts';
import { resolveHostedOptions } from './hosted-options.ts';
import type { HostedMessage, HostedPopup, HostedWidget, HostWindow, OpenHostedOptions } from './hosted-contract.ts';
import type { watchHosted } from './watch-hosted.ts';

/** Loads `watchHosted`; a rejection is a failed load. */
export type LoadWatchHosted = () => Promise<typeof watchHosted>;

/**
 * Opens the hosted popup (throwing a TypeError for invalid options, before anything opens) and
 * returns its handle at once; `load` is called once, right away, and the popup is heard from then on.
 */
export function openHostedLater(options: OpenHostedOptions, win: HostWindow, load: LoadWatchHosted): HostedWidget {
  const resolved = resolveHostedOptions(options);
  const url = hostedPageUrl(resolved, win.location.origin);
  const opened = openHostedPopup(win, url.href);
  if (!opened) {
    // By redirect instead, only if the host asked for it (`redirectWhenBlocked`) and the tab can
    // keep the result's one-time value.
    const redirect = prepareHostedRedirect(resolved, win);
    if (!redirect) return BLOCKED;
    win.location.assign(redirect.href);
    return REDIRECTING;
  }
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

  // The host's close() (and the end of a failed load): before `watchHosted` has run there is no
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
    redirecting: false,
    get closed() {
      return ended || popup.closed;
    },
    on: listeners.on,
    onAny: listeners.onAny,
    close,
  };
}
