import { describe, expect, it, vi } from 'vitest';
import type { WidgetEvent } from './catalogue.ts';
import { createEmitter } from './emitter.ts';

const event = (retailerId: number): WidgetEvent => ({
  source: 'retail-sync',
  version: 1,
  sessionId: 'ws_1',
  timestamp: 1,
  type: 'retailer.selected',
  payload: { retailerId },
});
const exit: WidgetEvent = {
  source: 'retail-sync',
  version: 1,
  sessionId: 'ws_1',
  timestamp: 1,
  type: 'exit',
  payload: {},
};

describe('createEmitter()', () => {
  it("should call the listeners of the event's type and the catch-all ones", () => {
    const emitter = createEmitter();
    const selected = vi.fn();
    const exited = vi.fn();
    const any = vi.fn();
    emitter.on('retailer.selected', selected);
    emitter.on('exit', exited);
    emitter.onAny(any);

    emitter.emit(event(3));

    expect(selected).toHaveBeenCalledWith(event(3));
    expect(exited).not.toHaveBeenCalled();
    expect(any).toHaveBeenCalledTimes(1);
  });

  it('should stop calling a listener after its unsubscribe', () => {
    const emitter = createEmitter();
    const listener = vi.fn();
    const off = emitter.on('exit', listener);
    const offAny = emitter.onAny(listener);
    off();
    offAny();

    emitter.emit(exit);

    expect(listener).not.toHaveBeenCalled();
    expect(emitter.listenerCount()).toBe(0);
  });

  it('should isolate a throwing listener: the others run and the error is reported', () => {
    const onListenerError = vi.fn();
    const emitter = createEmitter(onListenerError);
    const after = vi.fn();
    emitter.on('exit', () => {
      throw new Error('host bug');
    });
    emitter.on('exit', after);

    expect(() => emitter.emit(exit)).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'host bug' }));
  });

  it('should let a listener unsubscribe itself while the event is dispatched', () => {
    const emitter = createEmitter();
    const second = vi.fn();
    const off = emitter.on('exit', () => off());
    emitter.on('exit', second);
    emitter.emit(exit);
    emitter.emit(exit);
    expect(second).toHaveBeenCalledTimes(2);
    expect(emitter.listenerCount()).toBe(1);
  });

  it('should drop every listener on clear()', () => {
    const emitter = createEmitter();
    const listener = vi.fn();
    emitter.on('exit', listener);
    emitter.onAny(listener);
    emitter.clear();
    emitter.emit(exit);
    expect(listener).not.toHaveBeenCalled();
  });
});
