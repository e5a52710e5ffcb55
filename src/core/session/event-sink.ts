import { newIdempotencyKey } from '../api/http-client.ts';
import type { WidgetEnvironment } from '../environment.ts';
import { EVENT_SOURCE, EVENT_VERSION, type WidgetEvent, type WidgetEventPayloads, type WidgetEventType } from '../events/catalogue.ts';
import { createEmitter, type EventEmitter } from '../events/emitter.ts';
import { createPostMessageBridge } from '../events/post-message-bridge.ts';

/**
 * Where events go besides `on()` listeners: `inline` posts to the widget's own window at its own
 * origin (a script on the host page listens there); `hosted` posts to `window.opener` at the host
 * origin registered for the client; `none` keeps them to callbacks.
 */
export type Messaging =
  | { readonly mode: 'inline' }
  | { readonly mode: 'hosted'; readonly hostOrigin: string }
  | { readonly mode: 'none' };

export type Emit = <T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]) => void;

export interface EventSink {
  readonly emitter: EventEmitter;
  /** Does nothing once disconnected: a destroyed session is silent. */
  emit: Emit;
  disconnect(): void;
}

export function createEventSink(
  env: WidgetEnvironment,
  sessionId: string,
  messaging: Messaging,
  handlers: { onHostClose(): void; onListenerError: ((error: unknown) => void) | undefined },
): EventSink {
  const emitter = createEmitter(handlers.onListenerError);
  const { mode } = messaging;
  const target = mode === 'inline' ? env.self : mode === 'hosted' ? env.opener() : null;
  const origin = mode === 'hosted' ? messaging.hostOrigin : env.self.origin;
  const bridge = target && createPostMessageBridge({
    env, target, targetOrigin: origin, allowedOrigins: [origin], allowedSource: target.handle, onHostMessage: handlers.onHostClose,
  });
  let connected = true;
  return {
    emitter,
    emit(type, payload) {
      if (!connected) return;
      const event = { source: EVENT_SOURCE, version: EVENT_VERSION, type, sessionId, timestamp: env.now(), payload } as WidgetEvent;
      emitter.emit(event);
      bridge?.post(event);
    },
    disconnect() {
      connected = false;
      bridge?.disconnect();
      emitter.clear();
    },
  };
}

/** `ws_` and 16 hex digits (8 random bytes) from the platform CSPRNG, like the idempotency keys. */
export const newSessionId = (): string => `ws_${newIdempotencyKey().slice(0, 16)}`;
