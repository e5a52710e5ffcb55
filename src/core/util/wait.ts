import { apiError } from '../api/api-error.ts';
import type { Observable, WidgetEnvironment } from '../environment.ts';

/** Waits `milliseconds` on the injected timers; an abort rejects at once with `aborted` and clears the timer. */
export function sleep(env: Pick<WidgetEnvironment, 'setTimeout' | 'clearTimeout'>, milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(apiError('aborted'));
      return;
    }
    const onAbort = (): void => {
      env.clearTimeout(timer);
      reject(apiError('aborted'));
    };
    const timer = env.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, milliseconds));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves once `observable` reports `value` (at once if it already does); an abort rejects with `aborted`. */
export function until<T>(observable: Observable<T>, value: T, signal?: AbortSignal): Promise<void> {
  if (observable.current() === value) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(apiError('aborted'));
      return;
    }
    const finish = (settle: () => void): void => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = (): void => finish(() => reject(apiError('aborted')));
    const unsubscribe = observable.subscribe((next) => {
      if (next === value) finish(resolve);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
