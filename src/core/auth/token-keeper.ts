import type { AuthenticatedCall } from '../api/http-client.ts';
import type { UserProfile } from '../domain.ts';
import { AuthError } from './auth-error.ts';
import type { AuthorizationCodeFlow, TokenSet } from './authorization-code-flow.ts';

export interface TokenKeeperOptions {
  /**
   * Called once when refreshing fails with an answer from the provider, whether it refused the
   * refresh token (`session_expired`) or its answer was an error or unreadable
   * (`token_exchange_failed`): the session signs out and asks to sign in again. Only an unreachable
   * provider (`network`) keeps the tokens.
   */
  onSessionExpired(error: AuthError): void;
  /** The injected clock. */
  now(): number;
  /** Refresh this long before `expiresAt`, so a request never leaves with a token about to die. @default 30000 */
  expiryMarginMs?: number;
}

/**
 * The only place tokens live: memory, in this object, never in storage, URLs, signals or events.
 * It keeps exactly one refresh in flight: concurrent 401s share it, because with rotation a second
 * refresh would reuse a dead refresh token and end the session (RFC 9700 §4.14.2).
 */
export class TokenKeeper {
  readonly #flow: AuthorizationCodeFlow;
  readonly #options: TokenKeeperOptions;
  #tokens: TokenSet | undefined;
  #refreshing: Promise<TokenSet> | undefined;
  /** Aborted when the tokens are forgotten (sign-in, sign-out), so the refresh in flight is dropped. */
  #held = new AbortController();

  constructor(flow: AuthorizationCodeFlow, options: TokenKeeperOptions) {
    this.#flow = flow;
    this.#options = options;
  }

  get signedIn(): boolean {
    return !!this.#tokens;
  }

  /** Forgets the previous tokens (and any refresh of them), then holds these. */
  set(tokens: TokenSet): void {
    this.clear();
    this.#tokens = tokens;
  }

  /** Forgets every token and answers what there was, so the caller can revoke it. */
  clear(): TokenSet | undefined {
    const tokens = this.#tokens;
    this.#held.abort();
    this.#held = new AbortController();
    this.#refreshing = undefined;
    this.#tokens = undefined;
    return tokens;
  }

  /** A usable access token, refreshed first when it is about to expire. */
  async accessToken(): Promise<string> {
    const { accessToken, refreshToken, expiresAt } = this.#current();
    const { expiryMarginMs = 30_000 } = this.#options;
    const aboutToExpire = expiresAt !== undefined && expiresAt - expiryMarginMs <= this.#options.now();
    if (refreshToken && aboutToExpire) return this.refreshAfterRejection(accessToken);
    return accessToken;
  }

  /**
   * Called when the API refused `rejected` with 401. When the token has already been replaced, the
   * new one is answered without a request; otherwise every caller shares one refresh.
   */
  async refreshAfterRejection(rejected: string): Promise<string> {
    const tokens = this.#current();
    if (tokens.accessToken !== rejected) return tokens.accessToken;
    this.#refreshing ??= this.#refresh(tokens);
    const refreshed = await this.#refreshing;
    return refreshed.accessToken;
  }

  /**
   * Sends `call` with `accessToken` through `fetchImpl` (api/http-client.ts): with a fresh DPoP proof
   * of the held tokens' key when they are bound to one, else as a bearer token.
   */
  send(accessToken: string, call: AuthenticatedCall, fetchImpl: typeof fetch): Promise<Response> {
    return this.#flow.sendWithToken(accessToken, this.#tokens?.proofKey, call, fetchImpl);
  }

  /**
   * The signed-in user with what the provider's userinfo adds, for the tokens held: the sign-in's
   * one userinfo path (`AuthorizationCodeFlow.userInfo`: never refreshed for, the same `sub` only).
   * Throws `session_expired` when no tokens are held, else `userinfo_failed` when it fails.
   */
  async userInfo(signal?: AbortSignal): Promise<UserProfile> {
    return this.#flow.userInfo(this.#current(), signal);
  }

  #current(): TokenSet {
    if (!this.#tokens) throw new AuthError('session_expired', 'Not signed in: there is no access token.');
    return this.#tokens;
  }

  async #refresh(tokens: TokenSet): Promise<TokenSet> {
    const { signal } = this.#held;
    const current = (): boolean => !signal.aborted;
    try {
      const next = await this.#flow.refresh(tokens);
      if (!current()) {
        // Nobody holds these: revoked rather than left valid (docs/security-and-csp.md, "How long secrets live").
        void this.#flow.revokeAll(next);
        throw new AuthError(
          'session_expired',
          'The user signed out, or signed in again, while the access token was being refreshed; the new tokens were revoked.',
        );
      }
      this.#tokens = next;
      return next;
    } catch (error) {
      const failure =
        error instanceof AuthError
          ? error
          : new AuthError(
              'token_exchange_failed',
              'Refreshing the access token failed with an unexpected error (see cause).',
              { cause: error },
            );
      // With rotation, an answer we could not use may still have spent the refresh token: keeping the
      // tokens would fail every later call without telling the user anything.
      if (current() && failure.code !== 'network') {
        this.clear();
        this.#options.onSessionExpired(failure);
      }
      throw failure;
    } finally {
      if (current()) this.#refreshing = undefined;
    }
  }
}
