import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWidgetEvent, type WidgetEvent } from '../../core/index.ts';
import { watchHosted } from './watch-hosted.ts';
import { loadHostedFile, openHostedLater } from './open-hosted.script.ts';
import { event, FakeHostWindow, HOST, SERVICE } from './test-support/fake-host-window.ts';
import { interceptScripts } from '../../ui/test-support/intercept-scripts.ts';

const HOSTED = { file: 'retail-sync.hosted.js', integrity: 'sha384-hosted' };

/** The hosted file's load, settled by the test: `arrive()` as if it ran, `fail()` as if it did not. */
function controlledLoad() {
  let settle: { resolve(watch: typeof watchHosted): void; reject(error: Error): void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof watchHosted>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    async arrive() {
      settle!.resolve(watchHosted);
      await Promise.resolve();
    },
    async fail() {
      settle!.reject(new Error('RetailSync: retail-sync.hosted.js failed to load'));
      await Promise.resolve();
    },
  };
}

function open(win = new FakeHostWindow()) {
  const file = controlledLoad();
  const handle = openHostedLater(
    { clientId: 'retailsync-demo', serviceOrigin: SERVICE, variant: 'A', locale: 'fr' },
    win,
    file.load,
  );
  const received: WidgetEvent[] = [];
  handle.onAny((item) => received.push(item));
  return { win, handle, received, file };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openHostedLater (RetailSync.openHosted in the script-tag bundle)', () => {
  it('opens the hosted page synchronously, with its final URL, and returns the handle before the hosted file has loaded', () => {
    const { win, handle, file } = open();
    expect(win.opened).toHaveLength(1);
    const url = new URL(win.opened[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SERVICE}/hosted/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'retailsync-demo',
      host_origin: HOST,
      variant: 'A',
      locale: 'fr',
    });
    expect(win.opened[0]!.features).toContain('popup');
    expect(handle.opened).toBe(true);
    expect(handle.closed).toBe(false);
    expect(file.load).toHaveBeenCalledOnce();
    // Only the recorder listens until the file has run; no poll yet.
    expect(win.listeners.size).toBe(1);
    expect(win.intervals.size).toBe(0);
  });

  it('refuses invalid options with a TypeError before opening or loading anything', () => {
    const win = new FakeHostWindow();
    const file = controlledLoad();
    expect(() => openHostedLater({ clientId: '', serviceOrigin: SERVICE }, win, file.load)).toThrow(TypeError);
    expect(() => openHostedLater({ clientId: 'c' }, win, file.load)).toThrow(TypeError);
    expect(() => openHostedLater({ clientId: 'c', serviceOrigin: `${SERVICE}/path` }, win, file.load)).toThrow(
      TypeError,
    );
    expect(() => openHostedLater({ clientId: 'c', hostedUrl: 'data:text/html,hi' }, win, file.load)).toThrow(TypeError);
    expect(() =>
      openHostedLater({ clientId: 'c', serviceOrigin: SERVICE, locale: 7 as unknown as string }, win, file.load),
    ).toThrow(/options\.locale/);
    expect(win.opened).toEqual([]);
    expect(file.load).not.toHaveBeenCalled();
  });

  it('a blocked popup is a result: opened false, closed, nothing loaded and no listener kept', () => {
    const win = new FakeHostWindow(null);
    const file = controlledLoad();
    const handle = openHostedLater({ clientId: 'c', serviceOrigin: SERVICE }, win, file.load);
    expect(handle.opened).toBe(false);
    expect(handle.closed).toBe(true);
    expect(handle.on('exit', () => {})).toBeTypeOf('function');
    expect(file.load).not.toHaveBeenCalled();
    expect(win.listeners.size).toBe(0);
  });

  it('a message the popup sends before the hosted file has run is delivered once it has, through the same checks', async () => {
    const { win, received, file } = open();
    win.deliver(event('ready', { variant: 'A' }));
    win.deliver(event('open'), 'http://evil.test');
    win.deliver(event('open'), SERVICE, {});
    win.deliver({ ...event('open'), payload: { accessToken: 'eyJhbGciOi' } });
    expect(received).toEqual([]);

    await file.arrive();
    expect(received.map((item) => item.type)).toEqual(['ready']);
    // The recorder gave way to watchHosted's own listener, and the poll runs.
    expect(win.listeners.size).toBe(1);
    expect(win.intervals.size).toBe(1);
    win.deliver(event('sync.completed', { syncId: 's1', ordersFetched: 3 }));
    expect(received.map((item) => item.type)).toEqual(['ready', 'sync.completed']);
  });

  it('on() called before the load hears the events after it, and its unsubscribe works either side of the load', async () => {
    const { win, handle, file } = open();
    const completed = vi.fn();
    const dropped = vi.fn();
    handle.on('sync.completed', completed);
    const unsubscribe = handle.on('sync.completed', dropped);
    unsubscribe();
    const later = vi.fn();
    const unsubscribeLater = handle.on('sync.completed', later);

    await file.arrive();
    win.deliver(event('sync.completed', { syncId: 's1', ordersFetched: 3 }));
    unsubscribeLater();
    win.deliver(event('sync.completed', { syncId: 's2', ordersFetched: 4 }));
    expect(completed).toHaveBeenCalledTimes(2);
    expect(dropped).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('the user closes the popup, even before the load: exit then close (reason user), once, then nothing is left', async () => {
    const { win, handle, received, file } = open();
    win.popup!.closed = true;
    expect(handle.closed).toBe(true);
    await file.arrive();
    win.tick();
    win.tick();
    expect(received.map((item) => item.type)).toEqual(['exit', 'close']);
    expect(received[1]!.payload).toEqual({ reason: 'user' });
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
  });

  it('close() before the load closes the popup, keeps nothing, and the load that ends later starts nothing', async () => {
    const { win, handle, received, file } = open();
    handle.close();
    expect(win.popup!.closed).toBe(true);
    expect(handle.closed).toBe(true);
    expect(win.listeners.size).toBe(0);

    await file.arrive();
    win.deliver(event('close', { reason: 'host' }));
    win.tick();
    expect(received).toEqual([]);
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
    handle.close();
  });

  it("close() after the load is watchHosted's: the host close message to the service origin only, then the popup closes", async () => {
    const { win, handle, received, file } = open();
    await file.arrive();
    handle.close();
    expect(win.popup!.posted).toEqual([
      { message: { source: 'retail-sync-host', version: 1, type: 'close' }, targetOrigin: SERVICE },
    ]);
    expect(win.popup!.closed).toBe(true);
    expect(handle.closed).toBe(true);
    win.tick();
    expect(received).toEqual([]);
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
  });

  it('a failed load logs the error, says error (network), exit and close once, closes the popup and keeps nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { win, handle, received, file } = open();
    const exit = vi.fn();
    handle.on('exit', exit);

    await file.fail();
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('retail-sync.hosted.js failed to load');
    expect(received.map((item) => item.type)).toEqual(['error', 'exit', 'close']);
    expect(received.map((item) => item.payload)).toEqual([{ code: 'network' }, {}, { reason: 'user' }]);
    expect(received.every((item) => isWidgetEvent(item))).toBe(true);
    expect(new Set(received.map((item) => item.sessionId)).size).toBe(1);
    expect(exit).toHaveBeenCalledOnce();
    expect(win.popup!.closed).toBe(true);
    expect(handle.closed).toBe(true);
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
    handle.close();
    expect(received).toHaveLength(3);
  });

  it('hosted code that throws while taking over ends the handle as a failed load does, instead of going silent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = new FakeHostWindow();
    const broken = (() => {
      throw new TypeError('not the hosted file we expect');
    }) as unknown as typeof watchHosted;
    const handle = openHostedLater({ clientId: 'retailsync-demo', serviceOrigin: SERVICE }, win, () =>
      Promise.resolve(broken),
    );
    const received: WidgetEvent[] = [];
    handle.onAny((item) => received.push(item));

    await vi.waitFor(() => expect(received.map((item) => item.type)).toEqual(['error', 'exit', 'close']));
    expect(logged).toHaveBeenCalledOnce();
    expect(win.popup!.closed).toBe(true);
    expect(win.listeners.size).toBe(0);
  });

  it('a load that fails after the host closed the handle says nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, received, file } = open();
    handle.close();
    await file.fail();
    expect(received).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('loadHostedFile()', () => {
  beforeEach(() => {
    vi.stubGlobal('__RETAIL_SYNC_HOSTED__', HOSTED);
    delete window.RetailSyncHosted;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.RetailSyncHosted;
  });

  it("runs the hosted file from the bundle's directory with its SRI hash, and takes what it defines", async () => {
    const appended = interceptScripts((script) => {
      window.RetailSyncHosted = watchHosted;
      script.onload?.(new Event('load'));
    });
    await expect(loadHostedFile()).resolves.toBe(watchHosted);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(new URL(HOSTED.file, document.baseURI).href);
    expect(appended[0]!.integrity).toBe(HOSTED.integrity);
    expect(appended[0]!.crossOrigin).toBe('anonymous');

    // Once it has run, the next popup needs no second copy.
    await expect(loadHostedFile()).resolves.toBe(watchHosted);
    expect(appended).toHaveLength(1);
  });

  it('loads the file once for calls made before it has run', async () => {
    const appended = interceptScripts((script) => {
      window.RetailSyncHosted = watchHosted;
      script.onload?.(new Event('load'));
    });
    const [first, second] = await Promise.all([loadHostedFile(), loadHostedFile()]);
    expect(first).toBe(watchHosted);
    expect(second).toBe(watchHosted);
    expect(appended).toHaveLength(1);
  });

  it('does not take a window property that is not a function (an element with id="RetailSyncHosted")', async () => {
    (window as unknown as Record<string, unknown>)['RetailSyncHosted'] = document.createElement('div');
    const appended = interceptScripts((script) => {
      script.onload?.(new Event('load'));
    });
    await expect(loadHostedFile()).rejects.toThrow(/retail-sync\.hosted\.js failed to load/);
    expect(appended).toHaveLength(1);
  });

  it('rejects when the file fails to load, or runs and defines nothing; the next call tries again', async () => {
    let outcome: 'error' | 'empty' | 'ok' = 'error';
    const appended = interceptScripts((script) => {
      if (outcome === 'error') {
        script.onerror?.(new Event('error'));
        return;
      }
      if (outcome === 'ok') window.RetailSyncHosted = watchHosted;
      script.onload?.(new Event('load'));
    });
    await expect(loadHostedFile()).rejects.toThrow(/retail-sync\.hosted\.js failed to load/);
    outcome = 'empty';
    await expect(loadHostedFile()).rejects.toThrow(/retail-sync\.hosted\.js failed to load/);
    outcome = 'ok';
    await expect(loadHostedFile()).resolves.toBe(watchHosted);
    expect(appended).toHaveLength(3);
  });
});
