import type { Observable, WidgetEnvironment } from '../environment.ts';

/**
 * What an aborted wait rejects with: an `AbortError` whose cause is the signal's reason, as Node's
 * `timers/promises` reject. The caller says what the abort means to its own callers (the HTTP
 * client: an `aborted` ApiError), so these waits depend on no layer above them.
 */
function abortError(reason: unknown): Error {
  const error = new Error('The wait was cancelled through its AbortSignal.', { cause: reason });
  error.name = 'AbortError';
  return error;
}

/**
 * A promise that `start` resolves by calling `done`; `start` answers how to stop what it started
 * (a timer, a subscription). An abort rejects at once with an `abortError` and stops it; settling
 * either way leaves no listener behind.
 */
function abortable(signal: AbortSignal | undefined, start: (done: () => void) => () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal.reason));
      return;
    }
    const finish = (settle: () => void) => (): void => {
      stop();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = finish(() => reject(abortError(signal?.reason)));
    const stop = start(finish(resolve));
    signal?.addEventListener('abort', onAbort);
  });
}

/** Waits `milliseconds` on the injected timers; an abort rejects at once with an `abortError` and clears the timer. */
export function sleep(
  env: Pick<WidgetEnvironment, 'setTimeout' | 'clearTimeout'>,
  milliseconds: number,
  signal?: AbortSignal,
): Promise<void> {
  return abortable(signal, (done) => {
    const timer = env.setTimeout(done, milliseconds);
    return () => env.clearTimeout(timer);
  });
}

/** Resolves once `observable` reports `value` (at once if it already does); an abort rejects with an `abortError`. */
export function until<T>(observable: Observable<T>, value: T, signal?: AbortSignal): Promise<void> {
  return observable.current() === value
    ? Promise.resolve()
    : abortable(signal, (done) => observable.subscribe((next) => next === value && done()));
}
