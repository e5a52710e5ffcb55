import type { MessageTarget, WidgetEnvironment } from '../environment.ts';
import type { WidgetEvent } from './catalogue.ts';

/** What a host may send to the widget (host to widget). */
export const HOST_MESSAGE_SOURCE = 'retail-sync-host';

export interface HostMessage {
  readonly source: typeof HOST_MESSAGE_SOURCE;
  readonly version: 1;
  readonly type: 'close';
}

export function isHostMessage(value: unknown): value is HostMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record['source'] === HOST_MESSAGE_SOURCE && record['version'] === 1 && record['type'] === 'close';
}

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
  onHostMessage(message: HostMessage): void;
}

export interface PostMessageBridge {
  post(event: WidgetEvent): void;
  /** Removes the message listener; posting afterwards does nothing. */
  disconnect(): void;
}

/** A serialised origin: scheme, host and optional port, nothing else. `"*"` and `"null"` are refused. */
export function assertExactOrigin(origin: string): void {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new TypeError(`Not an origin: ${origin}`);
  }
  if (parsed.origin !== origin || parsed.origin === 'null') throw new TypeError(`Not an exact origin: ${origin}`);
}

/**
 * Events to the host and commands from it over `postMessage` (DESIGN §6). Outgoing messages name
 * their target origin, so the browser drops them if the window navigated elsewhere; incoming ones
 * count only with an allowed origin, from the expected window, in a valid envelope (a sibling frame
 * on the same origin is not the host).
 */
export function createPostMessageBridge(options: PostMessageBridgeOptions): PostMessageBridge {
  assertExactOrigin(options.targetOrigin);
  for (const origin of options.allowedOrigins) assertExactOrigin(origin);
  let connected = true;
  const unsubscribe = options.env.onMessage((message) => {
    if (!options.allowedOrigins.includes(message.origin)) return;
    if (message.source !== options.allowedSource) return;
    if (!isHostMessage(message.data)) return;
    options.onHostMessage(message.data);
  });
  return {
    post(event) {
      if (connected) options.target.postMessage(event, options.targetOrigin);
    },
    disconnect() {
      connected = false;
      unsubscribe();
    },
  };
}
