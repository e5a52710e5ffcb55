import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { WidgetEvent } from '../../core/index.ts';
import type { RetailSyncOptions } from './options.ts';
import { createWidget, type RetailSyncWidget } from './create-widget.ts';
import { create } from './lazy-entries.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from './test-support/offline-fetch.ts';

let widgets: RetailSyncWidget[] = [];

beforeEach(() => {
  stubOfflineFetch();
});

afterEach(() => {
  widgets.splice(0).forEach((widget) => widget.destroy());
  widgets = [];
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('create()', () => {
  it('should show itself where the shopper was when the page comes back from the full-page sign-in', async () => {
    // What the widget stored before it sent the page to the provider, and the provider's answer.
    sessionStorage.setItem(
      `retail-sync:pkce:${TEST_OPTIONS.clientId}`,
      JSON.stringify({ state: 's-1', codeVerifier: 'v'.repeat(43), createdAt: Date.now(), resume: { retailerId: 2 } }),
    );
    history.replaceState(null, '', `/?code=c-1&state=s-1&iss=${encodeURIComponent(TEST_OPTIONS.issuer)}`);
    try {
      const widget = create(TEST_OPTIONS);
      widgets.push(widget);
      const heard: WidgetEvent[] = [];
      widget.onAny((event) => heard.push(event));

      // The host never calls open(): the widget opens itself, and says why.
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      expect(heard.find((event) => event.type === 'resumed')?.payload).toEqual({ after: 'sign_in', retailerId: 2 });
      expect(location.search).toBe('');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it("should throw a bad option's TypeError before it creates anything", () => {
    const options = { ...TEST_OPTIONS, variant: 'C' } as unknown as RetailSyncOptions;

    expect(() => create(options)).toThrow(
      expect.objectContaining({
        name: 'TypeError',
        code: 'ERR_INVALID_ARG_VALUE',
        message: "RetailSync: options.variant must be 'A' or 'B', got \"C\"",
      }),
    );
    expect(window.fetch).not.toHaveBeenCalled();
    expect(document.body.childNodes).toHaveLength(0);
  });

  // The session's own destroy() would skip the widget's teardown: hosts get only the documented members.
  it('should hand back only the documented members: open, close, destroy, on, onAny', () => {
    const widget = create(TEST_OPTIONS);
    widgets.push(widget);

    expect(Object.keys(widget).sort()).toEqual(['close', 'destroy', 'on', 'onAny', 'open']);
    expectTypeOf<keyof RetailSyncWidget>().toEqualTypeOf<'open' | 'close' | 'destroy' | 'on' | 'onAny'>();
  });

  it("should give onAny() listeners every event, those said before the widget's code loaded included, typed as the union", async () => {
    const widget = create(TEST_OPTIONS);
    widgets.push(widget);
    const heard: WidgetEvent[] = [];
    const dropped = vi.fn();
    expectTypeOf(widget.onAny).parameter(0).parameter(0).toEqualTypeOf<WidgetEvent>();
    widget.onAny((event) => heard.push(event));
    widget.onAny(dropped)();

    widget.open({ view: 'connections' });
    await waitFor(() => expect(heard.map((event) => event.type)).toContain('open'));

    // The first events of the session, heard although added before its code was there.
    expect(heard.slice(0, 2).map((event) => event.type)).toEqual(['ready', 'open']);
    expect(heard[1]).toMatchObject({ type: 'open', payload: { target: { view: 'connections' } } });
    expect(dropped).not.toHaveBeenCalled();
  });

  it('should take a locale it does not ship without throwing, and tell the host with a warning event when it opens', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    const widget = create({ ...TEST_OPTIONS, locale: 'tlh' });
    widgets.push(widget);
    const warnings = vi.fn();
    widget.on('warning', warnings);

    widget.open();

    await waitFor(() => expect(warnings).toHaveBeenCalledOnce());
    expect(warnings.mock.calls[0]![0]).toMatchObject({
      type: 'warning',
      payload: { code: 'locale_unsupported', requested: 'tlh', locale: 'fr-CA' },
    });
  });

  it('should refuse HTML in the messages option before it creates anything, naming the message', () => {
    const options = { ...TEST_OPTIONS, messages: { en: { errors: { timeout: '<a href="//evil">Retry</a>' } } } };

    // The widget's code checks the words (create() from the npm package, when that code has loaded).
    expect(() => createWidget(options)).toThrow(
      expect.objectContaining({
        name: 'TypeError',
        code: 'ERR_INVALID_ARG_VALUE',
        message:
          'RetailSync: options.messages.en.errors.timeout must be text without HTML (it is shown as text), got "<a href=\\"//evil\\">Retry</a>"',
      }),
    );
    expect(document.body.childNodes).toHaveLength(0);
  });

  it('should give the session the defaults: variant B, the callback page on this origin', () => {
    const widget = createWidget(TEST_OPTIONS);
    widgets.push(widget);

    expect(widget.session.variant).toBe('B');
    expect(widget.session.sessionId).toMatch(/^ws_/);
  });

  it('should attach the dialog to the body by default, and to the container when given', async () => {
    const container = document.createElement('section');
    document.body.append(container);
    const inBody = create(TEST_OPTIONS);
    const inContainer = create({ ...TEST_OPTIONS, container });
    widgets.push(inBody, inContainer);

    inBody.open();
    inContainer.open();

    // Once the widget's code has loaded (lazy-widget.ts).
    await waitFor(() => expect(openDialogs()).toHaveLength(2));
    expect(widgetHosts().map((host) => host.parentElement)).toEqual([container, document.body]);
  });
});

describe('preparing while the page is idle', () => {
  const catalogRequests = () =>
    vi
      .mocked(window.fetch)
      .mock.calls.filter(([input]) =>
        (input instanceof Request ? input.url : input.toString()).endsWith('/b/retailers/available'),
      );

  it('should ask for the public catalog once the page is idle after create(), and open() should take it', async () => {
    const widget = createWidget(TEST_OPTIONS);
    widgets.push(widget);
    expect(catalogRequests()).toHaveLength(0);

    await waitFor(() => expect(catalogRequests()).toHaveLength(1));
    expect(widget.session.catalog.value.status).toBe('idle');
    widget.open();
    expect(widget.session.catalog.value.status).toBe('loading');
    expect(catalogRequests()).toHaveLength(1);
  });

  it('should ask for nothing ahead when open() or destroy() comes first', async () => {
    const opened = create(TEST_OPTIONS);
    const destroyed = create(TEST_OPTIONS);
    widgets.push(opened);
    opened.open();
    destroyed.destroy();
    // Longer than the idle wait: anything the two widgets still had planned has run by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catalogRequests()).toHaveLength(1);
  });
});
