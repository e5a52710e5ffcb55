import type { MessageTarget, WidgetEnvironment } from '../environment.ts';
import type { WidgetEvent } from './catalogue.ts';
import { HOST_MESSAGE_SOURCE, isHostMessage, type HostMessage } from './host-message.ts';

// The host's messages are the bridge's business too: its tests and the session's name them here.
export { HOST_MESSAGE_SOURCE, isHostMessage, type HostMessage };

export interface PostMessageBridgeOptions {
  env: Pick<WidgetEnvironment, 'onMessage'>;
  /** The window events are posted to: the widget's own (inline) or its opener (hosted). */
  target: MessageTarget;
  /**
   * The exact origin the target must have for the browser to deliver: the page's own origin
   * (inline), or the host origin registered for the client (hosted). Never `"*"`.
   */
  targetOrigin: string;
  /** Origins whose messages are accepted, compared exactly (scheme, host and port). */
  allowedOrigins: readonly string[];
  /** The only window whose messages are accepted, compared by identity (`event.source`). */
  allowedSource: unknown;
  onHostMessage: (message: HostMessage) => void;
}

export interface PostMessageBridge {
  post(event: WidgetEvent): void;
  /** Removes the message listener; posting afterwards does nothing. */
  disconnect(): void;
}

/** A serialised origin: scheme, host and optional port, nothing else. `"*"` and `"null"` are refused. */
export function assertExactOrigin(origin: string): void {
  try {
    if (new URL(origin).origin === origin) return; // "null" is no URL, so never equal
  } catch {
    // not a URL: refused below
  }
  throw new TypeError(`Not an exact origin: ${origin}`);
}

/**
 * Events to the host and commands from it over `postMessage` (docs/security-and-csp.md). Outgoing messages name
 * their target origin, so the browser drops them if the window navigated elsewhere; incoming ones
 * count only with an allowed origin, from the expected window, in a valid envelope (a sibling frame
 * on the same origin is not the host).
 */
export function createPostMessageBridge({
  env,
  target,
  targetOrigin,
  allowedOrigins,
  allowedSource,
  onHostMessage,
}: PostMessageBridgeOptions): PostMessageBridge {
  for (const origin of [targetOrigin, ...allowedOrigins]) assertExactOrigin(origin);
  let connected = true;
  const unsubscribe = env.onMessage(({ origin, source, data }) => {
    if (allowedOrigins.includes(origin) && source === allowedSource && isHostMessage(data)) onHostMessage(data);
  });
  return {
    post(event) {
      if (connected) target.postMessage(event, targetOrigin);
    },
    disconnect() {
      connected = false;
      unsubscribe();
    },
  };
}
