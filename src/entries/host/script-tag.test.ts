import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetailSyncGlobal } from './globals.ts';
import { stubOfflineFetch, TEST_OPTIONS } from './test-support/offline-fetch.ts';

/** The build defines it (build/script-tag.config.ts); an undeclared identifier reads the global here. */
const globals = globalThis as { __RETAIL_SYNC_VERSION__?: string };

async function runBundleEntry(): Promise<void> {
  vi.resetModules();
  await import('./script-tag.ts');
}

beforeEach(() => {
  globals.__RETAIL_SYNC_VERSION__ = '9.9.9-test';
  delete window.RetailSync;
  stubOfflineFetch();
});

afterEach(() => {
  delete window.RetailSync;
  delete globals.__RETAIL_SYNC_VERSION__;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the script-tag entry', () => {
  it('should define a frozen RetailSync global and the element', async () => {
    await runBundleEntry();

    const global = window.RetailSync;
    expect(global && Object.keys(global).sort()).toEqual([
      'create',
      'openHosted',
      'readHostedResult',
      'startHostedRedirect',
      'version',
    ]);
    expect(global?.version).toBe('9.9.9-test');
    expect(Object.isFrozen(global)).toBe(true);
    expect(customElements.get('retail-sync-widget')).toBeDefined();
  });

  it('should give a handle whose on() returns the unsubscribe', async () => {
    await runBundleEntry();
    const widget = window.RetailSync!.create(TEST_OPTIONS);
    const opened = vi.fn();

    const off = widget.on('open', opened);
    // The session emits `open` synchronously inside open().
    widget.open();
    expect(opened).toHaveBeenCalledOnce();
    expect(opened.mock.calls[0]?.[0]).toMatchObject({ type: 'open', sessionId: widget.session.sessionId });
    off();
    widget.close();
    widget.open();
    expect(opened).toHaveBeenCalledOnce();
    widget.destroy();
  });

  it('should check the options of RetailSync.create() as create() does', async () => {
    await runBundleEntry();

    expect(() => window.RetailSync!.create({ ...TEST_OPTIONS, messages: { en: { done: '<b>Done</b>' } } })).toThrow(
      expect.objectContaining({
        name: 'TypeError',
        code: 'ERR_INVALID_ARG_VALUE',
        message: expect.stringMatching(/^RetailSync: options\.messages\.en\.done must be text without HTML/) as unknown,
      }),
    );
  });

  it('should keep the global of a copy loaded before it', async () => {
    const first: RetailSyncGlobal = Object.freeze({
      create: vi.fn(),
      openHosted: vi.fn(),
      startHostedRedirect: vi.fn(),
      readHostedResult: vi.fn(),
      version: 'first',
    });
    window.RetailSync = first;

    await runBundleEntry();

    expect(window.RetailSync).toBe(first);
  });
});
