/**
 * The part of `@preact/signals-core` the widget uses, in a fraction of its size, for the script-tag
 * bundle only: build/script-tag.config.ts aliases the package to this file. The npm build keeps the
 * real package (a dependency there, not bundled), so an app's own `@preact/signals` works with the
 * session's signals; a script-tag page has no signals library of its own to interoperate with.
 *
 * Used: `signal()` (the session's state) with `value`, `peek()` and `subscribe()`, through which
 * src/ui/App.tsx renders the widget again when a signal the UI reads changes.
 * Nothing tracks what is read (no `effect`, no `computed`), so reading `value` is reading `peek()`.
 * A change notifies synchronously (signals-core batches, which only matters for `computed`).
 * The UI's component tests run against this file too (the `script-tag build` Vitest project).
 */

export interface ReadonlySignal<T> {
  readonly value: T;
  peek(): T;
  subscribe(listener: (value: T) => void): () => void;
}

export interface Signal<T> extends ReadonlySignal<T> {
  value: T;
}

export function signal<T>(initial: T): Signal<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      if (next === current) return;
      current = next;
      // A copy: a listener may subscribe or unsubscribe while being told.
      for (const listener of [...listeners]) listener();
    },
    peek: () => current,
    subscribe(listener) {
      // One entry per subscription, as in signals-core: the same function subscribed twice is told twice.
      const tell = () => listener(current);
      listeners.add(tell);
      tell();
      return () => void listeners.delete(tell);
    },
  };
}
