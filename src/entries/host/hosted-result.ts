/**
 * The hosted widget by full-page redirect (docs/hosted-mode.md, "By redirect"), the host's second
 * half: reading the signed result the hosted page came back with. This part is small and in the
 * entry; the verifier (jose, the service's discovery and JWKS) is a chunk of its own, loaded with
 * `import()` only when a result is there to check (verify-hosted-result.ts), so a host that never
 * reads one never loads it. The script-tag bundle and the loader, which cannot `import()`, load the
 * same verifier as the side file dist/retail-sync.result.js instead (hosted-result.script.ts).
 */
import { assertBrowser } from './browser-required.ts';
import { RESULT_PARAM } from '../shared/hosted-result-param.ts';
import { PENDING_REDIRECT_KEY, type PendingRedirect } from './hosted-redirect.ts';
import { refused, type HostedResultAnswer, type ReadHostedResultOptions } from './hosted-result-contract.ts';
import type { verifyHostedResult } from './verify-hosted-result.ts';

/** Loads the verifier: `import()` in the npm package, a side file in the script-tag bundle and the loader. */
export type LoadVerifier = () => Promise<typeof verifyHostedResult>;

/** The redirect under way in this tab, taken out of storage so that it can be used once only. */
function takePending(storage: () => Pick<Storage, 'getItem' | 'removeItem'>): PendingRedirect | undefined {
  try {
    const stored = storage().getItem(PENDING_REDIRECT_KEY);
    storage().removeItem(PENDING_REDIRECT_KEY);
    if (stored === null) return undefined;
    const pending = JSON.parse(stored) as Partial<PendingRedirect>;
    const fields = [pending.nonce, pending.clientId, pending.issuer, pending.returnTo];
    return fields.every((field) => typeof field === 'string') ? (pending as PendingRedirect) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the signed result the hosted page came back with (after `startHostedRedirect`, or
 * `openHosted` with `redirectWhenBlocked`) from `location` (by default the page's own address,
 * whose fragment it then clears). It checks the signature against the service's JWKS, the issuer,
 * that the result is for this client and for the redirect this tab started (its one-time value,
 * which it uses up: a second read of the same result is refused), and that it has not expired.
 * Never throws for a bad result: it answers `{ error }` with a stable `code`.
 */
export function readHostedResult(
  location?: string | URL | { readonly href: string },
  options: ReadHostedResultOptions = {},
): Promise<HostedResultAnswer> {
  return readHostedResultWith(
    location,
    options,
    async () => (await import('./verify-hosted-result.ts')).verifyHostedResult,
  );
}

/** `readHostedResult` with the verifier loaded by `loadVerifier`; a failed load answers `network`. */
export async function readHostedResultWith(
  location: string | URL | { readonly href: string } | undefined,
  options: ReadHostedResultOptions,
  loadVerifier: LoadVerifier,
): Promise<HostedResultAnswer> {
  assertBrowser('readHostedResult()');
  const own = location === undefined || location === window.location;
  const href = typeof location === 'string' ? location : (location ?? window.location).href;
  const url = new URL(href);
  const jws = new URLSearchParams(url.hash.slice(1)).get(RESULT_PARAM);
  if (jws === null) return refused('no_result', 'this address holds no hosted result');
  if (own) {
    // Out of the address, so that a reload, a bookmark or a shared link does not carry it.
    url.hash = '';
    window.history.replaceState(window.history.state, '', url.href);
  }
  // A getter: reading window.sessionStorage throws where storage is blocked (then: not started).
  const pending = takePending(() => options.storage ?? window.sessionStorage);
  if (!pending) {
    return refused(
      'not_started',
      'no hosted redirect is under way in this tab (never started here, or its result was already read)',
    );
  }
  let verify: typeof verifyHostedResult;
  try {
    verify = await loadVerifier();
  } catch (error) {
    return refused('network', `the result's verifier could not be loaded (${(error as Error).message})`);
  }
  return verify(jws, pending, options.fetch ?? window.fetch.bind(window));
}
