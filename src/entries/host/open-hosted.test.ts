import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { WidgetEvent } from '../../core/index.ts';
import type { OpenHostedOptions } from './hosted-contract.ts';
import { openHosted, openHostedIn } from './open-hosted.ts';
import { event, FakeHostWindow, FakePopup, HOST, SERVICE } from './test-support/fake-host-window.ts';

/** Until `watchHosted` has loaded (its own chunk, `import()`), the handle only records messages. */
async function watcherLoaded(): Promise<void> {
  await vi.dynamicImportSettled();
}

/** An opened handle whose watcher has loaded. */
async function open(win = new FakeHostWindow()) {
  const handle = openHostedIn({ clientId: 'retailsync-demo', serviceOrigin: SERVICE, variant: 'A', locale: 'fr' }, win);
  const received: WidgetEvent[] = [];
  handle.onAny((item) => received.push(item));
  await watcherLoaded();
  return { win, handle, received };
}

describe('openHosted', () => {
  // The window is a seam of this package's tests (openHostedIn), not a parameter hosts see.
  it('takes the options only', () => {
    expectTypeOf(openHosted).parameters.toEqualTypeOf<[OpenHostedOptions]>();
    expect(openHosted).toHaveLength(1);
  });

  it("opens in the page's own window", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      expect(openHosted({ clientId: 'c', serviceOrigin: SERVICE }).opened).toBe(false);
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^${SERVICE}/hosted/`)),
        expect.any(String),
        expect.any(String),
      );
    } finally {
      open.mockRestore();
    }
  });

  it('opens the hosted page on the service origin with the client, the host origin and the variant', async () => {
    const { win, handle } = await open();
    expect(handle.opened).toBe(true);
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
  });

  it('takes the service origin from hostedUrl when given', () => {
    const win = new FakeHostWindow();
    openHostedIn({ clientId: 'c', hostedUrl: 'https://service.test/widget/hosted.html' }, win);
    const url = new URL(win.opened[0]!.url);
    expect(url.href).toMatch(/^https:\/\/service\.test\/widget\/hosted\.html\?client_id=c&/);
    expect(url.searchParams.get('variant')).toBe('B');
  });

  it('refuses invalid options with a TypeError before opening anything', () => {
    const win = new FakeHostWindow();
    expect(() => openHostedIn({ clientId: '', serviceOrigin: SERVICE }, win)).toThrow(TypeError);
    expect(() => openHostedIn({ clientId: 'c' }, win)).toThrow(TypeError);
    expect(() => openHostedIn({ clientId: 'c', serviceOrigin: `${SERVICE}/path` }, win)).toThrow(TypeError);
    expect(() => openHostedIn({ clientId: 'c', serviceOrigin: '*' }, win)).toThrow(TypeError);
    // The options it shares with create() are checked the same way (options.test.ts has each message).
    expect(() => openHostedIn({ clientId: 'c', serviceOrigin: SERVICE, variant: 'b' as 'B' }, win)).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_ARG_VALUE' }),
    );
    expect(() => openHostedIn({ clientId: 'c', serviceOrigin: SERVICE, locale: 7 as unknown as string }, win)).toThrow(
      /options\.locale/,
    );
    expect(win.opened).toEqual([]);
  });

  it("carries the host's authorizationParams to the hosted page in its URL, one parameter each", () => {
    const win = new FakeHostWindow();
    const authorizationParams = { login_hint: 'user_good', ui_locales: 'fr-CA en', prompt: 'login consent' };
    openHostedIn({ clientId: 'c', serviceOrigin: SERVICE, authorizationParams }, win);
    const query = new URL(win.opened[0]!.url).searchParams;
    expect(query.get('auth.login_hint')).toBe('user_good');
    expect(query.get('auth.ui_locales')).toBe('fr-CA en');
    expect(query.get('auth.prompt')).toBe('login consent');
    expect([...query.keys()].filter((name) => name.startsWith('auth.'))).toHaveLength(3);
  });

  it('keeps the hosted URL bounded: each parameter at most 256 characters, and only the three it takes', () => {
    const win = new FakeHostWindow();
    const longest = { login_hint: 'a'.repeat(256), ui_locales: `${'en '.repeat(84)}fr`, prompt: 'login' };
    openHostedIn({ clientId: 'c', serviceOrigin: SERVICE, authorizationParams: longest }, win);
    expect(win.opened[0]!.url.length).toBeLessThan(1000);
    const tooLong = { login_hint: 'a'.repeat(257) };
    expect(() => openHostedIn({ clientId: 'c', serviceOrigin: SERVICE, authorizationParams: tooLong }, win)).toThrow(
      /options\.authorizationParams\.login_hint must be .* at most 256 characters, got 257 characters/,
    );
    expect(win.opened).toHaveLength(1);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'state (a protocol parameter, as for create())',
      { login_hint: 'ada', state: 'fixed' },
      /authorizationParams\.state cannot be set: state is the widget's own/,
    ],
    ['nonce', { nonce: 'n' }, /authorizationParams\.nonce cannot be set/],
    ['code_challenge', { code_challenge: 'x' }, /authorizationParams\.code_challenge cannot be set/],
    ['the redirect URI', { redirect_uri: 'https://evil.example/' }, /authorizationParams\.redirect_uri cannot be set/],
    [
      "audience, the service's own business",
      { audience: 'https://api.example/' },
      /authorizationParams\.audience cannot be set with openHosted: .*embed with create\(\)/,
    ],
    ["prompt 'none'", { prompt: 'none' }, /authorizationParams\.prompt must be .*\(not 'none'\)/],
  ])(
    'refuses %s in authorizationParams with a TypeError naming it, before opening anything',
    (_case, params, message) => {
      const win = new FakeHostWindow();
      const options = { clientId: 'c', serviceOrigin: SERVICE, authorizationParams: params };
      expect(() => openHostedIn(options as never, win)).toThrow(
        expect.objectContaining({ name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE' }),
      );
      expect(() => openHostedIn(options as never, win)).toThrow(message);
      expect(win.opened).toEqual([]);
    },
  );

  it("refuses resource, saying the hosted page asks for the service's own API and what to do instead", () => {
    const win = new FakeHostWindow();
    const options = { clientId: 'c', serviceOrigin: SERVICE, resource: 'https://api.example/' };
    expect(() => openHostedIn(options as never, win)).toThrow(
      /options\.resource must be left out: the hosted page asks for the service's own API\. To name another resource, embed with create\(\)/,
    );
    expect(win.opened).toEqual([]);
  });

  it("opens the popup in the caller's task and hears it from then on, while the code that checks its messages loads", async () => {
    const win = new FakeHostWindow();
    const handle = openHostedIn({ clientId: 'c', serviceOrigin: SERVICE }, win);
    const received: WidgetEvent[] = [];
    handle.onAny((item) => received.push(item));
    expect(win.opened).toHaveLength(1);
    expect(handle.opened).toBe(true);
    // Only the recorder listens until watchHosted has loaded; no poll yet.
    expect(win.listeners.size).toBe(1);
    expect(win.intervals.size).toBe(0);
    win.deliver(event('ready', { variant: 'B' }));
    win.deliver(event('ready', { variant: 'B' }), 'http://evil.test');

    await watcherLoaded();
    expect(received.map((item) => item.type)).toEqual(['ready']);
    expect(win.listeners.size).toBe(1);
    expect(win.intervals.size).toBe(1);
  });

  it('a blocked popup is a result, not an exception: opened false, closed, and no listener kept', () => {
    const win = new FakeHostWindow(null);
    const handle = openHostedIn({ clientId: 'c', serviceOrigin: SERVICE }, win);
    expect(handle.opened).toBe(false);
    expect(handle.closed).toBe(true);
    expect(handle.on('exit', () => {})).toBeTypeOf('function');
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
  });

  it('a window.open that throws also counts as blocked', () => {
    const win = new FakeHostWindow();
    win.open = () => {
      throw new Error('sandboxed');
    };
    expect(openHostedIn({ clientId: 'c', serviceOrigin: SERVICE }, win).opened).toBe(false);
  });

  it('delivers a valid event from the popup on the service origin', async () => {
    const { win, received } = await open();
    win.deliver(event('sync.completed', { syncId: 's1', ordersFetched: 3 }));
    expect(received.map((item) => item.type)).toEqual(['sync.completed']);
    expect(received[0]!.payload).toEqual({ syncId: 's1', ordersFetched: 3 });
  });

  it.each([
    ['another origin', () => ({ origin: 'http://evil.test' })],
    ['the service origin on another port', () => ({ origin: 'http://localhost:4011' })],
    ['another window on the service origin', () => ({ source: new FakePopup() })],
    ['no source', () => ({ source: null })],
  ])('ignores a message from %s', async (_name, change) => {
    const { win, received } = await open();
    const { origin = SERVICE, source = win.popup } = change() as { origin?: string; source?: unknown };
    win.deliver(event('ready', { variant: 'B' }), origin, source);
    expect(received).toEqual([]);
  });

  it.each([
    [
      'a foreign envelope',
      { source: 'other', version: 1, type: 'ready', sessionId: 'x', timestamp: 1, payload: { variant: 'B' } },
    ],
    ['an unknown type', event('token.issued' as WidgetEvent['type'])],
    ['a smuggled payload field', event('auth.succeeded', { accessToken: 'eyJhbGciOi' })],
    ['a string', 'sync.completed'],
  ])('ignores %s', async (_name, data) => {
    const { win, received } = await open();
    win.deliver(data);
    expect(received).toEqual([]);
  });

  it('on(type) hears only that type, and its unsubscribe stops it', async () => {
    const { win, handle } = await open();
    const completed = vi.fn();
    const unsubscribe = handle.on('sync.completed', completed);
    win.deliver(event('ready', { variant: 'B' }));
    win.deliver(event('sync.completed', { syncId: 's1', ordersFetched: 3 }));
    expect(completed).toHaveBeenCalledTimes(1);
    unsubscribe();
    win.deliver(event('sync.completed', { syncId: 's2', ordersFetched: 4 }));
    expect(completed).toHaveBeenCalledTimes(1);
  });

  it('when the user closes the popup: exit then close (reason user), exactly once, then every listener and timer is gone', async () => {
    const { win, handle, received } = await open();
    win.deliver(event('ready', { variant: 'B' }));
    win.tick();
    expect(received.map((item) => item.type)).toEqual(['ready']);

    win.popup!.closed = true;
    win.tick();
    win.tick();
    expect(received.map((item) => item.type)).toEqual(['ready', 'exit', 'close']);
    expect(received[2]!.payload).toEqual({ reason: 'user' });
    // Same session as the popup's events, so a host can correlate them.
    expect(received[1]!.sessionId).toBe('ws_0123456789abcdef');
    expect(handle.closed).toBe(true);
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
  });

  it('the synthesised exit is a valid envelope even when the popup never spoke', async () => {
    const { win, received } = await open();
    win.popup!.closed = true;
    win.tick();
    expect(received.map((item) => item.type)).toEqual(['exit', 'close']);
    expect(received[0]!.sessionId).toMatch(/^hs_[0-9a-f]{16}$/);
  });

  it('when the widget said exit and close itself, closing adds nothing', async () => {
    const { win, received } = await open();
    win.deliver(event('exit'));
    win.deliver(event('close', { reason: 'user' }));
    win.popup!.closed = true;
    win.tick();
    expect(received.map((item) => item.type)).toEqual(['exit', 'close']);
  });

  it('a listener that throws does not stop the others nor the clean-up', async () => {
    const win = new FakeHostWindow();
    const handle = openHostedIn({ clientId: 'c', serviceOrigin: SERVICE }, win);
    await watcherLoaded();
    const errors: unknown[] = [];
    const onError = (error: unknown): void => {
      errors.push(error);
    };
    process.on('uncaughtException', onError);
    try {
      handle.on('exit', () => {
        throw new Error('host bug');
      });
      const second = vi.fn();
      handle.on('exit', second);
      win.popup!.closed = true;
      win.tick();
      expect(second).toHaveBeenCalledTimes(1);
      expect(win.listeners.size).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).toHaveLength(1);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('close() posts the host close message to the service origin only, closes the popup, and ends quietly', async () => {
    const { win, handle, received } = await open();
    handle.close();
    expect(win.popup!.posted).toEqual([
      { message: { source: 'retail-sync-host', version: 1, type: 'close' }, targetOrigin: SERVICE },
    ]);
    expect(win.popup!.closed).toBe(true);
    expect(handle.closed).toBe(true);
    win.tick();
    win.deliver(event('close', { reason: 'host' }));
    expect(received).toEqual([]);
    expect(win.listeners.size).toBe(0);
    expect(win.intervals.size).toBe(0);
  });
});
