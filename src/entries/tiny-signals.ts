/**
 * The part of `@preact/signals-core` the widget uses, in a sixth of its size, for the script-tag
 * bundle only: build/script-tag.config.ts aliases the package to this file. The npm build keeps the
 * real package (a dependency there, not bundled), so an app's own `@preact/signals` works with the
 * session's signals; a script-tag page has no signals library of its own to interoperate with.
 *
 * Used: `signal()` (the session's state) with `value`, `peek()` and `subscribe()`, and `effect()`,
 * through which src/ui/signals.ts re-renders a component whose signals changed. That hook drives an
 * effect by the members signals-core keeps stable for `@preact/signals`: `S()` starts tracking the
 * signals read and returns the function that ends it, `c()` runs on a change, `d()` disposes. A
 * change notifies synchronously (signals-core batches, which only matters for `computed`, unused).
 * The UI's component tests run against this file too (the `script-tag build` Vitest project).
 */

interface Listener {
  c(): void;
}

/**
 * The sources of the effect whose tracking is in progress: a signal read now adds its listener set.
 * One effect's tracking never runs inside its own: src/ui/signals.ts ends a render's tracking before
 * it starts the next, and its effects only ask for a re-render (re-entry was never supported).
 */
let tracking: Set<Set<Listener>> | undefined;

class Effect implements Listener {
  /** The listener sets of the signals it read in its last tracked run. */
  #sources = new Set<Set<Listener>>();
  readonly #run: (this: Effect) => void;

  constructor(run: (this: Effect) => void) {
    this.#run = run;
  }

  S(): () => void {
    const outer = tracking;
    const previous = this.#sources;
    tracking = this.#sources = new Set();
    return () => {
      tracking = outer;
      // Out of every old source, into every new one. An effect kept moves to the end of a signal's
      // listeners: the UI's effects only queue a render, which Preact orders by depth anyway.
      for (const listeners of previous) listeners.delete(this);
      for (const listeners of this.#sources) listeners.add(this);
    };
  }

  c(): void {
    const finish = this.S();
    try {
      this.#run();
    } finally {
      finish();
    }
  }

  /** Disposing is a tracked run that reads nothing: it leaves every source. */
  d(): void {
    this.S()();
  }
}

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
  const listeners = new Set<Listener>();
  return {
    get value() {
      tracking?.add(listeners);
      return current;
    },
    set value(next: T) {
      if (next === current) return;
      current = next;
      // A copy: a listener may subscribe or unsubscribe while being told.
      for (const listener of [...listeners]) listener.c();
    },
    peek: () => current,
    subscribe(listener) {
      const subscription: Listener = {
        c() {
          // Untracked, as in signals-core: what the listener reads is not the caller's dependency.
          const outer = tracking;
          tracking = undefined;
          try {
            listener(current);
          } finally {
            tracking = outer;
          }
        },
      };
      listeners.add(subscription);
      subscription.c();
      return () => void listeners.delete(subscription);
    },
  };
}

/** Runs `run` now and again whenever a signal it read changes; returns the dispose. */
export function effect(run: (this: Effect) => void): () => void {
  const created = new Effect(run);
  created.c();
  return () => created.d();
}
