import type { IncomingMessage, PopupWindow, WidgetEnvironment } from '../environment.ts';

/** A popup that records where it was sent; `closed` is settable to simulate the user closing it. */
export interface FakePopup extends PopupWindow {
  closed: boolean;
  navigatedTo: string[];
}

export interface FakeEnvironment extends WidgetEnvironment {
  popups: FakePopup[];
  openPopup(): FakePopup | null;
  /** When true, `openPopup()` returns null like a popup blocker. */
  blockPopups: boolean;
  /** Delivers a `message` event to every listener. */
  deliver(message: IncomingMessage): void;
  /** Runs every timer due within `milliseconds` of fake time, in order. */
  advance(milliseconds: number): Promise<void>;
  listenerCount(): number;
  pendingTimers(): number;
}

export function createFakeEnvironment(fetchImpl: typeof fetch): FakeEnvironment {
  const listeners = new Set<(message: IncomingMessage) => void>();
  const timers = new Map<number, { due: number; callback: () => void }>();
  let now = 0;
  let nextTimer = 1;

  const env: FakeEnvironment = {
    fetch: fetchImpl,
    popups: [],
    blockPopups: false,
    openPopup() {
      if (env.blockPopups) return null;
      const popup: FakePopup = {
        handle: { name: `popup-${env.popups.length}` },
        closed: false,
        navigatedTo: [],
        navigate(url) {
          popup.navigatedTo.push(url);
        },
        close() {
          popup.closed = true;
        },
      };
      env.popups.push(popup);
      return popup;
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTimeout(callback, milliseconds) {
      const id = nextTimer++;
      timers.set(id, { due: now + milliseconds, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    deliver(message) {
      for (const listener of [...listeners]) listener(message);
    },
    async advance(milliseconds) {
      const end = now + milliseconds;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.due <= end).sort((a, b) => a[1].due - b[1].due)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].due;
        due[1].callback();
        await Promise.resolve();
      }
      now = end;
    },
    listenerCount: () => listeners.size,
    pendingTimers: () => timers.size,
  };
  return env;
}
