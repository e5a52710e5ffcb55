import type { WidgetEvent } from '../../../core/index.ts';
import type { HostedPopup, HostWindow } from '../hosted-contract.ts';

export const SERVICE = 'http://localhost:4010';
export const HOST = 'http://localhost:5173';

type MessageListener = (event: { origin: string; source: unknown; data: unknown }) => void;

export class FakePopup implements HostedPopup {
  closed = false;
  readonly posted: { message: unknown; targetOrigin: string }[] = [];
  postMessage(message: unknown, targetOrigin: string): void {
    this.posted.push({ message, targetOrigin });
  }
  close(): void {
    this.closed = true;
  }
}

/** A host window with a popup to hand out, message listeners and intervals that the test steps. */
export class FakeHostWindow implements HostWindow {
  readonly assigned: string[] = [];
  readonly location = { origin: HOST, assign: (url: string) => void this.assigned.push(url) };
  readonly stored = new Map<string, string>();
  readonly sessionStorage = {
    getItem: (key: string) => this.stored.get(key) ?? null,
    setItem: (key: string, value: string) => void this.stored.set(key, value),
    removeItem: (key: string) => void this.stored.delete(key),
  };
  readonly opened: { url: string; target: string; features: string }[] = [];
  readonly listeners = new Set<MessageListener>();
  readonly intervals = new Map<number, () => void>();
  private nextHandle = 1;
  constructor(public popup: FakePopup | null = new FakePopup()) {}
  open(url: string, target: string, features: string): HostedPopup | null {
    this.opened.push({ url, target, features });
    return this.popup;
  }
  addEventListener(_type: 'message', listener: MessageListener): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: MessageListener): void {
    this.listeners.delete(listener);
  }
  setInterval(callback: () => void): number {
    const handle = this.nextHandle++;
    this.intervals.set(handle, callback);
    return handle;
  }
  clearInterval(handle: number): void {
    this.intervals.delete(handle);
  }
  tick(): void {
    for (const callback of [...this.intervals.values()]) callback();
  }
  deliver(data: unknown, origin = SERVICE, source: unknown = this.popup): void {
    for (const listener of [...this.listeners]) listener({ origin, source, data });
  }
}

export function event(type: WidgetEvent['type'], payload: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'retail-sync',
    version: 1,
    type,
    sessionId: 'ws_0123456789abcdef',
    timestamp: 1_700_000_000_000,
    payload,
  };
}
