import type { WidgetSession } from '../core/session-contract.ts';

/**
 * How long the first render waits for a catalog already on its way. Rendering the dialog around
 * "Loading…" and then again around the list made the browser style, lay out and paint the dialog
 * twice, and the second pass could only start once the first was done: opening took several times
 * the catalog request (docs/performance-history.md). A response within this time is shown in the
 * dialog's first frame. 100 ms is about the longest a response to a click still feels immediate;
 * a slower catalog gets the dialog with "Loading…" then, as before.
 */
export const CATALOG_WAIT_MS = 100;

export interface FirstRender {
  /** Resolves when the dialog should render for the first time. */
  readonly ready: Promise<void>;
  /** Stops waiting (the widget closed meanwhile): no timer or subscription is left behind. */
  readonly cancel: () => void;
}

/**
 * When to render the dialog first: at once, unless it opens on the catalog while the catalog is
 * loading (`open()` asks for it before mounting); then as soon as it has loaded or failed, or
 * after `waitMs`, whichever comes first. Any other screen, or a catalog already there, is not held
 * back.
 */
export function beforeFirstRender(session: WidgetSession, waitMs = CATALOG_WAIT_MS): FirstRender {
  if (session.view.peek().name !== 'catalog' || session.catalog.peek().status !== 'loading') {
    return { ready: Promise.resolve(), cancel: () => undefined };
  }
  let resolve = (): void => undefined;
  const ready = new Promise<void>((settle) => {
    resolve = settle;
  });
  let stopWatching = (): void => undefined;
  const timer = setTimeout(() => done(), waitMs);
  function done(): void {
    clearTimeout(timer);
    stopWatching();
    resolve();
  }
  // subscribe() calls back at once with the current value ("loading") and then on every change.
  stopWatching = session.catalog.subscribe((state) => {
    if (state.status !== 'loading') done();
  });
  return { ready, cancel: done };
}
