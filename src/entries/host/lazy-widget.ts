/**
 * The thin handle the npm entries hand out (`create()`, the custom element, the React hook): it
 * checks the options at once and answers at once, and loads the widget itself (create-widget.ts:
 * the UI and the session) later, as a chunk of its own, so that none of it is in the host app's
 * initial JavaScript (docs/performance-and-size.md). The code loads when the page is idle, or on
 * the first `open()` if that comes first; what the host calls before is queued and replayed in order.
 * No import() here: the caller gives the loader (lazy-entries.ts; a fake in tests).
 */
import { createEmitter, hasAuthorizationResponse, type OpenTarget } from '../../core/index.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { assertBrowser } from './browser-required.ts';
import { codeError, codeFailedEvent } from './code-error.ts';
import type { createWidget } from './create-widget.ts';
import { checkedTarget, resolveOptions, type RetailSyncOptions } from './options.ts';
import type { WidgetHandle, WidgetWithSession } from './widget-handle.ts';

/** What the chunk must give: create-widget.ts's module. */
export interface WidgetCode {
  readonly createWidget: typeof createWidget;
}

/** Loads the widget's code: `() => import('./create-widget.ts')`, which the bundler splits off. */
export type LoadWidgetCode = () => Promise<WidgetCode>;

/**
 * Checks `options` (a bad one throws its TypeError here, before anything is created) and answers
 * the handle. Nothing is loaded before the page is idle or `open()` is called; `destroy()` before
 * then cancels the load, and a load in flight creates nothing. If the code fails to load, the
 * listeners hear `error` (`code` `network`), the console says why, and the next `open()` tries again.
 */
export function lazyWidget(options: RetailSyncOptions, load: LoadWidgetCode): WidgetHandle {
  assertBrowser('create()');
  resolveOptions(options);
  let widget: WidgetWithSession | undefined;
  let loading = false;
  let destroyed = false;
  /** Calls made before the code loaded, in order. */
  let queued: ((widget: WidgetWithSession) => void)[] = [];
  /** whenCreated's callbacks: run before the queued calls, and kept when a load fails. */
  let onCreated: ((widget: WidgetWithSession) => void)[] = [];
  // The handle's listeners, from before the session exists and after: the session's events are
  // passed on to them, and a faulty one is isolated as the session's own emitter does it
  // (options.onListenerError).
  const listeners = createEmitter((error) => options.onListenerError?.(error));

  function loaded(code: WidgetCode): void {
    loading = false;
    if (destroyed) return;
    const created = code.createWidget(options);
    widget = created;
    // Dropped by destroy() with every other listener of the session.
    created.session.onAny((event) => listeners.emit(event));
    const calls = [...onCreated, ...queued];
    onCreated = [];
    queued = [];
    for (const call of calls) call(created);
  }

  function failed(cause: unknown): void {
    loading = false;
    if (destroyed) return;
    // The open() that was waiting will not happen; the next one loads again.
    queued = [];
    const error = codeError(cause);
    console.error(error);
    listeners.emit(codeFailedEvent(error));
  }

  function start(): void {
    if (widget || loading || destroyed) return;
    loading = true;
    stopWaiting();
    load().then(loaded, failed);
  }

  const stopWaiting = whenIdle(start);
  // A page coming back from the full-page sign-in carries the answer in its address: the session
  // takes it from there, so it is created at once rather than when the page is idle.
  if (hasAuthorizationResponse(new URL(window.location.href).searchParams)) start();

  /** Calls `call` now if the widget exists, else once it does. */
  function whenLoaded(call: (widget: WidgetWithSession) => void): void {
    if (destroyed) return;
    if (widget) call(widget);
    else queued.push(call);
  }

  return {
    open(target?: OpenTarget) {
      // Checked now, as the widget's open() does: a bad target throws in the host's call.
      const checked = checkedTarget(target);
      whenLoaded((created) => created.open(checked));
      start();
    },
    close() {
      whenLoaded((created) => created.close());
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopWaiting();
      queued = [];
      onCreated = [];
      listeners.clear();
      widget?.destroy();
    },
    on: (type, listener) => (destroyed ? () => {} : listeners.on(type, listener)),
    onAny: (listener) => (destroyed ? () => {} : listeners.onAny(listener)),
    whenCreated(callback) {
      if (destroyed) return;
      if (widget) callback(widget);
      else onCreated.push(callback);
    },
  };
}
