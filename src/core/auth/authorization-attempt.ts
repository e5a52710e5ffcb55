import type * as oauth from 'oauth4webapi';

/**
 * One sign-in attempt. The verifier and state are fresh for every attempt and the attempt can be
 * completed once: a replayed or forged callback never reaches the token endpoint.
 */
export interface AuthorizationAttempt {
  readonly url: string;
  readonly state: string;
  readonly codeVerifier: string;
  /** The redirect URI the authorization request named; the token request must repeat it. */
  readonly redirectUri: string;
  /**
   * The DPoP key the code is bound to and the tokens will be (RFC 9449 §10): made for an attempt that
   * this page completes (the popup). None after a full-page redirect: the key could not outlive the
   * page, so the code is exchanged with a key made then.
   */
  readonly proofKey?: oauth.DPoPHandle;
  consumed: boolean;
}

/** Options of one sign-in attempt. */
export interface AttemptOptions {
  /**
   * The page that starts the attempt also completes it (the popup, not the full-page redirect): the
   * code is bound to a DPoP key this page holds. @default true
   */
  completedHere?: boolean;
}

/**
 * An unused attempt. Also rebuilds one after the full-page redirect, from the verifier and state
 * kept in storage (no `url`: the page has been there already).
 */
export function newAttempt(
  state: string,
  codeVerifier: string,
  redirectUri: string,
  url = '',
  proofKey?: oauth.DPoPHandle,
): AuthorizationAttempt {
  return { url, state, codeVerifier, redirectUri, consumed: false, ...(proofKey ? { proofKey } : {}) };
}
