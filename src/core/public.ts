/**
 * The headless core's public API: everything without Preact or the DOM. Hosts that bring their own
 * UI (or none) use `createWidgetSession()` with `browserEnvironment()`, or the API client alone.
 * The `./core` npm entry (src/core.ts) exports this file and nothing else, so what it exports at
 * run time is exactly what its declarations say (build/entry-exports.test.ts); index.ts adds the
 * entries' internal helpers.
 */
export { createWidgetSession, type CommonSessionOptions, type WidgetSessionOptions } from './widget-session.ts';
export type { Messaging } from './session/options.ts';
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
export {
  HttpClient,
  type HttpClientOptions,
  type AccessTokenSource,
  type AuthenticatedCall,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type HttpSendRequest,
  type QueryValue,
} from './api/http-client.ts';
export type { BackoffOptions, RateLimitState } from './api/retry-policy.ts';
export type { PollIntervalOptions } from './sync/poll-interval.ts';
export { ApiError, isApiError, type AnyApiError, type ApiErrorCode, type ApiErrorDetails } from './api/api-error.ts';
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
  type SyncItemSummary,
} from './events/catalogue.ts';
export { WIDGET_EVENT_TYPES, isWidgetEvent } from './events/validate-event.ts';
export { HOST_MESSAGE_SOURCE, type HostMessage } from './events/host-message.ts';
