// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetEvent, WidgetEventOf } from '../../core/index.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from '../host/test-support/offline-fetch.ts';
import type { UseRetailSyncOptions } from './callbacks.ts';
import { watchWindowListeners } from './test-support/window-listeners.ts';
import { useRetailSync } from './use-retail-sync.ts';

/** Renders the hook the way development builds run it: under StrictMode, effects mount twice. */
function renderStrict(options: UseRetailSyncOptions) {
  return renderHook((props: UseRetailSyncOptions) => useRetailSync(props), {
    initialProps: options,
    wrapper: StrictMode,
  });
}

/** Waits until the widget's code has loaded and its session has said `ready` to `listener`. */
async function sessionCreated(listener: { mock: { calls: [WidgetEvent][] } }): Promise<void> {
  await waitFor(() => expect(listener.mock.calls.map(([event]) => event.type)).toContain('ready'));
}

/** The distinct widgets (sessions) that sent the events a spy heard. */
function sessionsOf(listener: { mock: { calls: [WidgetEvent][] } }): Set<string> {
  return new Set(listener.mock.calls.map(([event]) => event.sessionId));
}

function closeButton(): HTMLButtonElement {
  const button = widgetHosts()[0]?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
  if (!button) throw new Error('the open dialog has no close button');
  return button;
}

beforeAll(async () => {
  // What the hook's handle loads with import() (lazy-entries.ts), imported ahead: the first import
  // of the whole UI can take longer than waitFor's second on a loaded machine.
  await import('../host/create-widget.ts');
});

beforeEach(() => {
  stubOfflineFetch();
});

afterEach(() => {
  // Unmounting destroys the hook's widgets; no global afterEach is registered (no Vitest globals).
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('useRetailSync() under StrictMode', () => {
  it('should end mount, unmount and mount again with one widget and one message listener', async () => {
    const listeners = watchWindowListeners();
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { result } = renderStrict({ ...TEST_OPTIONS, onEvent });
    await sessionCreated(onEvent);

    // StrictMode did create two handles, but the first was destroyed before the widget's code had
    // loaded (lazy-widget.ts): only the second made a session, with its postMessage bridge.
    expect(listeners.added('message')).toBe(1);
    expect(listeners.live('message')).toBe(1);
    act(() => result.current.open());
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()).toHaveLength(1);
    // The first widget was destroyed before its `ready` went out: only one ever spoke.
    expect(sessionsOf(onEvent).size).toBe(1);
  });

  it("should be ready once mounted, before the widget's code has loaded, and open and close its dialog", async () => {
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { result } = renderStrict({ ...TEST_OPTIONS, onEvent });

    // The effect has made the handle; the code loads when the page is idle, so no session yet, and
    // no `ready` event. A launcher with disabled={!ready} is enabled now, not a second later.
    expect(result.current.ready).toBe(true);
    expect(onEvent).not.toHaveBeenCalled();

    // The click before the code: queued, the code loads, the dialog opens.
    act(() => result.current.open());
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(onEvent.mock.calls.map(([event]) => event.type).slice(0, 2)).toEqual(['ready', 'open']);
    act(() => result.current.close());

    expect(widgetHosts()).toEqual([]);
    expect(result.current.ready).toBe(true);
  });

  it('should open at a target, and ignore the click event that onClick={open} hands it', async () => {
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { result } = renderStrict({ ...TEST_OPTIONS, onEvent });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const opens = () => onEvent.mock.calls.map(([event]) => event).filter((event) => event.type === 'open');

    // What React gives an onClick handler: a synthetic event with its nativeEvent.
    act(() => result.current.open({ nativeEvent: new MouseEvent('click') }));
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()[0]?.payload).toEqual({});
    act(() => result.current.close());
    act(() => result.current.open({ retailerId: 1002, reconnect: true }));

    await waitFor(() => expect(opens()).toHaveLength(2));
    expect(opens()[1]?.payload).toEqual({ target: { retailerId: 1002, reconnect: true } });
  });

  it('should destroy the widget on unmount and leave no window listener behind', async () => {
    const listeners = watchWindowListeners();
    const { result, unmount } = renderStrict(TEST_OPTIONS);
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.open());
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(listeners.live('message')).toBe(1);

    unmount();

    expect(widgetHosts()).toEqual([]);
    expect(listeners.liveByType()).toEqual({});
    // A handle kept from the last render does nothing once its widget is gone.
    result.current.open();
    expect(widgetHosts()).toEqual([]);
  });
});

describe('useRetailSync() events', () => {
  it('should call onExit and onEvent with the typed events when the user closes the dialog', async () => {
    const onExit = vi.fn<(event: WidgetEventOf<'exit'>) => void>();
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { result } = renderStrict({ ...TEST_OPTIONS, onExit, onEvent });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.open());
    await waitFor(() => expect(openDialogs()).toHaveLength(1));

    act(() => closeButton().click());

    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ source: 'retail-sync', type: 'exit', payload: {} }));
    const types = onEvent.mock.calls.map(([event]) => event.type);
    expect(types.slice(0, 2)).toEqual(['ready', 'open']);
    expect(types.slice(-2)).toEqual(['exit', 'close']);
    expect(onEvent.mock.calls.at(-1)?.[0].payload).toEqual({ reason: 'user' });
  });

  it('should hold the last error event in `error` and give it to onError', async () => {
    // A 500 is not retried: the catalog fails at once, and the widget says so with an `error` event.
    vi.mocked(window.fetch).mockImplementation(() =>
      Promise.resolve(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
    );
    const onError = vi.fn<(event: WidgetEventOf<'error'>) => void>();
    const { result } = renderStrict({ ...TEST_OPTIONS, onError });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.error).toBeNull();

    act(() => result.current.open());

    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toMatchObject({ type: 'error', payload: { code: 'upstream' } });
    expect(onError).toHaveBeenCalledWith(result.current.error);
  });
  it("should forget the last error when the widget is re-created, since it was the old widget's", async () => {
    vi.mocked(window.fetch).mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    const { result, rerender } = renderStrict({ ...TEST_OPTIONS, locale: 'en' });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.open());
    await waitFor(() => expect(result.current.error).not.toBeNull());

    rerender({ ...TEST_OPTIONS, locale: 'fr' });

    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.ready).toBe(true));
  });
});

describe('useRetailSync() across renders', () => {
  it('should keep its widget when only callbacks and inline objects are new, and call the latest callback', async () => {
    const listeners = watchWindowListeners();
    const first = vi.fn<(event: WidgetEvent) => void>();
    const second = vi.fn<(event: WidgetEvent) => void>();
    const { result, rerender } = renderStrict({ ...TEST_OPTIONS, theme: { colorScheme: 'dark' }, onEvent: first });
    await sessionCreated(first);

    rerender({ ...TEST_OPTIONS, theme: { colorScheme: 'dark' }, onEvent: second });
    act(() => result.current.open());

    await waitFor(() => expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: 'open' })));
    expect(first.mock.calls.map(([event]) => event.type)).toEqual(['ready']);
    expect(second.mock.calls[0]?.[0].sessionId).toBe(first.mock.calls[0]?.[0].sessionId);
    expect(listeners.added('message')).toBe(1); // StrictMode's second widget only, none from the re-render
    expect(listeners.live('message')).toBe(1);
  });

  it('should re-create the widget when a value option changes, and destroy the old one', async () => {
    const listeners = watchWindowListeners();
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { result, rerender } = renderStrict({ ...TEST_OPTIONS, locale: 'en', onEvent });
    await sessionCreated(onEvent);

    rerender({ ...TEST_OPTIONS, locale: 'fr', onEvent });

    await waitFor(() => expect(sessionsOf(onEvent).size).toBe(2));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(listeners.live('message')).toBe(1);
    act(() => result.current.open());
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()[0]?.getAttribute('data-retail-sync')).toBe(onEvent.mock.calls.at(-1)?.[0].sessionId);
  });
});
