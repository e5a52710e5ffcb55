import { describe, expect, it, vi } from 'vitest';
import { signal } from './tiny-signals.ts';

describe('tiny signals (the script-tag build\'s @preact/signals-core)', () => {
  it('should hold a value, also read by peek()', () => {
    const count = signal(1);
    count.value = 2;
    expect(count.value).toBe(2);
    expect(count.peek()).toBe(2);
  });

  it('should call a subscriber at once and after each change, not after a same-value write', () => {
    const count = signal(1);
    const seen: number[] = [];
    const unsubscribe = count.subscribe((value) => seen.push(value));
    count.value = 2;
    count.value = 2;
    count.value = 3;
    unsubscribe();
    count.value = 4;
    expect(seen).toEqual([1, 2, 3]);
  });

  it('should tell a function subscribed twice twice, until each subscription ends', () => {
    const count = signal(0);
    const listener = vi.fn();
    const first = count.subscribe(listener);
    const second = count.subscribe(listener);
    count.value = 1;
    first();
    count.value = 2;
    second();
    count.value = 3;
    expect(listener.mock.calls.map(([value]) => value)).toEqual([0, 0, 1, 1, 2]);
  });

  it('should let a listener unsubscribe while being told', () => {
    const count = signal(0);
    const seen: number[] = [];
    const unsubscribe: () => void = count.subscribe((value) => {
      seen.push(value);
      if (value === 1) unsubscribe();
    });
    const other = vi.fn();
    count.subscribe(other);
    count.value = 1;
    count.value = 2;
    expect(seen).toEqual([0, 1]);
    expect(other).toHaveBeenCalledTimes(3);
  });
});
