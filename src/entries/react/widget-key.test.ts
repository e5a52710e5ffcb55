// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { TEST_OPTIONS } from '../host/test-support/offline-fetch.ts';
import { widgetKey, type UnsortedOption } from './widget-key.ts';

describe('widgetKey()', () => {
  it('should be equal for equal values in new objects', () => {
    const render = () =>
      widgetKey({
        ...TEST_OPTIONS,
        theme: { colorScheme: 'dark' },
        polling: { maxDurationMs: 60_000 },
        resource: ['https://api.example/'],
        authorizationParams: { audience: 'https://api.example/' },
      });

    expect(render()).toBe(render());
  });

  it.each([
    ['clientId', { ...TEST_OPTIONS, clientId: 'other' }],
    ['variant', { ...TEST_OPTIONS, variant: 'A' }],
    ['locale', { ...TEST_OPTIONS, locale: 'fr' }],
    ['messages', { ...TEST_OPTIONS, messages: { en: { catalogTitle: 'Link a store' } } }],
    ['theme', { ...TEST_OPTIONS, theme: { colorScheme: 'light' } }],
    ['pageRedirectUri: null', { ...TEST_OPTIONS, pageRedirectUri: null }],
    ['resource', { ...TEST_OPTIONS, resource: 'https://api.example/' }],
    ['authorizationParams', { ...TEST_OPTIONS, authorizationParams: { prompt: 'login' } }],
  ] as const)('should change with %s', (_name, options) => {
    expect(widgetKey(options)).not.toBe(widgetKey(TEST_OPTIONS));
  });

  it('should not change with a function or an element', () => {
    const container = { nodeType: 1 } as unknown as HTMLElement;

    expect(widgetKey({ ...TEST_OPTIONS, container, onListenerError: () => undefined })).toBe(widgetKey(TEST_OPTIONS));
  });

  it('should leave no option of create() unsorted', () => {
    expectTypeOf<UnsortedOption>().toBeNever();
  });
});
