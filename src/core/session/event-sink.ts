import type { WidgetEvent } from '../events/catalogue.ts';
import { randomHex } from '../util/random-hex.ts';

/**
 * Where events go besides `on()` listeners: `inline` posts to the widget's own window at its own
 * origin (a script on the host page listens there); `hosted` posts to `window.opener` at the host
 * origin registered for the client (only the events `tells` answers true for, if given: the hosted
 * page drops what its popup already told); `none` keeps them to callbacks.
 */
export type Messaging =
  | { readonly mode: 'inline' }
  | { readonly mode: 'hosted'; readonly hostOrigin: string; readonly tells?: (event: WidgetEvent) => boolean }
  | { readonly mode: 'none' };

/** A widget session's id: `ws_` and 16 hex digits (8 random bytes). */
export const newSessionId = (): string => `ws_${randomHex(8)}`;
