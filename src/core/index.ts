/**
 * The headless core: everything without Preact or the DOM. Hosts that bring their own UI (or none)
 * use `createWidgetSession()` with `browserEnvironment()`, or the API client alone.
 */
export { createWidgetSession, type WidgetSessionOptions } from './widget-session.ts';
export type { Messaging } from './session/event-sink.ts';
export type * from './session-contract.ts';
export type * from './environment.ts';
export {
  createApiClient,
  type RetailSyncApi,
  type ApiClientOptions,
  type ConnectResult,
  type ListConnectionsQuery,
  type ListOrdersQuery,
  type CallOptions,
} from './api/api-client.ts';
export { HttpClient, type HttpClientOptions, type AccessTokenSource } from './api/http-client.ts';
export { ApiError, isApiError, type AnyApiError, type ApiErrorCode } from './api/api-error.ts';
export type { Order, OrderItem, OrderList, OrderSummary } from './api/types.ts';
export { AuthError, isAuthError, type AuthErrorCode } from './auth/auth-error.ts';
export { ERROR_CODES, type ErrorCodeOf, type ErrorSource } from './error-codes.ts';
export { completeCallbackPage, type CallbackPageOutcome, type CallbackPageWindow } from './auth/callback-page.ts';
export {
  EVENT_SOURCE,
  EVENT_VERSION,
  type WidgetEvent,
  type WidgetEventOf,
  type WidgetEventPayloads,
  type WidgetEventType,
} from './events/catalogue.ts';
export { WIDGET_EVENT_TYPES, isWidgetEvent } from './events/validate-event.ts';
export { HOST_MESSAGE_SOURCE, type HostMessage } from './events/host-message.ts';

/*
 * Internal: for this package's own entries (src/entries), which reach core only through this file
 * (eslint.layers.js). Not part of the public API: no semver promise, any release may change them.
 */
/** @internal A WidgetEvent emitter with isolated listeners (the hosted opener's handle). */
export { createEmitter } from './events/emitter.ts';
// Its type stays in the declarations: the entries' own declaration files name it.
export type { EventEmitter } from './events/emitter.ts';
/** @internal Throws a TypeError unless `origin` is exactly an origin (no path, not "null"). */
export { assertExactOrigin } from './events/post-message-bridge.ts';
/** @internal A valid event envelope (the hosted opener's own exit/close/error). */
export { widgetEvent } from './events/catalogue.ts';
/** @internal Drops undefined properties (`exactOptionalPropertyTypes`). */
export { compact } from './util/compact.ts';
/** @internal Random bytes from the platform CSPRNG as hex (the hosted opener's session ids). */
export { randomHex } from './util/random-hex.ts';
/** @internal https, or plain http on loopback only (the entries' check of the issuer and API URLs). */
export { isSecureUrl } from './auth/loopback.ts';
/** @internal Throws the TypeError of a bad `resource` or `authorizationParams` (the entries check them at create()). */
export { checkAuthorizationOptions } from './auth/authorization-options.ts';
/** @internal Drops an authorization response from the page's address at once (the hosted page, before its first await). */
export { takeAuthorizationResponse } from './auth/redirect-authorization.ts';
/** @internal Whether a query is an authorization response (the npm entries load the widget at once after a full-page sign-in). */
export { hasAuthorizationResponse } from './auth/response-params.ts';
