/** How long work waits for an idle moment before it runs anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no requestIdleCallback (Safari): soon after the caller's own work. */
const FALLBACK_DELAY_MS = 50;

/**
 * Runs `work` once the page is idle, so preparing the widget never competes with the host page's
 * own start-up. Returns the cancel; after `work` has run it does nothing.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `steps` in order, each in an idle moment of its own (`schedule`, `whenIdle` unless a test
 * passes another), so work that would be one long task together leaves the page free to answer
 * between steps. Returns the cancel: the steps not yet run never run.
 */
export function eachWhenIdle(
  steps: ReadonlyArray<() => void>,
  schedule: (work: () => void) => () => void = whenIdle,
): () => void {
  let next = 0;
  let cancelPending = (): void => undefined;
  const runNext = (): void => {
    const step = steps[next];
    if (!step) return;
    cancelPending = schedule(() => {
      next += 1;
      try {
        step();
      } finally {
        runNext();
      }
    });
  };
  runNext();
  return () => {
    next = steps.length;
    cancelPending();
  };
}
