/**
 * The parameters of an authorization response in a page's address. A module of its own, importing
 * nothing: the npm entries read it before the widget's code has loaded (src/entries/host/lazy-widget.ts).
 */

/** Parameters an authorization response may add to the redirect URI (RFC 6749 §4.1.2, RFC 9207). */
export const RESPONSE_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri', 'session_state'];

/** Whether the page's query is an authorization response. */
export function hasAuthorizationResponse(params: URLSearchParams): boolean {
  return params.has('state') || params.has('code') || params.has('error');
}
