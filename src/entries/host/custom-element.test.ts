import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { WidgetEvent, WidgetEventOf } from '../../core/index.ts';
import { RETAIL_SYNC_ELEMENT, type RetailSyncElement } from './custom-element.ts';
import { optionsFromAttributes } from './element-widget.ts';
import { defineRetailSyncElement } from './lazy-entries.ts';
import type { RetailSyncWidget } from './widget-handle.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from './test-support/offline-fetch.ts';

function element(
  attributes: Record<string, string> = {
    'client-id': TEST_OPTIONS.clientId,
    issuer: TEST_OPTIONS.issuer,
    'api-base-url': TEST_OPTIONS.apiBaseUrl,
  },
): RetailSyncElement {
  const el = document.createElement(RETAIL_SYNC_ELEMENT);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** The element's widget: there once the element is connected with its required attributes. */
function widgetOf(el: RetailSyncElement): RetailSyncWidget {
  if (!el.widget) throw new Error('the element has no widget');
  return el.widget;
}

function launcher(el: RetailSyncElement): HTMLButtonElement {
  const button = el.shadowRoot?.querySelector('button');
  if (!button) throw new Error('no launcher button in the shadow root');
  return button;
}

beforeAll(async () => {
  defineRetailSyncElement();
  // What the handles load with import() (lazy-entries.ts), imported ahead: the first import of the
  // whole UI can take longer than waitFor's second on a loaded machine.
  await import('./create-widget.ts');
  // The element's code loads when the first element connects (lazy-entries.ts), and then serves
  // every element at once: these tests start after it has. Before it: custom-element.lazy.test.ts.
  stubOfflineFetch();
  const first = element();
  document.body.append(first);
  await waitFor(() => expect(launcher(first).disabled).toBe(false));
  first.remove();
  vi.restoreAllMocks();
});

beforeEach(() => {
  stubOfflineFetch();
});

afterEach(() => {
  // Removing the elements destroys their widgets (disconnectedCallback).
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('defineRetailSyncElement()', () => {
  it('should ignore a second definition instead of throwing', () => {
    const first = customElements.get(RETAIL_SYNC_ELEMENT);

    expect(() => defineRetailSyncElement()).not.toThrow();
    expect(customElements.get(RETAIL_SYNC_ELEMENT)).toBe(first);
  });
});

describe('optionsFromAttributes()', () => {
  it('should map every attribute to its option', () => {
    const el = element({
      'client-id': 'c',
      issuer: 'http://localhost:4010/oauth',
      'api-base-url': 'http://localhost:4010/a',
      variant: 'a',
      locale: 'fr-CA',
      'redirect-uri': 'http://localhost:5173/cb.html',
      scope: 'openid',
      'color-scheme': 'dark',
    });

    expect(optionsFromAttributes(el)).toEqual({
      clientId: 'c',
      issuer: 'http://localhost:4010/oauth',
      apiBaseUrl: 'http://localhost:4010/a',
      variant: 'A',
      locale: 'fr-CA',
      redirectUri: 'http://localhost:5173/cb.html',
      scope: 'openid',
      theme: { colorScheme: 'dark' },
    });
  });

  it('should pass values on unchecked, for create() to check like any option', () => {
    const el = element({ 'client-id': 'c', issuer: 'i', 'api-base-url': 'u', variant: 'C', 'color-scheme': 'sepia' });

    expect(optionsFromAttributes(el)).toEqual({
      clientId: 'c',
      issuer: 'i',
      apiBaseUrl: 'u',
      variant: 'C',
      theme: { colorScheme: 'sepia' },
    });
  });

  it('should read resource as URIs separated by spaces and authorization-params as a JSON object', () => {
    const el = element({
      'client-id': 'c',
      issuer: 'i',
      'api-base-url': 'u',
      resource: ' https://api.example.test/  urn:example:orders ',
      'authorization-params': '{"audience":"https://api.example.test/","prompt":"login"}',
    });

    expect(optionsFromAttributes(el)).toEqual({
      clientId: 'c',
      issuer: 'i',
      apiBaseUrl: 'u',
      resource: ['https://api.example.test/', 'urn:example:orders'],
      authorizationParams: { audience: 'https://api.example.test/', prompt: 'login' },
    });
  });

  it('should pass authorization-params that are not JSON on as their text, which create() refuses', () => {
    const el = element({ 'client-id': 'c', issuer: 'i', 'api-base-url': 'u', 'authorization-params': 'prompt=login' });

    expect(optionsFromAttributes(el)).toMatchObject({ authorizationParams: 'prompt=login' });
  });

  it("should read the host's own words from the messages attribute, as JSON", () => {
    const el = element({
      'client-id': 'c',
      issuer: 'i',
      'api-base-url': 'u',
      messages: '{"de":{"catalogTitle":"Shop verknüpfen"}}',
    });

    expect(optionsFromAttributes(el)).toMatchObject({ messages: { de: { catalogTitle: 'Shop verknüpfen' } } });
  });

  it('should give nothing while a required attribute is missing', () => {
    expect(optionsFromAttributes(element({ 'client-id': 'c', issuer: 'i' }))).toBeUndefined();
  });
});

describe('<retail-sync-widget>', () => {
  it('should render a launcher whose label defaults to "Connect your retailers"', () => {
    const el = element();
    document.body.append(el);

    const button = launcher(el);
    expect(button.getAttribute('part')).toBe('button');
    expect(button.querySelector('slot')?.textContent).toBe('Connect your retailers');
    expect(button.disabled).toBe(false);
  });

  it('should disable the launcher while a required attribute is missing', () => {
    const el = element({ 'client-id': 'c' });
    document.body.append(el);

    expect(launcher(el).disabled).toBe(true);
    expect(el.widget).toBeUndefined();
  });

  it.each([
    ['variant', 'C', "RetailSync: options.variant must be 'A' or 'B', got \"C\""],
    ['issuer', 'http://id.example.com/oauth', 'RetailSync: options.issuer must be an https URL'],
    ['messages', 'null', 'RetailSync: options.messages must be an object of messages by language'],
  ])(
    'should keep the launcher disabled for a bad %s attribute, and report the TypeError on its own',
    (name, value, message) => {
      const reported: (() => void)[] = [];
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => reported.push(callback));
      const el = element({
        'client-id': TEST_OPTIONS.clientId,
        issuer: TEST_OPTIONS.issuer,
        'api-base-url': TEST_OPTIONS.apiBaseUrl,
        [name]: value,
      });
      document.body.append(el);

      expect(launcher(el).disabled).toBe(true);
      expect(el.widget).toBeUndefined();
      expect(reported).toHaveLength(1);
      expect(reported[0]).toThrow(
        expect.objectContaining({
          name: 'TypeError',
          code: 'ERR_INVALID_ARG_VALUE',
          message: expect.stringContaining(message) as unknown,
        }),
      );
    },
  );

  it('should open the widget from its launcher', async () => {
    const el = element();
    document.body.append(el);

    launcher(el).click();

    await waitFor(() => expect(openDialogs()).toHaveLength(1));
  });

  it('should re-dispatch widget events as retail-sync:<type> DOM events with the envelope', async () => {
    const el = element();
    const received: CustomEvent<WidgetEvent>[] = [];
    // Listening on the document: the events bubble, so a framework can listen above the element.
    document.addEventListener('retail-sync:open', (event) => received.push(event as CustomEvent<WidgetEvent>));
    document.body.append(el);
    const heard: WidgetEvent[] = [];
    widgetOf(el).onAny((event) => heard.push(event));

    el.open();

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.detail).toMatchObject({
      source: 'retail-sync',
      version: 1,
      type: 'open',
      sessionId: heard.find((event) => event.type === 'open')?.sessionId,
      payload: {},
    });
    expect(received[0]?.target).toBe(el);
  });

  // The package's own handle would reach the session (whenCreated): hosts get create()'s members only.
  it('should expose as `widget` the public handle only: open, close, destroy, on, onAny', () => {
    const el = element();
    document.body.append(el);

    expect(Object.keys(widgetOf(el)).sort()).toEqual(['close', 'destroy', 'on', 'onAny', 'open']);
    expect('whenCreated' in widgetOf(el)).toBe(false);
    expect('session' in widgetOf(el)).toBe(false);
  });

  // Type checks (tsc): HTMLElementEventMap and DocumentEventMap know each `retail-sync:<type>` event.
  it('should type its DOM events: a CustomEvent whose detail is the envelope of the event named', async () => {
    const el = element();
    const opened: string[] = [];
    const onDocument: number[] = [];
    const listening = new AbortController();
    el.addEventListener('retail-sync:open', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<WidgetEventOf<'open'>>>();
      opened.push(event.detail.type);
    });
    document.addEventListener(
      'retail-sync:ready',
      (event) => {
        expectTypeOf(event.detail.payload).toEqualTypeOf<{ readonly variant: 'A' | 'B' }>();
        onDocument.push(event.detail.timestamp);
      },
      { signal: listening.signal },
    );
    el.addEventListener('retail-sync:sync.completed', (event) => {
      // @ts-expect-error `sync.completed` has no retailerId
      expect(event.detail.payload.retailerId).toBeUndefined();
    });
    document.body.append(el);

    el.open();

    await waitFor(() => expect(opened).toEqual(['open']));
    listening.abort();
    expect(onDocument).toHaveLength(1);
  });

  it('should destroy its widget when removed from the page', async () => {
    const el = element();
    document.body.append(el);
    el.open();
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const widget = widgetOf(el);

    el.remove();

    expect(el.widget).toBeUndefined();
    expect(widgetHosts()).toEqual([]);
    // Destroyed, not only hidden: opening it again adds nothing.
    widget.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(widgetHosts()).toEqual([]);
  });

  it('should leave exactly one widget after connect, disconnect and connect again', async () => {
    const el = element();
    const parent = document.createElement('div');
    document.body.append(parent);

    parent.append(el);
    const first = el.widget;
    el.remove();
    parent.append(el);
    el.open();
    el.open();

    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()).toHaveLength(1);
    expect(el.widget).not.toBe(first);
    // The first widget is destroyed: opening it adds nothing.
    first?.open();
    expect(widgetHosts()).toHaveLength(1);
  });

  it('should keep one widget when upgraded: attribute callbacks while connected, then connectedCallback', async () => {
    // What a browser does to an element parsed before the bundle defined it (happy-dom does not).
    const el = element();
    const ready: Event[] = [];
    document.addEventListener('retail-sync:ready', (event) => ready.push(event));
    document.body.append(el);
    const callbacks = el as unknown as {
      attributeChangedCallback(name: string, old: null, value: string): void;
      connectedCallback(): void;
    };
    callbacks.attributeChangedCallback('issuer', null, TEST_OPTIONS.issuer);
    callbacks.connectedCallback();
    const heard: WidgetEvent[] = [];
    widgetOf(el).onAny((event) => heard.push(event));
    await waitFor(() => expect(ready).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toHaveLength(1);
    expect((ready[0] as CustomEvent<WidgetEvent>).detail.sessionId).toBe(heard[0]?.sessionId);
  });

  it('should restart the widget with the new options when an attribute changes', async () => {
    const el = element();
    document.body.append(el);
    const first = el.widget;

    el.setAttribute('variant', 'A');
    const ready = vi.fn();
    widgetOf(el).on('ready', ready);

    expect(el.widget).not.toBe(first);
    await waitFor(() => expect(ready).toHaveBeenCalledWith(expect.objectContaining({ payload: { variant: 'A' } })));
  });

  it('should add no inline style to the page, its launcher or the dialog (CSP)', async () => {
    const el = element();
    document.body.append(el);
    el.open();
    await waitFor(() => expect(openDialogs()).toHaveLength(1));

    const roots: ParentNode[] = [document, el.shadowRoot!, ...widgetHosts().map((host) => host.shadowRoot!)];
    expect(roots.flatMap((root) => [...root.querySelectorAll('style, [style]')])).toEqual([]);
  });
});
