import type { WidgetEvent, WidgetEventOf, WidgetEventType } from './catalogue.ts';

export type Listener<T extends WidgetEventType> = (event: WidgetEventOf<T>) => void;

export interface EventEmitter {
  /** Listens to one type; returns the unsubscribe. */
  on<T extends WidgetEventType>(type: T, listener: Listener<T>): () => void;
  /** Listens to every event (the postMessage bridge does); returns the unsubscribe. */
  onAny(listener: (event: WidgetEvent) => void): () => void;
  emit(event: WidgetEvent): void;
  /** Drops every listener (destroy). */
  clear(): void;
  listenerCount(): number;
}

/**
 * A synchronous emitter. A listener that throws is isolated: the others still run, and the error
 * goes to `onListenerError` instead of into the widget's own state machine.
 */
export function createEmitter(onListenerError: (error: unknown) => void = () => {}): EventEmitter {
  const byType = new Map<WidgetEventType, Set<(event: WidgetEvent) => void>>();
  const any = new Set<(event: WidgetEvent) => void>();

  const call = (listener: (event: WidgetEvent) => void, event: WidgetEvent): void => {
    try {
      listener(event);
    } catch (error) {
      onListenerError(error);
    }
  };

  return {
    on(type, listener) {
      // Each registration is its own entry, so adding the same function twice needs two unsubscribes.
      const entry = (event: WidgetEvent): void => (listener as (event: WidgetEvent) => void)(event);
      let set = byType.get(type);
      if (!set) byType.set(type, (set = new Set()));
      set.add(entry);
      return () => void set.delete(entry);
    },
    onAny(listener) {
      const entry = (event: WidgetEvent): void => listener(event);
      any.add(entry);
      return () => void any.delete(entry);
    },
    emit(event) {
      for (const listener of [...(byType.get(event.type) ?? [])]) call(listener, event);
      for (const listener of [...any]) call(listener, event);
    },
    clear() {
      byType.clear();
      any.clear();
    },
    listenerCount: () => any.size + [...byType.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
