/**
 * Checking an authorization response (the callback's query) before any code exchange: the exact
 * state of its attempt, the provider's `iss` as RFC 9207 §2.4 asks of a client, then oauth4webapi's
 * own checks and the provider's error answer.
 */
import * as oauth from 'oauth4webapi';
import { AuthError } from './auth-error.ts';
import { describeOAuthError } from './token-endpoint-errors.ts';

/**
 * RFC 9207 §2.4: an `iss` that is present must equal the issuer, always; a missing one is refused
 * only when the provider announces `authorization_response_iss_parameter_supported`. A provider that
 * has not implemented RFC 9207 sends none, and refusing it would lock every such provider out. The
 * mix-up attack this defends against needs a client that talks to several providers; the widget has
 * exactly one configured issuer, whose discovery document must name it (docs/security-and-csp.md).
 * An empty `iss=` counts as present: it is not the issuer.
 */
function checkIssuer(as: oauth.AuthorizationServer, callback: URLSearchParams): void {
  const iss = callback.get('iss');
  if (iss === null && as.authorization_response_iss_parameter_supported !== true) return;
  if (iss === as.issuer) return;
  throw new AuthError(
    'issuer_mismatch',
    `The callback's iss is missing or is not the issuer ${as.issuer} (RFC 9207); no code was exchanged.`,
  );
}

/**
 * Answers the parameters to exchange when `callback` is the response to the attempt of `state`:
 * its exact state, an acceptable `iss` (checkIssuer), and no error. Throws an AuthError otherwise,
 * before anything reaches the token endpoint: `state_mismatch`, `issuer_mismatch`, or
 * `authorization_denied` with the provider's own words.
 */
export function checkAuthorizationResponse(
  as: oauth.AuthorizationServer,
  client: oauth.Client,
  state: string,
  callback: URLSearchParams,
): URLSearchParams {
  if (callback.get('state') !== state) {
    throw new AuthError(
      'state_mismatch',
      "The callback's state is missing or is not the sign-in attempt's (a forged or stale response); no code was exchanged.",
    );
  }
  checkIssuer(as, callback);
  try {
    // Repeats the state and iss checks above, by the same rules (RFC 9207 §2.4).
    return oauth.validateAuthResponse(as, client, callback, state);
  } catch (cause) {
    if (cause instanceof oauth.AuthorizationResponseError) {
      // The provider's own words (error_description) are kept: they often say why, e.g. that the user cancelled.
      throw new AuthError(
        'authorization_denied',
        `The sign-in provider refused the authorization: ${describeOAuthError(cause.error, cause.error_description)}.`,
        { cause, providerReason: cause.error_description },
      );
    }
    throw new AuthError(
      'state_mismatch',
      'The callback is not a valid authorization response (see cause); no code was exchanged.',
      { cause },
    );
  }
}
