import type { WidgetEnvironment } from '../environment.ts';
import { EVENT_SOURCE, EVENT_VERSION, type WidgetEvent, type WidgetEventPayloads, type WidgetEventType } from '../events/catalogue.ts';
import { createEmitter, type EventEmitter } from '../events/emitter.ts';
import { createPostMessageBridge, type PostMessageBridge } from '../events/post-message-bridge.ts';

/**
 * Where events go besides `on()` listeners: `inline` posts to the widget's own window at its own
 * origin (a script on the host page listens there); `hosted` posts to `window.opener` at the host
 * origin registered for the client; `none` keeps them to callbacks.
 */
export type Messaging =
  | { readonly mode: 'inline' }
  | { readonly mode: 'hosted'; readonly hostOrigin: string }
  | { readonly mode: 'none' };

export interface EventSink {
  readonly emitter: EventEmitter;
  emit<T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]): void;
  disconnect(): void;
}

export function createEventSink(
  env: WidgetEnvironment,
  sessionId: string,
  messaging: Messaging,
  handlers: { onHostClose(): void; onListenerError?(error: unknown): void },
): EventSink {
  const emitter = createEmitter(handlers.onListenerError);
  let bridge: PostMessageBridge | undefined;
  if (messaging.mode === 'inline') {
    bridge = createPostMessageBridge({
      env, target: env.self, targetOrigin: env.self.origin, allowedOrigins: [env.self.origin], allowedSource: env.self.handle,
      onHostMessage: handlers.onHostClose,
    });
  } else if (messaging.mode === 'hosted') {
    const opener = env.opener();
    if (opener) {
      bridge = createPostMessageBridge({
        env, target: opener, targetOrigin: messaging.hostOrigin, allowedOrigins: [messaging.hostOrigin], allowedSource: opener.handle,
        onHostMessage: handlers.onHostClose,
      });
    }
  }
  return {
    emitter,
    emit(type, payload) {
      const event = { source: EVENT_SOURCE, version: EVENT_VERSION, type, sessionId, timestamp: env.now(), payload } as WidgetEvent;
      emitter.emit(event);
      bridge?.post(event);
    },
    disconnect() {
      bridge?.disconnect();
      emitter.clear();
    },
  };
}

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `ws_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
