import type { IncomingMessage, MessageTarget, Observable, PopupWindow, WidgetEnvironment } from '../environment.ts';
import { MemoryStorage } from './memory-storage.ts';

/** A popup that records where it was sent; `closed` is settable to simulate the user closing it. */
export interface FakePopup extends PopupWindow {
  /** The window name it was opened with. */
  readonly name: string;
  closed: boolean;
  navigatedTo: string[];
}

/** A window that records what was posted to it. */
export interface FakeWindow extends MessageTarget {
  posted: { data: unknown; targetOrigin: string }[];
}

export interface FakeObservable<T> extends Observable<T> {
  set(value: T): void;
  subscribers(): number;
}

export interface FakeEnvironment extends WidgetEnvironment {
  popups: FakePopup[];
  openPopup(name: string): FakePopup | null;
  /** When true, `openPopup` returns null like a popup blocker. */
  blockPopups: boolean;
  /** Every `sessionStorage` key and value. */
  stored: Map<string, string>;
  visibility: FakeObservable<boolean>;
  online: FakeObservable<boolean>;
  /** The page URL; `location.assign` records to `assigned`, `location.replace` rewrites `url`. */
  url: string;
  assigned: string[];
  self: FakeWindow & { readonly origin: string };
  openerWindow: FakeWindow | null;
  /** What `random()` returns next (cycled); the default 0.5 keeps jitter in the middle. */
  randomValues: number[];
  /** Delivers a `message` event to every listener. */
  deliver(message: IncomingMessage): void;
  /** Runs every timer due within `milliseconds` of fake time, in order, settling promises between. */
  advance(milliseconds: number): Promise<void>;
  /** Lets pending promise chains (fake fetch) settle without moving fake time. */
  settle(): Promise<void>;
  /**
   * Waits (in real macrotasks, fake time standing still) until `condition` holds; for work whose
   * length is not a fixed number of ticks, like WebCrypto hashing on a busy machine. Throws after 2 s.
   */
  waitFor(condition: () => boolean): Promise<void>;
  listenerCount(): number;
  pendingTimers(): number;
  /** Delays of the timers currently pending, in order of creation. */
  pendingDelays(): number[];
}

/** Fake time starts at a fixed, realistic instant so HTTP dates in tests are stable. */
export const FAKE_EPOCH = Date.UTC(2026, 10, 21, 13, 0, 0);
export const FAKE_ORIGIN = 'https://host.example.test';

function fakeObservable<T>(initial: T): FakeObservable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribers: () => listeners.size,
  };
}

function fakeWindow(name: string): FakeWindow {
  const win: FakeWindow = {
    handle: { name },
    posted: [],
    postMessage(data, targetOrigin) {
      win.posted.push({ data, targetOrigin });
    },
  };
  return win;
}

/** One real macrotask: fake fetch answers and WebCrypto settle across several of them. */
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function createFakeEnvironment(fetchImpl: typeof fetch): FakeEnvironment {
  const listeners = new Set<(message: IncomingMessage) => void>();
  const timers = new Map<number, { due: number; delay: number; callback: () => void }>();
  const storage = new MemoryStorage();
  const stored = storage.items;
  let now = FAKE_EPOCH;
  let nextTimer = 1;
  let nextRandom = 0;

  const settle = async (): Promise<void> => {
    for (let i = 0; i < 10; i += 1) await tick();
  };

  const env: FakeEnvironment = {
    fetch: fetchImpl,
    popups: [],
    blockPopups: false,
    stored,
    storage,
    visibility: fakeObservable(true),
    online: fakeObservable(true),
    url: `${FAKE_ORIGIN}/`,
    assigned: [],
    location: {
      href: () => env.url,
      assign: (url) => void env.assigned.push(url),
      replace: (url) => {
        env.url = new URL(url, env.url).href;
      },
    },
    self: Object.assign(fakeWindow('self'), { origin: FAKE_ORIGIN }),
    openerWindow: null,
    opener: () => env.openerWindow,
    randomValues: [0.5],
    random() {
      const value = env.randomValues[nextRandom % env.randomValues.length] ?? 0.5;
      nextRandom += 1;
      return value;
    },
    now: () => now,
    openPopup(name) {
      if (env.blockPopups) return null;
      const popup: FakePopup = {
        name,
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
      timers.set(id, { due: now + milliseconds, delay: milliseconds, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    deliver(message) {
      for (const listener of [...listeners]) listener(message);
    },
    settle,
    async waitFor(condition) {
      const started = Date.now();
      while (!condition()) {
        if (Date.now() - started > 2_000) throw new Error('waitFor: the condition never held');
        await tick();
      }
      await settle();
    },
    async advance(milliseconds) {
      const end = now + milliseconds;
      await settle();
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.due <= end)
          .sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].due);
        due[1].callback();
        await settle();
      }
      now = end;
    },
    listenerCount: () => listeners.size,
    pendingTimers: () => timers.size,
    pendingDelays: () => [...timers.values()].map((timer) => timer.delay),
  };
  return env;
}
