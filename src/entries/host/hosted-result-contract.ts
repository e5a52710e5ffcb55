/**
 * The hosted widget's signed result as the host reads it (docs/hosted-mode.md, "By redirect"): the
 * types `readHostedResult` answers, apart from the code, so that its thin part (hosted-result.ts)
 * and the verifier chunk (verify-hosted-result.ts) depend on them and not on each other.
 */
/**
 * What the shopper's visit to the hosted widget came to, as the service signed it. Never a token
 * or anything secret: what happened, the sync, and the retailers in it.
 */
export type HostedResult =
  | {
      /** A sync completed: the service checked it had. */
      readonly outcome: 'success';
      readonly syncId: string;
      /** The retailers of that sync, as the service lists them. */
      readonly retailerIds: readonly number[];
    }
  | {
      /** The shopper left with nothing completed or failed; `syncId` names a sync still running, if any. */
      readonly outcome: 'exit';
      readonly syncId?: string;
      readonly retailerIds: readonly number[];
    }
  | {
      /** The last sync, connection or sign-in failed. */
      readonly outcome: 'error';
      /**
       * The widget's error code (`WidgetErrorCode`, e.g. `sync_failed`), typed as a string: the
       * service's hosted page may be a newer release than this package, with codes it does not know.
       */
      readonly code: string;
      readonly syncId?: string;
      readonly retailerIds: readonly number[];
    };

/**
 * Why `readHostedResult` refused: switch on it.
 * - `no_result`: the address holds no result (a plain visit to the page).
 * - `not_started`: no redirect is under way in this tab: none was started here, or its result was
 *   already read (a replay), or the tab's storage was cleared.
 * - `not_this_redirect`: signed for another redirect (another nonce or `returnTo`).
 * - `invalid_signature`: edited, or not signed with a key of the service's JWKS.
 * - `wrong_issuer`: signed by another issuer than the service's.
 * - `wrong_audience`: meant for another client.
 * - `expired`: past its `exp` (results live two minutes).
 * - `malformed`: not a result of this service (shape, `typ`).
 * - `network`: the service's discovery document or JWKS could not be fetched.
 */
export type HostedResultErrorCode =
  | 'no_result'
  | 'not_started'
  | 'not_this_redirect'
  | 'invalid_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'expired'
  | 'malformed'
  | 'network';

/** A result refused, with a stable `code` and a message in words. */
export interface HostedResultError {
  /** Why, as a stable code to switch on. */
  readonly code: HostedResultErrorCode;
  /** Why, in words, for a log. */
  readonly message: string;
}

/** What `readHostedResult` answers: the verified result, or why not. */
export type HostedResultAnswer =
  | { readonly result: HostedResult; readonly error?: undefined }
  | { readonly result?: undefined; readonly error: HostedResultError };

/** Where `readHostedResult` reads from; the defaults are the page's own. */
export interface ReadHostedResultOptions {
  /** The tab's storage that `startHostedRedirect` wrote to. @default window.sessionStorage */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  /** @default window.fetch */
  fetch?: typeof fetch;
}

export const refused = (code: HostedResultErrorCode, message: string): HostedResultAnswer => ({
  error: { code, message: `RetailSync: ${message}` },
});
