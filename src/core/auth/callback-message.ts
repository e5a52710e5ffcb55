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
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return record['type'] === CALLBACK_MESSAGE_TYPE && typeof record['search'] === 'string' && record['search'].length <= 8192;
}
