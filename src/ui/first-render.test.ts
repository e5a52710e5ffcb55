import { act, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeFirstRender, CATALOG_WAIT_MS } from './first-render.ts';
import { mountApp } from './mount-app.ts';
import { createFakeSession } from './test-support/fake-session.ts';
import { sampleRetailers } from './test-support/fixtures.ts';

const unmounts: (() => void)[] = [];

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** Mounts the widget and records every text its shadow root has shown, render after render. */
function mountRecordingTexts(session: ReturnType<typeof createFakeSession>) {
  const host = document.createElement('div');
  document.body.append(host);
  unmounts.push(mountApp(host, session));
  const root = host.shadowRoot!;
  const shown: string[] = [];
  new MutationObserver(() => shown.push(root.textContent)).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return { screen: within(root as unknown as HTMLElement), shown };
}

/** 'ready' if `ready` has resolved by now (its callback is queued before the other), else 'waiting'. */
const settled = async (ready: Promise<void>) =>
  Promise.race([ready.then(() => 'ready'), Promise.resolve().then(() => 'waiting')]);

describe('the first render of an opening widget', () => {
  it('should show a catalog that arrives within the wait in its first render, never "Loading…" before it', async () => {
    const session = createFakeSession({ catalog: { status: 'loading' } });
    const { screen, shown } = mountRecordingTexts(session);

    await new Promise((resolve) => setTimeout(resolve, 10));
    act(() => {
      session.catalog.value = { status: 'loaded', value: sampleRetailers() };
    });

    expect(await screen.findByText('12 retailers')).toBeTruthy();
    expect(shown.some((text) => text.includes('Loading…'))).toBe(false);
  });

  it('should show "Loading…" when the catalog takes longer than the wait', async () => {
    const session = createFakeSession({ catalog: { status: 'loading' } });
    const { screen } = mountRecordingTexts(session);

    expect(await screen.findByText('Loading…', {}, { timeout: CATALOG_WAIT_MS * 10 })).toBeTruthy();
    act(() => {
      session.catalog.value = { status: 'loaded', value: sampleRetailers() };
    });
    expect(await screen.findByText('12 retailers')).toBeTruthy();
  });
});

describe('beforeFirstRender()', () => {
  it('should wait only while the catalog it opens on is loading', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loaded = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
    const elsewhere = createFakeSession({ catalog: { status: 'loading' }, view: { name: 'connections' } });
    const loading = createFakeSession({ catalog: { status: 'loading' } });

    expect(await settled(beforeFirstRender(loaded).ready)).toBe('ready');
    expect(await settled(beforeFirstRender(elsewhere).ready)).toBe('ready');
    const wait = beforeFirstRender(loading);
    expect(await settled(wait.ready)).toBe('waiting');

    loading.catalog.value = { status: 'failed', error: { code: 'network', message: 'offline' } };
    expect(await settled(wait.ready)).toBe('ready');
  });

  it('should stop waiting after CATALOG_WAIT_MS, and leave no timer or subscription behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const session = createFakeSession({ catalog: { status: 'loading' } });
    const wait = beforeFirstRender(session);
    expect(session.watched()).toEqual(['catalog']);

    vi.advanceTimersByTime(CATALOG_WAIT_MS);
    expect(await settled(wait.ready)).toBe('ready');
    expect(session.watched()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should leave no timer or subscription behind when cancelled (the widget closed while waiting)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const session = createFakeSession({ catalog: { status: 'loading' } });

    beforeFirstRender(session).cancel();

    expect(session.watched()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
