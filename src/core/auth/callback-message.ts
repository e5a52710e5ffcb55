/**
 * What the callback page (public/callback.js) posts to its opener: the query string it was opened
 * with, i.e. `code`, `state` and `iss`, or `error` and `error_description`.
 */
export const CALLBACK_MESSAGE_TYPE = 'retail-sync:oauth-callback';

export interface CallbackMessage {
  type: typeof CALLBACK_MESSAGE_TYPE;
  search: string;
}

export function isCallbackMessage(data: unknown): data is CallbackMessage {
  const message = data as Partial<CallbackMessage> | null | undefined; // a primitive has neither field
  return message?.type === CALLBACK_MESSAGE_TYPE && typeof message.search === 'string' && message.search.length <= 8192;
}
