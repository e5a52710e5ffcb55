import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenTarget, WidgetEventOf } from '../../core/index.ts';
import type { RetailSyncWidget } from './create-widget.ts';
import { create, defineRetailSyncElement } from './lazy-entries.ts';
import { RETAIL_SYNC_ELEMENT } from './custom-element.ts';
import { targetFromAttributes } from './element-widget.ts';
import { hostedPageUrl } from './hosted-popup.ts';
import { resolveHostedOptions } from './hosted-options.ts';
import { checkedTarget } from './options.ts';
import { stubOfflineFetch, TEST_OPTIONS } from './test-support/offline-fetch.ts';

/** What `act` throws: name, code and message. */
function thrown(act: () => unknown): { name: string; code: unknown; message: string } {
  try {
    act();
  } catch (error) {
    const { name, message, code } = error as TypeError & { code?: unknown };
    return { name, code, message };
  }
  throw new Error('nothing was thrown');
}

const SHAPE = "{ retailerId, reconnect? } or { view: 'connections' }";

describe('checkedTarget()', () => {
  it.each<OpenTarget | undefined>([
    undefined,
    { retailerId: 1002 },
    { retailerId: 1002, reconnect: true },
    { view: 'connections' },
  ])('should answer the valid target %o as it is', (target) => {
    expect(checkedTarget(target)).toEqual(target);
  });

  it.each([
    ['a number', 1002, 'ERR_INVALID_ARG_TYPE', 'number'],
    ['null', null, 'ERR_INVALID_ARG_VALUE', 'null'],
    ['no retailer and no view', {}, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['a retailer and a view', { retailerId: 1, view: 'connections' }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['a view with reconnect', { view: 'connections', reconnect: true }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['an unknown field', { retailerId: 1, password: 'x' }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['a retailer id as text', { retailerId: '1002' }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['a retailer id of 0', { retailerId: 0 }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['a fractional retailer id', { retailerId: 1.5 }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['reconnect as text', { retailerId: 1, reconnect: 'yes' }, 'ERR_INVALID_ARG_VALUE', 'object'],
    ['an unknown view', { view: 'orders' }, 'ERR_INVALID_ARG_VALUE', 'object'],
  ])('should refuse %s with a TypeError naming the target and its shape', (_case, target, code, got) => {
    expect(thrown(() => checkedTarget(target as never))).toEqual({
      name: 'TypeError',
      code,
      message: `RetailSync: target must be ${SHAPE}, got ${got}`,
    });
  });

  it("should name openHosted's options.target", () => {
    expect(
      thrown(() =>
        resolveHostedOptions({ clientId: 'c', serviceOrigin: 'http://localhost:4010', target: { view: 'x' } as never }),
      ),
    ).toMatchObject({
      code: 'ERR_INVALID_ARG_VALUE',
      message: `RetailSync: options.target must be ${SHAPE}, got object`,
    });
  });
});

describe('the target on each way of opening', () => {
  const widgets: RetailSyncWidget[] = [];
  beforeAll(async () => {
    defineRetailSyncElement();
    // What the handles load with import() (lazy-entries.ts), imported ahead: the first import of
    // the whole UI can take longer than waitFor's second on a loaded machine.
    await Promise.all([import('./create-widget.ts'), import('./element-widget.ts')]);
  });
  beforeEach(() => {
    stubOfflineFetch();
  });
  afterEach(() => {
    widgets.splice(0).forEach((widget) => widget.destroy());
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('create(): open(target) tells the target in the open event', async () => {
    const widget = create(TEST_OPTIONS);
    widgets.push(widget);
    const opened: WidgetEventOf<'open'>[] = [];
    widget.on('open', (event) => opened.push(event));

    widget.open({ retailerId: 1002, reconnect: true });

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.payload).toEqual({ target: { retailerId: 1002, reconnect: true } });
  });

  it('create(): a bad target throws before anything is shown, even on an open widget', () => {
    const widget = create(TEST_OPTIONS);
    widgets.push(widget);

    expect(() => widget.open({ retailerId: -1 })).toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_VALUE' }));
    expect(document.body.childNodes).toHaveLength(0);
    widget.open();
    expect(() => widget.open({ view: 'orders' } as never)).toThrow(TypeError);
  });

  it('the custom element: its target attributes say where the launcher opens it', async () => {
    const el = document.createElement(RETAIL_SYNC_ELEMENT);
    el.setAttribute('client-id', TEST_OPTIONS.clientId);
    el.setAttribute('issuer', TEST_OPTIONS.issuer);
    el.setAttribute('api-base-url', TEST_OPTIONS.apiBaseUrl);
    el.setAttribute('retailer-id', '1002');
    el.setAttribute('reconnect', '');
    const opened: CustomEvent<WidgetEventOf<'open'>>[] = [];
    el.addEventListener('retail-sync:open', (event) => opened.push(event));
    document.body.append(el);
    // Enabled once the element's code has loaded (lazy-entries.ts).
    await waitFor(() => expect(el.shadowRoot?.querySelector('button')?.disabled).toBe(false));
    const widget = el.widget;

    el.shadowRoot?.querySelector('button')?.click();

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.detail.payload).toEqual({ target: { retailerId: 1002, reconnect: true } });
    // Read on each open, not observed: changing one does not restart the widget.
    el.setAttribute('retailer-id', '1003');
    expect(el.widget).toBe(widget);
  });

  it.each([
    [{}, undefined],
    [{ 'retailer-id': '1002' }, { retailerId: 1002 }],
    [
      { 'retailer-id': '1002', reconnect: '' },
      { retailerId: 1002, reconnect: true },
    ],
    [{ view: 'connections' }, { view: 'connections' }],
    [{ 'retailer-id': 'acme' }, { retailerId: NaN }],
  ])('targetFromAttributes(%o) is %o (open() checks it)', (attributes, target) => {
    const el = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    expect(targetFromAttributes(el)).toEqual(target);
  });

  it.each([
    [{ retailerId: 1002, reconnect: true }, 'retailerId=1002&reconnect=true'],
    [{ retailerId: 1002 }, 'retailerId=1002'],
    [{ view: 'connections' as const }, 'view=connections'],
    [undefined, ''],
  ])('openHosted: the target %o travels in the popup URL', (target, query) => {
    const resolved = resolveHostedOptions({
      clientId: 'c',
      hostedUrl: 'http://localhost:4010/hosted/',
      ...(target ? { target } : {}),
    });
    const url = hostedPageUrl(resolved, 'http://localhost:5173');
    const own = new URLSearchParams(
      [...url.searchParams].filter(([name]) => ['retailerId', 'reconnect', 'view'].includes(name)),
    );
    expect(own.toString()).toBe(query);
  });
});
