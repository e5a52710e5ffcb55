import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidget as create, type WidgetWithSession } from './create-widget.ts';
import { openDialogs, stubOfflineFetch, TEST_OPTIONS, widgetHosts } from './test-support/offline-fetch.ts';

let widgets: WidgetWithSession[] = [];

function track(widget: WidgetWithSession): WidgetWithSession {
  widgets.push(widget);
  return widget;
}

beforeEach(() => {
  stubOfflineFetch();
});

afterEach(() => {
  widgets.splice(0).forEach((widget) => widget.destroy());
  widgets = [];
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('create() under React StrictMode', () => {
  // StrictMode runs an effect, its cleanup, and the effect again: create+open, destroy, create+open.
  it('should leave exactly one dialog after mount, unmount and mount again', async () => {
    const first = track(create(TEST_OPTIONS));
    first.open();
    first.destroy();
    const second = track(create(TEST_OPTIONS));
    second.open();

    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()).toHaveLength(1);
    expect(widgetHosts()[0]?.getAttribute('data-retail-sync')).toBe(second.session.sessionId);
  });

  it('should leave one dialog when the cleanup only closes the widget', async () => {
    const first = track(create(TEST_OPTIONS));
    first.open();
    first.close();
    first.open();

    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()).toHaveLength(1);
  });

  it('should show one dialog when open() is called twice', async () => {
    const widget = track(create(TEST_OPTIONS));
    widget.open();
    widget.open();

    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(widgetHosts()).toHaveLength(1);
  });

  it('should not open a destroyed widget', () => {
    const widget = track(create(TEST_OPTIONS));
    widget.destroy();
    widget.open();

    expect(widgetHosts()).toEqual([]);
  });

  it('should add nothing to the page before open()', () => {
    track(create(TEST_OPTIONS));

    expect(document.body.children).toHaveLength(0);
  });
});

describe('open()', () => {
  it('should ask for the catalog at once, and only once while the screen mounts', async () => {
    const widget = track(create(TEST_OPTIONS));
    const catalogRequests = () =>
      vi
        .mocked(window.fetch)
        .mock.calls.filter(([input]) =>
          String(input instanceof Request ? input.url : input).endsWith('/b/retailers/available'),
        );

    widget.open();
    // Synchronously inside open(), before any render or effect has run.
    expect(widget.session.catalog.peek().status).toBe('loading');
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(catalogRequests()).toHaveLength(1);
  });
});
