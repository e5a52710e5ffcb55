/**
 * The hosted widget by full-page redirect (docs/hosted-mode.md, "By redirect"), the host's first
 * half: for where no popup can open (webviews, in-app browsers). The page leaves for the hosted
 * widget with a one-time value kept in this tab's sessionStorage; the hosted page comes back to the
 * registered `returnTo` with a signed result bound to it, which `readHostedResult` (hosted-result.ts)
 * checks and takes, once. No UI, no Preact, nothing of the verifier's here: this is in the entry's
 * initial code, because `openHosted` falls back to it inside the host's click.
 */
import { randomHex } from '../../core/index.ts';
import { assertBrowser } from './browser-required.ts';
import type { HostedRedirectOptions, HostWindow } from './hosted-contract.ts';
import { hostedPageUrl } from './hosted-popup.ts';
import { resolveHostedOptions, type ResolvedHostedOptions } from './hosted-options.ts';

/**
 * The sessionStorage entry of a redirect under way: what `readHostedResult` needs to check the result
 * that comes back (the nonce, and who must have signed it for whom). Nothing secret: the nonce is
 * worth something only until the result carrying it has been read, once.
 */
export const PENDING_REDIRECT_KEY = 'retail-sync:hosted-redirect';

/** What `startHostedRedirect` remembers for `readHostedResult`. */
export interface PendingRedirect {
  readonly nonce: string;
  readonly clientId: string;
  /** The service's OpenID provider, `${hosted page's origin}/oauth`: the result's `iss` and its JWKS. */
  readonly issuer: string;
  readonly returnTo: string;
}

/** What `startHostedRedirect` throws when this tab cannot keep the one-time value (storage blocked). */
export interface NoStorageError extends Error {
  /** Stable: switch on it rather than on the message. */
  readonly code: 'ERR_NO_STORAGE';
}

/**
 * Records a new redirect in `win.sessionStorage` and answers the hosted page's URL for it, or
 * undefined when the tab's storage cannot be written (blocked, full).
 */
export function prepareHostedRedirect(resolved: ResolvedHostedOptions, win: HostWindow): URL | undefined {
  const returnTo = resolved.returnTo;
  if (returnTo === undefined) return undefined;
  const pageUrl = hostedPageUrl(resolved, win.location.origin);
  const pending: PendingRedirect = {
    nonce: randomHex(24),
    clientId: resolved.clientId,
    issuer: `${pageUrl.origin}/oauth`,
    returnTo,
  };
  try {
    // A later start replaces an earlier one: only the last redirect of a tab can come back.
    win.sessionStorage.setItem(PENDING_REDIRECT_KEY, JSON.stringify(pending));
  } catch {
    return undefined;
  }
  pageUrl.searchParams.set('return_to', returnTo);
  pageUrl.searchParams.set('result_nonce', pending.nonce);
  return pageUrl;
}

/**
 * Sends the whole page to the hosted widget (no popup), to come back to `options.returnTo`, which
 * must be registered for the client, with a signed result: read it there with `readHostedResult`.
 * For webviews and in-app browsers, where a popup cannot open. Throws, before leaving, a TypeError
 * for invalid options (as `openHosted` does), and a `NoStorageError` where this tab has no
 * sessionStorage to keep the one-time value the result is bound to.
 */
export function startHostedRedirect(options: HostedRedirectOptions): void {
  assertBrowser('startHostedRedirect()');
  startHostedRedirectIn(options, window);
}

/** `startHostedRedirect` in the window given: the real one for hosts, a fake in this package's tests. */
export function startHostedRedirectIn(options: HostedRedirectOptions, win: HostWindow): void {
  const url = prepareHostedRedirect(resolveHostedOptions(options), win);
  if (!url) {
    const error = new Error(
      'RetailSync: startHostedRedirect() needs sessionStorage to keep the one-time value its result is bound to, ' +
        'and this page cannot write it (storage blocked?); in a WebView, enable DOM storage',
    );
    throw Object.assign(error, { code: 'ERR_NO_STORAGE' as const }) as NoStorageError;
  }
  win.location.assign(url.href);
}
