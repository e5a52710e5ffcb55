import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isWidgetEvent,
  widgetEvent,
  type HeadlessWidgetSession,
  type WidgetEnvironment,
  type WidgetSessionOptions,
} from '../../core/index.ts';
import type { MountAppOptions } from '../../ui/index.ts';
import { NOT_OPENED_BY_HOST, startHostedPage, YOU_CAN_CLOSE } from './hosted-page.ts';

const SERVICE = 'http://localhost:4010';
const HOST = 'http://localhost:5173';
const OPENED = `${SERVICE}/hosted/?client_id=retailsync-demo&host_origin=${encodeURIComponent(HOST)}&variant=A&locale=es`;

let windows: HappyWindow[] = [];
afterEach(async () => {
  await Promise.all(windows.map((win) => win.happyDOM.close()));
  windows = [];
});

interface Page {
  win: Window;
  close: ReturnType<typeof vi.fn>;
  fetched: string[];
}

/** A hosted page at `url`, with an opener unless told otherwise, and the registry answering `allowedOrigins`. */
function page(url: string, { allowedOrigins = [HOST], opener = true } = {}): Page {
  const happy = new HappyWindow({ url });
  windows.push(happy);
  const win = happy as unknown as Window;
  // The two elements hosted/index.html gives the page script.
  const mount = win.document.createElement('div');
  mount.id = 'retail-sync-hosted';
  const message = win.document.createElement('p');
  message.id = 'hosted-message';
  message.hidden = true;
  win.document.body.append(mount, message);
  const fetched: string[] = [];
  const close = vi.fn();
  Object.defineProperty(win, 'fetch', {
    value: (input: string) => {
      fetched.push(input);
      return Promise.resolve(Response.json({ clientId: 'retailsync-demo', allowedOrigins }));
    },
  });
  Object.defineProperty(win, 'opener', { value: opener ? new HappyWindow({ url: HOST }) : null });
  Object.defineProperty(win, 'close', { value: close });
  return { win, close, fetched };
}

/** A `pagehide` event of the page's own window (happy-dom's Event, which its dispatch accepts). */
function pageHide(win: Window): Event {
  return new (win as unknown as HappyWindow).Event('pagehide') as unknown as Event;
}

function fakes() {
  const session = {
    open: vi.fn(),
    exit: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((_type: string, _listener: unknown) => () => {}),
    selectRetailer: vi.fn(),
  };
  const created: { options: WidgetSessionOptions; env: WidgetEnvironment }[] = [];
  const mounted: { host: HTMLElement; options: MountAppOptions }[] = [];
  return {
    session,
    created,
    mounted,
    deps: {
      createSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
        created.push({ options, env });
        return session as unknown as HeadlessWidgetSession;
      },
      mount(host: HTMLElement, _session: HeadlessWidgetSession, options: MountAppOptions): () => void {
        mounted.push({ host, options });
        return () => {};
      },
    },
  };
}

describe('the hosted page', () => {
  it('runs the widget against its own origin, signing in by redirect back to itself', async () => {
    const { win } = page(OPENED);
    const { deps, created, mounted, session } = fakes();
    await startHostedPage(win, deps);

    expect(created).toHaveLength(1);
    const { options, env } = created[0]!;
    expect(options).toMatchObject({
      issuer: `${SERVICE}/oauth`,
      clientId: 'retailsync-demo',
      apiBaseUrl: `${SERVICE}/a`,
      variant: 'A',
      redirectUri: `${SERVICE}/hosted/`,
      pageRedirectUri: `${SERVICE}/hosted/`,
    });
    // No popup from the popup: the session falls back to the full-page redirect.
    expect(env.openPopup('retail-sync-signin-test')).toBeNull();
    expect(mounted).toHaveLength(1);
    expect(mounted[0]!.host.id).toBe('retail-sync-hosted');
    expect(mounted[0]!.options.locale).toBe('es');
    expect(session.open).toHaveBeenCalledTimes(1);
    // The retailer picked before the sign-in is remembered over the redirect (hosted-resume.ts).
    expect(session.on.mock.calls.map(([type]) => type)).toContain('auth.started');
  });

  it("opens at the host's target from the query", async () => {
    const { win } = page(`${OPENED}&retailerId=1002&reconnect=true`);
    const { deps, session } = fakes();
    await startHostedPage(win, deps);
    expect(session.open).toHaveBeenCalledWith({ retailerId: 1002, reconnect: true });
  });

  it("back from a sign-in for a retailer the shopper picked, that retailer wins over the host's target", async () => {
    const { win } = page(`${OPENED}&view=connections`);
    win.sessionStorage.setItem('retail-sync:hosted-retailer', '1003');
    const { deps, session } = fakes();
    await startHostedPage(win, deps);
    expect(session.open).toHaveBeenCalledWith(undefined);
  });

  it("speaks the sign-in's ui_locales when the host gave no locale, the first the widget ships", async () => {
    const { win } = page(OPENED.replace('&locale=es', '') + '&auth.ui_locales=xx%20he-IL%20de');
    const { deps, mounted } = fakes();
    await startHostedPage(win, deps);
    expect(mounted[0]!.options.locale).toBe('he-IL');
  });

  it("keeps the host's locale over ui_locales", async () => {
    const { win } = page(`${OPENED}&auth.ui_locales=de`);
    const { deps, mounted } = fakes();
    await startHostedPage(win, deps);
    expect(mounted[0]!.options.locale).toBe('es');
  });

  it("signs in with the host's authorizationParams from the query", async () => {
    const { win } = page(`${OPENED}&auth.login_hint=user_good&auth.prompt=login`);
    const { deps, created } = fakes();
    await startHostedPage(win, deps);
    expect(created[0]!.options.authorizationParams).toEqual({ login_hint: 'user_good', prompt: 'login' });
  });

  it('a URL edited to carry a protocol parameter: says so to the shopper (code and words), tells the host, signs in with nothing', async () => {
    const { win } = page(`${OPENED}&auth.state=fixed`);
    const posted: { data: unknown; origin: string }[] = [];
    Object.defineProperty(win.opener, 'postMessage', {
      value: (data: unknown, origin: string) => posted.push({ data, origin }),
    });
    const { deps, created, mounted } = fakes();
    expect(await startHostedPage(win, deps)).toBeNull();
    expect(created).toEqual([]);
    expect(mounted).toEqual([]);
    const message = win.document.getElementById('hosted-message')!;
    expect(message.hidden).toBe(false);
    expect(message.textContent).toContain('invalid_authorization_params');
    expect(message.textContent).toMatch(/cannot sign you in.*authorizationParams\.state cannot be set/);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.origin).toBe(HOST);
    expect(isWidgetEvent(posted[0]!.data)).toBe(true);
    expect(posted[0]!.data).toMatchObject({ type: 'error', payload: { code: 'invalid_authorization_params' } });
  });

  it('a refused URL tells an unregistered host nothing', async () => {
    const { win } = page(`${OPENED}&auth.prompt=none`, { allowedOrigins: [] });
    const posted: unknown[] = [];
    Object.defineProperty(win.opener, 'postMessage', { value: (data: unknown) => posted.push(data) });
    const { deps, created } = fakes();
    expect(await startHostedPage(win, deps)).toBeNull();
    expect(created).toEqual([]);
    expect(win.document.getElementById('hosted-message')!.textContent).toMatch(/prompt must be/);
    expect(posted).toEqual([]);
  });

  it('posts events to a registered host origin only', async () => {
    const { win, fetched } = page(OPENED);
    const { deps, created } = fakes();
    await startHostedPage(win, deps);
    expect(fetched).toEqual([`${SERVICE}/clients/retailsync-demo/origins`]);
    expect(created[0]!.options.messaging).toEqual({ mode: 'hosted', hostOrigin: HOST, tells: expect.any(Function) });
  });

  it('tells the host ready and open once per popup: the load back from the sign-in keeps them', async () => {
    const { win } = page(OPENED);
    const { deps, created } = fakes();
    const told = (load: number, type: 'ready' | 'open'): boolean | undefined => {
      const messaging = created[load]!.options.messaging;
      if (messaging?.mode !== 'hosted') return undefined;
      const event =
        type === 'ready' ? widgetEvent('ready', { variant: 'A' }, 'ws_1', 1) : widgetEvent('open', {}, 'ws_1', 1);
      return messaging.tells?.(event);
    };
    await startHostedPage(win, deps);
    expect([told(0, 'ready'), told(0, 'open')]).toEqual([true, true]);
    // The same popup, back from the provider: same window, same sessionStorage, a new session.
    await startHostedPage(win, deps);
    expect([told(1, 'ready'), told(1, 'open')]).toEqual([false, false]);
  });

  it('sends no events when the host origin is not registered for the client', async () => {
    const { win } = page(OPENED, { allowedOrigins: ['http://localhost:9999'] });
    const { deps, created } = fakes();
    await startHostedPage(win, deps);
    expect(created[0]!.options.messaging).toEqual({ mode: 'none' });
  });

  it('sends no events, and asks nothing, without an opener', async () => {
    const { win, fetched } = page(OPENED, { opener: false });
    const { deps, created } = fakes();
    await startHostedPage(win, deps);
    expect(fetched).toEqual([]);
    expect(created[0]!.options.messaging).toEqual({ mode: 'none' });
  });

  it("reached without the host's query, it says so and starts nothing", async () => {
    const { win } = page(`${SERVICE}/hosted/`);
    const { deps, created } = fakes();
    expect(await startHostedPage(win, deps)).toBeNull();
    expect(created).toEqual([]);
    const message = win.document.getElementById('hosted-message')!;
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe(NOT_OPENED_BY_HOST);
  });

  it('the user closing the widget tells the host (exit), ends the session and closes the window', async () => {
    const { win, close } = page(OPENED);
    const { deps, mounted, session } = fakes();
    await startHostedPage(win, deps);
    mounted[0]!.options.onClose!();
    expect(session.exit).toHaveBeenCalledTimes(1);
    expect(session.destroy).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(win.document.getElementById('hosted-message')!.textContent).toBe(YOU_CAN_CLOSE);
  });

  describe('sent here by full-page redirect (return_to)', () => {
    const RETURN_TO = `${HOST}/demo/host/hosted-redirect.html`;
    const NONCE = 'n0nce-made-by-the-host-0123456789';
    const BY_REDIRECT = `${OPENED}&return_to=${encodeURIComponent(RETURN_TO)}&result_nonce=${NONCE}`;

    /** The page with no opener, the service signing every result as "signed", and `replace` recorded. */
    function redirectPage(url: string) {
      const made = page(url, { opener: false });
      const posted: unknown[] = [];
      Object.defineProperty(made.win, 'fetch', {
        value: (input: string, init?: RequestInit) => {
          made.fetched.push(input);
          if (init?.method === 'POST') posted.push(JSON.parse(init.body as string));
          return Promise.resolve(Response.json({ result: 'signed' }));
        },
      });
      const replace = vi.spyOn(made.win.location, 'replace').mockImplementation(() => {});
      return { ...made, posted, replace };
    }

    it('closing the widget ends the session and goes back to returnTo with the signed outcome, window left open', async () => {
      const { win, close, posted, replace } = redirectPage(BY_REDIRECT);
      const { deps, mounted, session } = fakes();
      await startHostedPage(win, deps);
      mounted[0]!.options.onClose!();
      expect(session.destroy).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
      expect(posted).toEqual([{ clientId: 'retailsync-demo', returnTo: RETURN_TO, nonce: NONCE, outcome: 'exit' }]);
      expect(replace).toHaveBeenCalledWith(`${RETURN_TO}#retail_sync_result=signed`);
      expect(close).not.toHaveBeenCalled();
    });

    it('keeps the way back over the sign-in round trip', async () => {
      const first = redirectPage(BY_REDIRECT);
      await startHostedPage(first.win, fakes().deps);
      const back = redirectPage(`${SERVICE}/hosted/`);
      back.win.sessionStorage.setItem(
        'retail-sync:hosted-params',
        first.win.sessionStorage.getItem('retail-sync:hosted-params')!,
      );
      const { deps, mounted } = fakes();
      await startHostedPage(back.win, deps);
      mounted[0]!.options.onClose!();
      await vi.waitFor(() => expect(back.replace).toHaveBeenCalledTimes(1));
      expect(back.posted).toMatchObject([{ returnTo: RETURN_TO, nonce: NONCE }]);
    });

    it('refused sign-in parameters go back at once as an error', async () => {
      const { win, posted, replace } = redirectPage(`${BY_REDIRECT}&auth.state=fixed`);
      const { deps, created } = fakes();
      expect(await startHostedPage(win, deps)).toBeNull();
      expect(created).toEqual([]);
      expect(posted).toMatchObject([{ outcome: 'error', code: 'invalid_authorization_params' }]);
      expect(replace).toHaveBeenCalledTimes(1);
    });
  });

  it('drops an authorization response from its address before its first await, and hands it to the session', async () => {
    const arrived = `${OPENED}&code=c&state=s&iss=i&session_state=x`;
    const { win } = page(arrived);
    const { deps, created } = fakes();
    const starting = startHostedPage(win, deps);
    expect(win.location.href).toBe(OPENED);
    await starting;
    // The session's redirect resume reads the response there, and drops it as usual.
    const { location } = created[0]!.env;
    expect(location.href()).toBe(arrived);
    location.replace(OPENED);
    expect(location.href()).toBe(OPENED);
    expect(win.location.href).toBe(OPENED);
  });

  it('drops an authorization response from its address even when no host opened it', async () => {
    const { win } = page(`${SERVICE}/hosted/?code=c&state=s`);
    expect(await startHostedPage(win, fakes().deps)).toBeNull();
    expect(win.location.href).toBe(`${SERVICE}/hosted/`);
  });

  it('the window going away ends the session, whose tokens are then revoked; a page kept to come back to does not', async () => {
    const { win } = page(OPENED);
    const { deps, session } = fakes();
    await startHostedPage(win, deps);
    const kept = pageHide(win);
    Object.defineProperty(kept, 'persisted', { value: true });
    win.dispatchEvent(kept);
    expect(session.destroy).not.toHaveBeenCalled();
    win.dispatchEvent(pageHide(win));
    expect(session.destroy).toHaveBeenCalledTimes(1);
  });

  it("the host's close message closes the window", async () => {
    const { win, close } = page(OPENED);
    const { deps, created } = fakes();
    await startHostedPage(win, deps);
    created[0]!.options.onHostClose!();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
