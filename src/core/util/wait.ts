import { apiError } from '../api/api-error.ts';
import type { Observable, WidgetEnvironment } from '../environment.ts';

/**
 * A promise that `start` resolves by calling `done`; `start` answers how to stop what it started
 * (a timer, a subscription). An abort rejects at once with `aborted` and stops it; settling either
 * way leaves no listener behind.
 */
function abortable(signal: AbortSignal | undefined, start: (done: () => void) => () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(apiError('aborted'));
    const finish = (settle: () => void) => (): void => {
      stop();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = finish(() => reject(apiError('aborted')));
    const stop = start(finish(resolve));
    signal?.addEventListener('abort', onAbort);
  });
}

/** Waits `milliseconds` on the injected timers; an abort rejects at once with `aborted` and clears the timer. */
export function sleep(env: Pick<WidgetEnvironment, 'setTimeout' | 'clearTimeout'>, milliseconds: number, signal?: AbortSignal): Promise<void> {
  return abortable(signal, (done) => {
    const timer = env.setTimeout(done, milliseconds);
    return () => env.clearTimeout(timer);
  });
}

/** Resolves once `observable` reports `value` (at once if it already does); an abort rejects with `aborted`. */
export function until<T>(observable: Observable<T>, value: T, signal?: AbortSignal): Promise<void> {
  return observable.current() === value
    ? Promise.resolve()
    : abortable(signal, (done) => observable.subscribe((next) => next === value && done()));
}
