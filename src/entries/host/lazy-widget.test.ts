import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetEvent } from '../../core/index.ts';
import * as widgetCode from './create-widget.ts';
import { lazyWidget, type LoadWidgetCode, type WidgetCode } from './lazy-widget.ts';
import type { RetailSyncOptions } from './options.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from './test-support/offline-fetch.ts';
import type { WidgetHandle } from './widget-handle.ts';

/** A loader the test answers itself: each call waits until `resolve()` or `reject()`. */
function controlledLoader() {
  const calls: { resolve: (code: WidgetCode) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn<LoadWidgetCode>(
    () => new Promise<WidgetCode>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return {
    load,
    resolve: (index = calls.length - 1) => calls[index]?.resolve(widgetCode),
    reject: (error: unknown, index = calls.length - 1) => calls[index]?.reject(error),
  };
}

/** Lets the loader's promise settle and its callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const handles: WidgetHandle[] = [];

function handle(load: LoadWidgetCode, options: RetailSyncOptions = TEST_OPTIONS): WidgetHandle {
  const made = lazyWidget(options, load);
  handles.push(made);
  return made;
}

beforeEach(() => {
  stubOfflineFetch();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  handles.splice(0).forEach((made) => made.destroy());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('lazyWidget(): the thin handle', () => {
  it('should throw a bad option synchronously, and load nothing', () => {
    const { load } = controlledLoader();

    expect(() => lazyWidget({ ...TEST_OPTIONS, variant: 'C' } as unknown as RetailSyncOptions, load)).toThrow(
      expect.objectContaining({ name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE' }),
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('should throw a bad target in open() synchronously, before the code has loaded', () => {
    const { load } = controlledLoader();
    const widget = handle(load);

    expect(() => widget.open({ retailerId: -1 })).toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_VALUE' }));
  });

  it('should load the code once the page is idle, without an open()', async () => {
    const loader = controlledLoader();
    handle(loader.load);

    expect(loader.load).not.toHaveBeenCalled();
    await waitFor(() => expect(loader.load).toHaveBeenCalledOnce());
  });

  it('should load at once on open(), once however many calls, and replay the calls in order', async () => {
    const loader = controlledLoader();
    const widget = handle(loader.load);
    const opened: WidgetEvent[] = [];
    widget.on('open', (event) => opened.push(event));

    widget.open({ retailerId: 1002 });
    widget.close();
    widget.open({ view: 'connections' });

    expect(loader.load).toHaveBeenCalledOnce();
    expect(widgetHosts()).toEqual([]);
    loader.resolve();

    // open, close, open: two opens, since the close came between them (an open widget ignores open()).
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(opened.map((event) => event.payload)).toEqual([
      { target: { retailerId: 1002 } },
      { target: { view: 'connections' } },
    ]);
    await settle();
    expect(loader.load).toHaveBeenCalledOnce();
  });

  it('should give on() and onAny() listeners registered before the load the widget events, and let them unsubscribe', async () => {
    const loader = controlledLoader();
    const widget = handle(loader.load);
    const ready = vi.fn();
    const any: string[] = [];
    const dropped = vi.fn();
    widget.on('ready', ready);
    widget.onAny((event) => any.push(event.type));
    const off = widget.on('ready', dropped);
    off();

    widget.open();
    loader.resolve();

    await waitFor(() => expect(ready).toHaveBeenCalledOnce());
    await waitFor(() => expect(any).toContain('open'));
    expect(any[0]).toBe('ready');
    expect(dropped).not.toHaveBeenCalled();
  });

  it('should run whenCreated callbacks with the widget before the queued calls', async () => {
    const loader = controlledLoader();
    const widget = handle(loader.load);
    const order: string[] = [];
    widget.onAny((event) => order.push(event.type));
    widget.open();
    widget.whenCreated((created) => order.push(`created ${created.session.sessionId.slice(0, 3)}`));

    loader.resolve();

    await waitFor(() => expect(order).toContain('open'));
    expect(order.indexOf('created ws_')).toBeLessThan(order.indexOf('open'));
  });

  it('should cancel the load when destroyed before it: nothing loads on idle, and a load in flight creates nothing', async () => {
    const idle = controlledLoader();
    handle(idle.load).destroy();
    const inFlight = controlledLoader();
    const widget = handle(inFlight.load);
    const ready = vi.fn();
    widget.on('ready', ready);
    widget.open();

    widget.destroy();
    inFlight.resolve();
    // Longer than the idle wait (when-idle.ts falls back to 50 ms without requestIdleCallback).
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(idle.load).not.toHaveBeenCalled();
    expect(widgetHosts()).toEqual([]);
    expect(ready).not.toHaveBeenCalled();
    expect(window.fetch).not.toHaveBeenCalled();
    // And a destroyed handle stays destroyed.
    widget.open();
    expect(inFlight.load).toHaveBeenCalledOnce();
  });

  it('should tell a failed load as an error event (code network) and in the console, and load again on the next open()', async () => {
    const loader = controlledLoader();
    const widget = handle(loader.load);
    const errors: WidgetEvent[] = [];
    widget.on('error', (event) => errors.push(event));
    const any: string[] = [];
    widget.onAny((event) => any.push(event.type));

    widget.open();
    loader.reject(new TypeError('Failed to fetch dynamically imported module'));

    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ source: 'retail-sync', version: 1, type: 'error', payload: { code: 'network' } });
    expect(any).toEqual(['error']);
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'network',
        message: expect.stringContaining("the widget's code could not be loaded") as unknown,
      }),
    );
    await settle();
    expect(widgetHosts()).toEqual([]);

    // The next open() tries again, and this time the widget opens with the same listeners.
    widget.open();
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.resolve();
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await waitFor(() => expect(any).toContain('open'));
  });

  it("should give the failed load's error event to options.onListenerError when a listener throws", async () => {
    const loader = controlledLoader();
    const onListenerError = vi.fn();
    const widget = handle(loader.load, { ...TEST_OPTIONS, onListenerError });
    const thrown = new Error('listener bug');
    widget.on('error', () => {
      throw thrown;
    });

    widget.open();
    loader.reject(new Error('offline'));

    await waitFor(() => expect(onListenerError).toHaveBeenCalledWith(thrown));
  });
});
