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
