// @vitest-environment node
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { widgetEvent, type WidgetEvent, type WidgetEventOf } from '../../core/index.ts';
import { TEST_OPTIONS } from '../host/test-support/offline-fetch.ts';
import { routeEvent, widgetOptions, type RetailSyncCallbacks } from './callbacks.ts';

const SESSION = 'ws_test';

function spies() {
  return {
    onSuccess: vi.fn<(event: WidgetEventOf<'sync.completed'>) => void>(),
    onExit: vi.fn<(event: WidgetEventOf<'exit'>) => void>(),
    onError: vi.fn<(event: WidgetEventOf<'error'>) => void>(),
    onEvent: vi.fn<(event: WidgetEvent) => void>(),
  } satisfies Required<RetailSyncCallbacks>;
}

describe('routeEvent()', () => {
  it.each([
    ['onSuccess', widgetEvent('sync.completed', { syncId: 'sync_1', ordersFetched: 42 }, SESSION, 1)],
    ['onExit', widgetEvent('exit', {}, SESSION, 1)],
    ['onError', widgetEvent('error', { code: 'network' }, SESSION, 1)],
  ] as const)('should give %s its event, then onEvent', (name, event) => {
    const callbacks = spies();

    routeEvent(event, callbacks);

    expect(callbacks[name]).toHaveBeenCalledExactlyOnceWith(event);
    expect(callbacks.onEvent).toHaveBeenCalledExactlyOnceWith(event);
    expect(callbacks[name]).toHaveBeenCalledBefore(callbacks.onEvent);
    const others = (['onSuccess', 'onExit', 'onError'] as const).filter((other) => other !== name);
    for (const other of others) expect(callbacks[other]).not.toHaveBeenCalled();
  });

  it('should give an event with no callback of its own to onEvent only', () => {
    const callbacks = spies();
    const event = widgetEvent('connection.created', { retailerId: 1008, status: 'active' }, SESSION, 1);

    routeEvent(event, callbacks);

    expect(callbacks.onEvent).toHaveBeenCalledExactlyOnceWith(event);
    expect([callbacks.onSuccess, callbacks.onExit, callbacks.onError].every((spy) => spy.mock.calls.length === 0)).toBe(
      true,
    );
  });

  it('should do nothing without callbacks', () => {
    expect(() => routeEvent(widgetEvent('exit', {}, SESSION, 1), {})).not.toThrow();
  });

  it("should type each callback's event by its type", () => {
    expectTypeOf<NonNullable<RetailSyncCallbacks['onSuccess']>>()
      .parameter(0)
      .toEqualTypeOf<WidgetEventOf<'sync.completed'>>();
    expectTypeOf<
      Parameters<NonNullable<RetailSyncCallbacks['onSuccess']>>[0]['payload']['ordersFetched']
    >().toBeNumber();
    expectTypeOf<NonNullable<RetailSyncCallbacks['onError']>>().parameter(0).toEqualTypeOf<WidgetEventOf<'error'>>();
    expectTypeOf<NonNullable<RetailSyncCallbacks['onEvent']>>().parameter(0).toEqualTypeOf<WidgetEvent>();
  });
});

describe('widgetOptions()', () => {
  it('should give create() the options without the callbacks', () => {
    const options = { ...TEST_OPTIONS, locale: 'fr', ...spies() };

    expect(widgetOptions(options)).toEqual({ ...TEST_OPTIONS, locale: 'fr' });
  });
});
