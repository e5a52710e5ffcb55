/**
 * What the npm entries say when a chunk of the widget's code does not load (lazy-widget.ts, the
 * element's own code in custom-element.ts): an Error in the console in words, and an `error` event
 * with the code the widget gives any failed request, `network`, since nothing else stable tells a
 * missing chunk (offline, or an app redeployed under the page) from other fetch failures.
 */
import { randomHex, widgetEvent, type WidgetEvent } from '../../core/index.ts';

/** The failure to load the widget's code, as the console shows it. */
export interface WidgetCodeError extends Error {
  readonly code: 'network';
}

export function codeError(cause: unknown): WidgetCodeError {
  const error = new Error(
    "RetailSync: the widget's code could not be loaded (offline, or the app redeployed?); opening it again tries again",
    { cause },
  );
  return Object.assign(error, { code: 'network' as const });
}

/** The `error` event a failed load says. No session exists yet: the event has an id of its own. */
export function codeFailedEvent(error: WidgetCodeError): WidgetEvent {
  return widgetEvent('error', { code: error.code }, `ws_${randomHex(8)}`, Date.now());
}
