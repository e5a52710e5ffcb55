import { describe, expect, it, vi } from 'vitest';
import { effect, signal } from './tiny-signals.ts';

describe('tiny signals (the script-tag build\'s @preact/signals-core)', () => {
  it('should hold a value, read without tracking by peek()', () => {
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

  it('should rerun an effect when a signal it read changes, and not after dispose', () => {
    const name = signal('a');
    const runs: string[] = [];
    const dispose = effect(() => {
      runs.push(name.value);
    });
    name.value = 'b';
    dispose();
    name.value = 'c';
    expect(runs).toEqual(['a', 'b']);
  });

  it('should track only the signals read in the last run', () => {
    const useFirst = signal(true);
    const first = signal(1);
    const second = signal(10);
    const run = vi.fn(() => (useFirst.value ? first.value : second.value));
    effect(run);
    useFirst.value = false;
    expect(run).toHaveBeenCalledTimes(2);
    first.value = 2; // no longer read
    expect(run).toHaveBeenCalledTimes(2);
    second.value = 11;
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('should drive an effect by S(), c() and d() as src/ui/signals.ts does', () => {
    const view = signal('catalog');
    let tracker: { S(): () => void; c(): void; d(): void } | undefined;
    effect(function () {
      tracker = this;
    });
    const rerender = vi.fn();
    tracker!.c = rerender;
    const finish = tracker!.S();
    expect(view.value).toBe('catalog'); // a render reading the signal
    finish();
    view.value = 'sign_in';
    expect(rerender).toHaveBeenCalledTimes(1);
    tracker!.d();
    view.value = 'catalog';
    expect(rerender).toHaveBeenCalledTimes(1);
  });

  it('should not make what a subscriber reads a dependency of the effect tracking around it', () => {
    const outer = signal(0);
    const inner = signal(0);
    const run = vi.fn(() => {
      void outer.value;
      inner.subscribe(() => void outer.peek());
    });
    effect(run);
    inner.value = 1; // tells the subscriber, not the effect
    expect(run).toHaveBeenCalledTimes(1);
    outer.value = 1;
    expect(run).toHaveBeenCalledTimes(2);
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
