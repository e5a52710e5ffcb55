/**
 * The host's side of the hosted popup (docs/hosted-mode.md): opens the widget on the service's origin and
 * hears its events. No UI and no Preact. The script-tag bundle does not carry `watchHosted`: it
 * opens the popup itself (open-hosted.script.ts) and loads `watchHosted` as a file of its own,
 * dist/retail-sync.hosted.js (hosted-file.ts), with the event validator.
 */
import { type EventEmitter, HOST_MESSAGE_SOURCE, type HostMessage, isWidgetEvent } from '../../core/index.ts';
import { hostedEvent, randomSessionId } from './hosted-event.ts';
import type { HostedMessage, HostedPopup, HostedWidget, HostWindow, OpenHostedOptions } from './hosted-contract.ts';
import { BLOCKED, hostedListeners, hostedPageUrl, openHostedPopup } from './hosted-popup.ts';
import { assertBrowser } from './browser-required.ts';
import { resolveHostedOptions } from './options.ts';

/**
 * Opens the hosted widget in a popup. Call it synchronously inside a click handler, or the browser
 * blocks the popup (then `opened` is false). Throws only a TypeError, before anything is opened: for
 * invalid options, or (`code` `ERR_NO_BROWSER`) where there is no browser page.
 *
 * Events count only from the service's exact origin, from this popup, in a valid envelope. When the
 * popup closes without having said so, the host gets `exit` then `close` (reason `user`) once.
 */
export function openHosted(options: OpenHostedOptions, win?: HostWindow): HostedWidget {
  if (!win) assertBrowser('openHosted()');
  win ??= window;
  const resolved = resolveHostedOptions(options);
  const url = hostedPageUrl(resolved, win.location.origin);
  const popup = openHostedPopup(win, url.href);
  return popup ? watchHosted(win, popup, url.origin, hostedListeners(), resolved.closedPollMs) : BLOCKED;
}

/**
 * Hears an opened popup: its events into `listeners`, and its closing. `heard` are messages that
 * arrived before this ran (the script-tag bundle records them while it loads this code); they pass
 * the same checks as any other.
 */
export function watchHosted(
  win: HostWindow,
  popup: HostedPopup,
  serviceOrigin: string,
  listeners: EventEmitter,
  closedPollMs: number,
  heard: readonly HostedMessage[] = [],
): HostedWidget {
  let ended = false;
  let sessionId: string | undefined;
  let heardExit = false;
  let heardClose = false;

  function onMessage(message: HostedMessage): void {
    if (ended || message.origin !== serviceOrigin || message.source !== popup || !isWidgetEvent(message.data)) return;
    const event = message.data;
    sessionId = event.sessionId;
    if (event.type === 'exit') heardExit = true;
    if (event.type === 'close') heardClose = true;
    listeners.emit(event);
  }

  function end(): void {
    ended = true;
    win.clearInterval(poll);
    win.removeEventListener('message', onMessage);
    listeners.clear();
  }

  win.addEventListener('message', onMessage);
  // A cross-origin popup fires no event the opener can hear when it closes: polling is the only way.
  const poll = win.setInterval(() => {
    if (ended || !popup.closed) return;
    // The widget's own close (its button, Escape, "Done") already said exit/close: never twice.
    sessionId ??= randomSessionId();
    if (!heardExit) listeners.emit(hostedEvent('exit', {}, sessionId));
    if (!heardClose) listeners.emit(hostedEvent('close', { reason: 'user' }, sessionId));
    end();
  }, closedPollMs);
  for (const message of heard) onMessage(message);

  return {
    opened: true,
    get closed() {
      return ended || popup.closed;
    },
    on(type, listener) {
      return ended ? () => {} : listeners.on(type, listener);
    },
    onAny(listener) {
      return ended ? () => {} : listeners.onAny(listener);
    },
    close() {
      if (ended) return;
      end();
      if (popup.closed) return;
      const message: HostMessage = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };
      // To the service's origin only: if the popup has navigated elsewhere, the browser drops it.
      popup.postMessage(message, serviceOrigin);
      popup.close();
    },
  };
}
