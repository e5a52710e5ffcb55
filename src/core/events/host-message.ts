/**
 * What a host may send to the widget: a module of its own, importing nothing, since the host's
 * side (openHosted) sends it without the widget's code (src/entries/host/open-hosted.ts).
 */

/** What a host may send to the widget (host to widget). */
export const HOST_MESSAGE_SOURCE = 'retail-sync-host';

export interface HostMessage {
  readonly source: typeof HOST_MESSAGE_SOURCE;
  readonly version: 1;
  readonly type: 'close';
}

export function isHostMessage(value: unknown): value is HostMessage {
  const message = value as Partial<HostMessage> | null | undefined; // a primitive has none of the fields
  return message?.source === HOST_MESSAGE_SOURCE && message.version === 1 && message.type === 'close';
}
