/**
 * The events the host's own handle says when the popup is gone without having said them (the
 * popup closed, or the bundle could not load the hosted file). Valid envelopes, like the widget's.
 */
import { randomHex, type WidgetEvent, widgetEvent, type WidgetEventPayloads } from '../../core/index.ts';

/** A session id for a popup that never spoke: `hs_` and 16 hex digits. */
export function randomSessionId(): string {
  return `hs_${randomHex(8)}`;
}

export function hostedEvent<T extends 'error' | 'exit' | 'close'>(
  type: T,
  payload: WidgetEventPayloads[T],
  sessionId: string,
): WidgetEvent {
  return widgetEvent(type, payload, sessionId, Date.now());
}
