import { h } from 'preact';
import { signal } from '@preact/signals-core';
import { cleanup, render, screen } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSignalHooks } from './signals.ts';

installSignalHooks();

afterEach(() => cleanup());

describe('the signals hooks (src/ui/signals.ts)', () => {
  it('should re-render a component when a signal it read changes, and only then', () => {
    const count = signal(1);
    const unread = signal('a');
    const renders = vi.fn();
    function Counter() {
      renders();
      return <p>count {count.value}</p>;
    }
    render(<Counter />);
    expect(screen.getByText('count 1')).toBeTruthy();

    act(() => { count.value = 2; });
    expect(screen.getByText('count 2')).toBeTruthy();
    act(() => { unread.value = 'b'; });
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('should track what the last render read: a signal no longer read stops re-rendering it', () => {
    const useFirst = signal(true);
    const first = signal('first 1');
    const second = signal('second 1');
    const renders = vi.fn();
    function Either() {
      renders();
      return <p>{useFirst.value ? first.value : second.value}</p>;
    }
    render(<Either />);

    act(() => { useFirst.value = false; });
    expect(screen.getByText('second 1')).toBeTruthy();
    const before = renders.mock.calls.length;
    act(() => { first.value = 'first 2'; });
    expect(renders).toHaveBeenCalledTimes(before);
    act(() => { second.value = 'second 2'; });
    expect(screen.getByText('second 2')).toBeTruthy();
  });

  it('should give each component its own tracking: a child\'s signal does not re-render its parent', () => {
    const child = signal(0);
    const parentRenders = vi.fn();
    function Child() {
      return <span>child {child.value}</span>;
    }
    function Parent() {
      parentRenders();
      const [label] = useState('parent');
      return <div>{label}<Child /></div>;
    }
    render(<Parent />);

    act(() => { child.value = 1; });
    expect(screen.getByText('child 1')).toBeTruthy();
    expect(parentRenders).toHaveBeenCalledOnce();
  });

  it('should stop listening once the component is unmounted', () => {
    const value = signal(0);
    const renders = vi.fn();
    function Reader() {
      renders();
      return <p>{value.value}</p>;
    }
    const { unmount } = render(<Reader />);
    unmount();

    act(() => { value.value = 1; });
    expect(renders).toHaveBeenCalledOnce();
  });
});
