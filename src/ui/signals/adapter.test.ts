import { Signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';

describe("the widget's signals adapter", () => {
  it("should put back what a host app's own adapter defined on Signal.prototype, and add the rest", async () => {
    // As a host app's @preact/signals would have, before the widget's code loads.
    function HostSignalValue() {
      return null;
    }
    Object.defineProperty(Signal.prototype, 'type', { configurable: true, value: HostSignalValue });

    const { keepAppSignalRendering } = await import('./adapter.ts');
    keepAppSignalRendering();

    expect((Signal.prototype as unknown as { type: unknown }).type).toBe(HostSignalValue);
    // What the app had not defined is the widget's adapter's.
    expect(Object.getOwnPropertyDescriptor(Signal.prototype, 'props')?.get).toBeTypeOf('function');
  });
});
