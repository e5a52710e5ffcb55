import type { ApiVariant, OpenTarget } from '../domain.ts';
import { compact } from '../util/compact.ts';
import type { MessageTarget, WidgetEnvironment } from '../environment.ts';
import { widgetEvent, type WidgetEvent, type WidgetEventPayloads, type WidgetEventType } from '../events/catalogue.ts';
import { createEmitter, type EventEmitter } from '../events/emitter.ts';
import { createPostMessageBridge, type PostMessageBridge } from '../events/post-message-bridge.ts';
import { randomHex } from '../util/random-hex.ts';
import type { WidgetSessionOptions } from './options.ts';

/** A widget session's id: `ws_` and 16 hex digits (8 random bytes). */
const newSessionId = (): string => `ws_${randomHex(8)}`;

/** Tells the session's listeners and its host about a step; does nothing once the session is destroyed. */
export type Emit = <T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]) => void;

/** The events of one session: what the journeys emit, and what the session offers its host for them. */
export interface SessionEvents {
  /** Random per instance; every event's envelope carries it. */
  readonly sessionId: string;
  readonly emit: Emit;
  readonly on: EventEmitter['on'];
  readonly onAny: EventEmitter['onAny'];
  /** Emits `ready`, the first time only. */
  readonly announce: () => void;
  /** The UI shows the widget: `ready` first if it has not gone out yet, then `open` with the host's target. */
  readonly open: (target?: OpenTarget) => void;
  /** The user leaves the journey: `exit`, then `close` with reason `user`. */
  readonly exit: () => void;
  /** Tells the host the widget did something else than it asked (`warning`). */
  readonly warn: (warning: WidgetEventPayloads['warning']) => void;
  /** Removes the postMessage listener and every `on()` listener (destroy). */
  readonly release: () => void;
}

/** The window events are posted to and its origin, per the `messaging` option (see Messaging); null for none. */
function postTarget(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
): { target: MessageTarget; origin: string; tells?: (event: WidgetEvent) => boolean } | null {
  const messaging = options.messaging ?? { mode: 'inline' };
  if (messaging.mode === 'inline') return { target: env.self, origin: env.self.origin };
  if (messaging.mode === 'none') return null;
  const opener = env.opener();
  if (opener === null) return null;
  return { target: opener, origin: messaging.hostOrigin, ...(messaging.tells ? { tells: messaging.tells } : {}) };
}

/**
 * Events go to `on()` listeners and, per `messaging`, over postMessage to the page (inline) or the
 * opener (hosted), whose valid `close` message closes the widget. `lifetime` is the session's: once
 * it is aborted, nothing more goes out.
 */
export function createSessionEvents(
  options: WidgetSessionOptions,
  env: WidgetEnvironment,
  { variant, lifetime }: { variant: ApiVariant; lifetime: AbortSignal },
): SessionEvents {
  const sessionId = newSessionId();
  const emitter = createEmitter((error) => options.onListenerError?.(error));
  const posting = postTarget(options, env);
  const bridge: PostMessageBridge | null =
    posting === null
      ? null
      : createPostMessageBridge({
          env,
          target: posting.target,
          targetOrigin: posting.origin,
          allowedOrigins: [posting.origin],
          allowedSource: posting.target.handle,
          onHostMessage: () => {
            emit('close', { reason: 'host' });
            options.onHostClose?.();
          },
        });

  function emit<T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]): void {
    if (lifetime.aborted) return;
    const event = widgetEvent(type, payload, sessionId, env.now());
    emitter.emit(event);
    if (posting?.tells?.(event) ?? true) bridge?.post(event);
  }

  let announced = false;
  function announce(): void {
    if (announced) return;
    announced = true;
    emit('ready', { variant });
  }

  return {
    sessionId,
    emit,
    on: (type, listener) => emitter.on(type, listener),
    onAny: (listener) => emitter.onAny(listener),
    announce,
    open: (target) => {
      announce();
      emit('open', compact({ target }));
    },
    exit: () => {
      emit('exit', {});
      emit('close', { reason: 'user' });
    },
    warn: (warning) => emit('warning', warning),
    release: () => {
      bridge?.disconnect();
      emitter.clear();
    },
  };
}
