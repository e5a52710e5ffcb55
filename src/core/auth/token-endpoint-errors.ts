/**
 * What the widget says, and passes on, when a token request fails: in words for developers, and
 * never with a token in it (oauth4webapi keeps a refused response's body in its errors).
 */
import * as oauth from 'oauth4webapi';

/**
 * What a failed token request may pass on as an AuthError's `cause`: the provider's OAuth error
 * (`{error, error_description}`, no token in it) or a TypeError (the request could not be made).
 * Anything else is a refused token response, and oauth4webapi keeps its body,
 * live tokens included, in its error: it is dropped, so no token reaches an AuthError, the
 * ApiError that wraps it, or a host's error log.
 */
export function tokenEndpointCause(cause: unknown): unknown {
  return cause instanceof oauth.ResponseBodyError || cause instanceof TypeError ? cause : undefined;
}

/** The provider's OAuth error (RFC 6749 §5.2) in words: its code, and its description when it gave one. */
export function describeOAuthError(error: string, description: string | undefined): string {
  return description ? `${error} ("${description}")` : error;
}

/**
 * Why a token request failed, told from what `tokenEndpointCause` may pass on: the provider's OAuth
 * error, or a request that could not be made. Nothing of a refused token response is quoted.
 */
export function tokenEndpointFailure(cause: unknown): string {
  if (cause instanceof oauth.ResponseBodyError)
    return `the provider answered ${describeOAuthError(cause.error, cause.error_description)}`;
  if (cause instanceof TypeError) return 'the request could not be made (see cause)';
  // oauth4webapi's cause of a refused answer is the response itself: its status is all we read of it.
  if (cause instanceof oauth.OperationProcessingError && cause.cause instanceof Response) {
    return `the provider answered HTTP ${cause.cause.status} without a usable token response`;
  }
  return "the provider's answer was not a usable token response";
}

/** The provider's `error_description` of a refused token request, when it gave one (never a token). */
export function providerReasonOf(cause: unknown): string | undefined {
  return cause instanceof oauth.ResponseBodyError ? cause.error_description : undefined;
}
