/**
 * The code that hears an opened hosted popup, apart from the code that opens it: it carries the
 * event validator (src/core/events/validate-event.ts), which the opener loads only after the popup
 * is open (open-hosted-later.ts): with `import()` in the npm package (open-hosted.ts), as the file
 * dist/retail-sync.hosted.js in the script-tag bundle (hosted-file.ts, open-hosted.script.ts).
 */
import { type EventEmitter, HOST_MESSAGE_SOURCE, type HostMessage, isWidgetEvent } from '../../core/index.ts';
import { hostedEvent, randomSessionId } from './hosted-event.ts';
import type { HostedMessage, HostedPopup, HostedWidget, HostWindow } from './hosted-contract.ts';

/**
 * Hears an opened popup: its events into `listeners`, and its closing. `heard` are messages that
 * arrived before this ran (open-hosted-later.ts records them while this code loads); they pass
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
    redirecting: false,
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
