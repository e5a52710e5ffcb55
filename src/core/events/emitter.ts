import type { WidgetEvent, WidgetEventOf, WidgetEventType } from './catalogue.ts';

export type Listener<T extends WidgetEventType> = (event: WidgetEventOf<T>) => void;

// `on` and `onAny` are function-typed properties, not methods: they use no `this`, so a caller may
// hand them on unbound (`on: emitter.on`), and the type says so.
export interface EventEmitter {
  /** Listens to one type; returns the unsubscribe. */
  readonly on: <T extends WidgetEventType>(type: T, listener: Listener<T>) => () => void;
  /** Listens to every event (the postMessage bridge does); returns the unsubscribe. */
  readonly onAny: (listener: (event: WidgetEvent) => void) => () => void;
  emit(event: WidgetEvent): void;
  /** Drops every listener (destroy). */
  clear(): void;
  listenerCount(): number;
}

/**
 * A synchronous emitter. A listener that throws is isolated: the others still run, and the error
 * goes to `onListenerError` instead of into the widget's own state machine. Typed listeners run
 * before the catch-all ones.
 */
export function createEmitter(onListenerError: (error: unknown) => void = () => {}): EventEmitter {
  type Entry = (event: WidgetEvent) => void;
  const typed = new Set<Entry>();
  const any = new Set<Entry>();
  // Each registration is its own entry, so adding the same function twice needs two unsubscribes.
  const add = (set: Set<Entry>, entry: Entry): (() => void) => {
    set.add(entry);
    return () => void set.delete(entry);
  };

  return {
    on: (type, listener) =>
      add(typed, (event) => {
        if (event.type === type) (listener as Entry)(event);
      }),
    onAny: (listener) => add(any, (event) => listener(event)),
    emit(event) {
      // Copies: a listener may (un)subscribe while the event is dispatched.
      for (const set of [typed, any]) {
        for (const listener of [...set]) {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        }
      }
    },
    clear() {
      typed.clear();
      any.clear();
    },
    listenerCount: () => typed.size + any.size,
  };
}
