import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetWithSession } from './create-widget.ts';
import type { RetailSyncGlobal, RetailSyncLoaderGlobal } from './globals.ts';
import { createLoader } from './loader.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from './test-support/offline-fetch.ts';

const BUNDLE = { file: 'retail-sync.js', integrity: 'sha384-bundle' };
/** src/ui/load-script.ts's one message for a file that failed to load or did not register. */
const FAILED = 'RetailSync: retail-sync.js failed to load or defined nothing';
const globals = globalThis as { __RETAIL_SYNC_VERSION__?: string };

/** A bundle double: its widgets record what the loader forwards to them. */
function fakeBundle() {
  const widgets: (WidgetWithSession & { listeners: Map<string, ((event: unknown) => void)[]> })[] = [];
  const create = vi.fn(() => {
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    const listen = (type: string, listener: (event: unknown) => void): (() => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () =>
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((other) => other !== listener),
        );
    };
    const widget = {
      listeners,
      session: { sessionId: `session-${widgets.length}` },
      open: vi.fn(),
      close: vi.fn(),
      destroy: vi.fn(),
      on: vi.fn(listen),
      // Every event's listeners, under '*'.
      onAny: vi.fn((listener: (event: unknown) => void) => listen('*', listener)),
    } as unknown as WidgetWithSession & { listeners: Map<string, ((event: unknown) => void)[]> };
    widgets.push(widget);
    return widget;
  });
  const bundle = { create, openHosted: vi.fn(), version: 'bundle' } as unknown as RetailSyncGlobal;
  return { bundle, create, widgets };
}

/**
 * Scripts appended to <head> never reach a network here: `arrive` decides what each one does when
 * the browser would have run it (register the bundle, fail, ...), then `load` fires as in a browser.
 */
function interceptScripts(arrive: (script: HTMLScriptElement) => 'load' | 'error' | Promise<'load' | 'error'>) {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      appended.push(script);
      setTimeout(() => {
        void Promise.resolve(arrive(script)).then((outcome) => {
          if (outcome === 'load') script.onload?.(new Event('load'));
          else script.onerror?.(new Event('error'));
        });
      }, 0);
    }
  });
  return appended;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  globals.__RETAIL_SYNC_VERSION__ = '9.9.9-test';
});
afterEach(() => {
  vi.restoreAllMocks();
  delete globals.__RETAIL_SYNC_VERSION__;
});

describe('createLoader()', () => {
  let loader: RetailSyncLoaderGlobal;
  beforeEach(() => {
    loader = createLoader(window, BUNDLE);
  });

  it('should give a frozen global and handles at once, and fetch nothing before open()', async () => {
    const appended = interceptScripts(() => 'load');
    const widget = loader.create(TEST_OPTIONS);
    widget.on('open', vi.fn());
    widget.close();
    await settle();

    expect(Object.isFrozen(loader)).toBe(true);
    expect(Object.keys(loader).sort()).toEqual([
      'create',
      'openHosted',
      'readHostedResult',
      'register',
      'startHostedRedirect',
      'version',
    ]);
    expect(widget.session).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it("should throw a bad option's TypeError from create() at once, as the bundle would, and fetch nothing", async () => {
    const appended = interceptScripts(() => 'load');

    expect(() => loader.create({ ...TEST_OPTIONS, issuer: 'http://id.example.com/oauth' })).toThrow(
      expect.objectContaining({
        name: 'TypeError',
        code: 'ERR_INVALID_ARG_VALUE',
        message: expect.stringMatching(/^RetailSync: options\.issuer must be an https URL/) as unknown,
      }),
    );
    await settle();
    expect(appended).toEqual([]);
  });

  it('should load the bundle and create the widget at once when the page comes back from the full-page sign-in', async () => {
    const { bundle, create, widgets } = fakeBundle();
    const appended = interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    history.replaceState(null, '', '/?code=c-1&state=s-1');
    try {
      loader.create(TEST_OPTIONS);
      await settle();
    } finally {
      history.replaceState(null, '', '/');
    }

    expect(appended).toHaveLength(1);
    expect(create.mock.calls).toEqual([[TEST_OPTIONS]]);
    // Not opened by the loader: the widget shows itself where the shopper was (create-widget.ts).
    expect(widgets[0]!.open).not.toHaveBeenCalled();
  });

  it('should fetch the bundle once, from its own directory with the SRI hash, and open every widget that asked', async () => {
    const { bundle, create, widgets } = fakeBundle();
    const appended = interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    const first = loader.create(TEST_OPTIONS);
    const second = loader.create({ ...TEST_OPTIONS, locale: 'fr' });

    first.open();
    first.open();
    second.open();
    await settle();

    expect(appended).toHaveLength(1);
    // Next to the loader's script (no script here: the document's base; load-script.test.ts has the rest).
    expect(appended[0]!.src).toBe(new URL('retail-sync.js', document.baseURI).href);
    expect(appended[0]!.integrity).toBe('sha384-bundle');
    expect(appended[0]!.crossOrigin).toBe('anonymous');
    expect(create.mock.calls).toEqual([[TEST_OPTIONS], [{ ...TEST_OPTIONS, locale: 'fr' }]]);
    expect(widgets.map((widget) => vi.mocked(widget.open).mock.calls.length)).toEqual([1, 1]);
    expect(first.session).toBe(widgets[0]!.session);

    // Loaded: calls go straight through.
    first.close();
    first.open();
    expect(widgets[0]!.close).toHaveBeenCalledOnce();
    expect(widgets[0]!.open).toHaveBeenCalledTimes(2);
  });

  it("should pass open()'s target through to the widget, once loaded and then straight (the bundle checks it)", async () => {
    const { bundle, widgets } = fakeBundle();
    interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    const widget = loader.create(TEST_OPTIONS);

    widget.open({ retailerId: 1002, reconnect: true });
    await settle();

    expect(widgets[0]!.open).toHaveBeenCalledWith({ retailerId: 1002, reconnect: true });
    widget.open({ view: 'connections' });
    expect(widgets[0]!.open).toHaveBeenLastCalledWith({ view: 'connections' });
  });

  it('should load nothing more once the bundle has registered, whether it fetched it or the page had it, and keep the first', async () => {
    const { bundle, create } = fakeBundle();
    const appended = interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    loader.create(TEST_OPTIONS).open();
    await settle();
    loader.create(TEST_OPTIONS).open();
    await settle();
    expect(appended).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(2);

    // The page's own copy of the bundle, run after the loader, registers before any open().
    const other = createLoader(window, BUNDLE);
    const { bundle: pages, widgets } = fakeBundle();
    other.register(pages);
    // A second copy (another version, say) does not replace it.
    other.register(fakeBundle().bundle);
    other.create(TEST_OPTIONS).open();
    await settle();
    expect(appended).toHaveLength(1);
    expect(widgets[0]!.open).toHaveBeenCalledOnce();
  });

  it('should hand listeners registered before the bundle to the widget, except those unsubscribed', async () => {
    const { bundle, widgets } = fakeBundle();
    interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    const widget = loader.create(TEST_OPTIONS);
    const kept = vi.fn();
    const dropped = vi.fn();
    const offKept = widget.on('sync.completed', kept);
    widget.on('open', dropped)();

    widget.open();
    await settle();
    widgets[0]!.listeners.get('sync.completed')?.forEach((listener) => listener({ type: 'sync.completed' }));

    expect(kept).toHaveBeenCalledWith({ type: 'sync.completed' });
    expect(widgets[0]!.listeners.get('open')).toBeUndefined();
    // The unsubscribe taken before the load still works after it.
    offKept();
    expect(widgets[0]!.listeners.get('sync.completed')).toEqual([]);
  });

  it('should hand onAny() listeners registered before the bundle to the widget, except those unsubscribed', async () => {
    const { bundle, widgets } = fakeBundle();
    interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    const widget = loader.create(TEST_OPTIONS);
    const kept = vi.fn();
    const dropped = vi.fn();
    const offKept = widget.onAny(kept);
    widget.onAny(dropped)();

    widget.open();
    await settle();
    widgets[0]!.listeners.get('*')?.forEach((listener) => listener({ type: 'ready' }));

    expect(kept).toHaveBeenCalledWith({ type: 'ready' });
    expect(dropped).not.toHaveBeenCalled();
    offKept();
    expect(widgets[0]!.listeners.get('*')).toEqual([]);
  });

  it('should not open a widget closed, nor create one destroyed, while the bundle was on its way', async () => {
    const { bundle, create, widgets } = fakeBundle();
    interceptScripts(() => {
      loader.register(bundle);
      return 'load';
    });
    const closed = loader.create(TEST_OPTIONS);
    const destroyed = loader.create(TEST_OPTIONS);

    closed.open();
    closed.close();
    destroyed.open();
    destroyed.destroy();
    destroyed.open();
    await settle();

    expect(create).toHaveBeenCalledOnce();
    expect(widgets[0]!.open).not.toHaveBeenCalled();
    expect(destroyed.session).toBeUndefined();
  });

  it('should log a failed load and try again on the next open()', async () => {
    const { bundle, widgets } = fakeBundle();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const appended = interceptScripts(() => {
      attempts += 1;
      if (attempts === 1) return 'error';
      loader.register(bundle);
      return 'load';
    });
    const widget = loader.create(TEST_OPTIONS);

    widget.open();
    await settle();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: FAILED }));
    expect(widgets).toEqual([]);

    widget.open();
    await settle();
    expect(appended).toHaveLength(2);
    expect(widgets[0]!.open).toHaveBeenCalledOnce();
  });

  it('should refuse a file that loads without registering', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    interceptScripts(() => 'load');

    loader.create(TEST_OPTIONS).open();
    await settle();

    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: FAILED }));
  });
});

describe("the loader's openHosted()", () => {
  beforeEach(() => {
    vi.stubGlobal('__RETAIL_SYNC_HOSTED__', { file: 'retail-sync.hosted.js', integrity: 'sha384-hosted' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("should open the popup in the click and load only the hosted opener's file, never the widget", async () => {
    const popup = {
      closed: false,
      close: vi.fn(function (this: { closed: boolean }) {
        this.closed = true;
      }),
    };
    const opened = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const appended = interceptScripts(() => 'error');
    const loader = createLoader(window, BUNDLE);

    const handle = loader.openHosted({ clientId: 'retailsync-demo', serviceOrigin: 'https://service.example' });
    const types: string[] = [];
    handle.onAny((event) => types.push(event.type));

    // Synchronously, before anything loaded: a popup opened after an await would be blocked.
    expect(opened).toHaveBeenCalledOnce();
    expect(String(opened.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/service\.example\/hosted\/\?client_id=retailsync-demo&/,
    );
    expect(handle.opened).toBe(true);
    await settle();
    expect(appended.map((script) => [new URL(script.src).pathname.split('/').at(-1), script.integrity])).toEqual([
      ['retail-sync.hosted.js', 'sha384-hosted'],
    ]);
    // It failed to load here: the handle says so and the popup is closed.
    expect(types).toEqual(['error', 'exit', 'close']);
    expect(popup.close).toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});

describe("the loader's hosted redirect: startHostedRedirect() and readHostedResult()", () => {
  const RESULT = { file: 'retail-sync.result.js', integrity: 'sha384-result' };
  beforeEach(() => {
    vi.stubGlobal('__RETAIL_SYNC_RESULT__', RESULT);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    delete window.RetailSyncVerifyResult;
  });

  it('should answer no_result for a plain address without loading anything', async () => {
    const appended = interceptScripts(() => 'load');
    const loader = createLoader(window, BUNDLE);

    const answer = await loader.readHostedResult('https://shop.example/return.html');

    expect(answer).toEqual({ error: expect.objectContaining({ code: 'no_result' }) as unknown });
    expect(appended).toEqual([]);
  });

  it("should load only the verifier's file, with its SRI hash, to check a result of the redirect it started", async () => {
    const assign = vi.fn();
    const win = Object.create(window, { location: { value: { origin: 'https://shop.example', assign } } }) as Window;
    const verify = vi.fn(() => Promise.resolve({ result: { outcome: 'exit' as const, retailerIds: [] } }));
    const appended = interceptScripts(() => {
      window.RetailSyncVerifyResult = verify;
      return 'load';
    });
    const loader = createLoader(win, BUNDLE);
    const returnTo = 'https://shop.example/return.html';

    loader.startHostedRedirect({ clientId: 'retailsync-demo', serviceOrigin: 'https://service.example', returnTo });
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^https:\/\/service\.example\/hosted\/\?.*return_to=/);
    const answer = await loader.readHostedResult(`${returnTo}#retail_sync_result=a.b.c`);

    expect(answer).toEqual({ result: { outcome: 'exit', retailerIds: [] } });
    expect(appended.map((script) => [new URL(script.src).pathname.split('/').at(-1), script.integrity])).toEqual([
      ['retail-sync.result.js', 'sha384-result'],
    ]);
    expect(verify).toHaveBeenCalledWith(
      'a.b.c',
      expect.objectContaining({ clientId: 'retailsync-demo', issuer: 'https://service.example/oauth', returnTo }),
      expect.any(Function),
    );
  });

  it("should answer network when the verifier's file does not load", async () => {
    interceptScripts(() => 'error');
    const loader = createLoader(window, BUNDLE);
    sessionStorage.setItem(
      'retail-sync:hosted-redirect',
      JSON.stringify({
        nonce: 'n',
        clientId: 'c',
        issuer: 'https://service.example/oauth',
        returnTo: 'https://shop.example/',
      }),
    );

    const answer = await loader.readHostedResult('https://shop.example/#retail_sync_result=a.b.c');

    expect(answer).toEqual({ error: expect.objectContaining({ code: 'network' }) as unknown });
  });
});

describe('the loader with the real bundle entry', () => {
  beforeEach(() => {
    delete window.RetailSync;
    stubOfflineFetch();
  });
  afterEach(() => {
    for (const widget of widgetHosts()) widget.remove();
    delete window.RetailSync;
  });

  it("should have the bundle register with the loader's global, which stays, and show the dialog", async () => {
    const loader = createLoader(window, BUNDLE);
    (window as { RetailSync?: unknown }).RetailSync = loader;
    // "Running" the fetched file: the script-tag entry, as the IIFE runs it.
    interceptScripts(async () => {
      vi.resetModules();
      await import('./script-tag.ts');
      return 'load' as const;
    });
    const widget = loader.create(TEST_OPTIONS);
    const opened = vi.fn();
    widget.on('open', opened);

    widget.open();
    // The import stands in for fetching and running the bundle: a fresh module graph of the whole
    // widget, which takes over a second on a busy machine (waitFor's default is one second).
    await vi.waitFor(() => expect(openDialogs()).toHaveLength(1), { timeout: 4000 });

    expect(window.RetailSync).toBe(loader);
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'open', sessionId: widget.session?.sessionId }),
    );
    widget.destroy();
    expect(widgetHosts()).toEqual([]);
  });
});
