/**
 * Pushed authorization requests (RFC 9126) through oauth4webapi: the request goes to the provider
 * over a direct POST first, and the popup or the page then carries only `client_id` and the
 * `request_uri` the provider answered, so nothing of the request (PKCE challenge, state, resource,
 * the host's parameters) sits in a URL that history, logs or extensions can read or alter.
 */
import * as oauth from 'oauth4webapi';
import { AuthError } from './auth-error.ts';
import { withQuery } from './authorization-request.ts';
import { withNonceRetry } from './dpop.ts';
import type { ProviderHttp } from './provider-http.ts';
import { describeOAuthError } from './token-endpoint-errors.ts';

/** What a push needs besides the parameters. */
export interface PushContext {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  http: ProviderHttp;
  /**
   * The key the tokens will be bound to, when the page that pushes also exchanges the code: its proof
   * on the push binds the code to it (RFC 9449 §10.1), so only this key can redeem the code.
   */
  proofKey: oauth.DPoPHandle | undefined;
}

/** The authorization endpoint's URL for `endpoint` and the request pushed to `as` first. */
export async function pushedAuthorizationUrl(
  endpoint: string,
  parameters: URLSearchParams,
  { as, client, http, proofKey }: PushContext,
): Promise<string> {
  let response: Response | undefined;
  let pushed: oauth.PushedAuthorizationResponse;
  try {
    pushed = await withNonceRetry(proofKey, async () => {
      response = await oauth.pushedAuthorizationRequest(as, client, oauth.None(), parameters, {
        ...http,
        ...(proofKey ? { DPoP: proofKey } : {}),
      });
      return oauth.processPushedAuthorizationResponse(as, client, response);
    });
  } catch (cause) {
    if (!response) {
      throw new AuthError('network', 'The sign-in provider could not be reached to start the sign-in (see cause).', {
        cause,
      });
    }
    const refusal = cause instanceof oauth.ResponseBodyError ? cause : undefined;
    throw new AuthError(
      'authorization_denied',
      refusal
        ? `The sign-in provider refused the pushed authorization request: ${describeOAuthError(refusal.error, refusal.error_description)}.`
        : 'The sign-in provider gave no usable answer to the pushed authorization request (see cause).',
      { cause, providerReason: refusal?.error_description },
    );
  }
  return withQuery(endpoint, new URLSearchParams({ client_id: client.client_id, request_uri: pushed.request_uri }));
}
