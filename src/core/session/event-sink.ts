import { newIdempotencyKey } from '../api/http-client.ts';

/**
 * Where events go besides `on()` listeners: `inline` posts to the widget's own window at its own
 * origin (a script on the host page listens there); `hosted` posts to `window.opener` at the host
 * origin registered for the client; `none` keeps them to callbacks.
 */
export type Messaging =
  | { readonly mode: 'inline' }
  | { readonly mode: 'hosted'; readonly hostOrigin: string }
  | { readonly mode: 'none' };

/** `ws_` and 16 hex digits (8 random bytes) from the platform CSPRNG, like the idempotency keys. */
export const newSessionId = (): string => `ws_${newIdempotencyKey().slice(0, 16)}`;
