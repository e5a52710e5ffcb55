/**
 * The hosted page's way back to a host that sent the whole page to it (docs/hosted-mode.md, "By
 * redirect"): what the shopper's visit came to, signed by the service, in the fragment of the host's
 * registered `returnTo`. The fragment, because it never reaches a server or a Referer; the result
 * holds no secret anyway (no token, no credential), only what happened.
 */
import type { HeadlessWidgetSession, WidgetErrorCode } from '../../core/index.ts';
import { RESULT_PARAM } from '../shared/hosted-result-param.ts';
import type { HostedRedirectParams } from './hosted-params.ts';
/** Where the service signs the result (the sandbox's demo/server/hosted-results.ts). */
export const RESULTS_PATH = '/hosted/results';

/** What the visit came to, as the page asks the service to sign it. */
export type HostedOutcome =
  | { readonly outcome: 'success'; readonly syncId: string }
  | { readonly outcome: 'exit'; readonly syncId?: string }
  | { readonly outcome: 'error'; readonly code: WidgetErrorCode; readonly syncId?: string };

/**
 * Follows the session to what its visit came to: the last sync that completed or failed (or a
 * connection or sign-in that failed) decides; with none, the shopper left (`exit`), naming the sync
 * still running if any. The service checks what it signs (a success needs a completed sync).
 */
export function followOutcome(session: Pick<HeadlessWidgetSession, 'on'>): () => HostedOutcome {
  let outcome: HostedOutcome = { outcome: 'exit' };
  let decided = false;
  session.on('sync.started', ({ payload }) => {
    if (!decided) outcome = { outcome: 'exit', syncId: payload.syncId };
  });
  const decide = (next: HostedOutcome): void => {
    outcome = next;
    decided = true;
  };
  session.on('sync.completed', ({ payload }) => decide({ outcome: 'success', syncId: payload.syncId }));
  session.on('sync.failed', ({ payload }) => decide({ outcome: 'error', code: payload.code, syncId: payload.syncId }));
  session.on('connection.failed', ({ payload }) => decide({ outcome: 'error', code: payload.code }));
  session.on('auth.failed', ({ payload }) => decide({ outcome: 'error', code: payload.code }));
  return () => outcome;
}

/** The shopper's words while the page goes back, and if it cannot. */
export const TAKING_YOU_BACK = 'Taking you back…';
export const CANNOT_TAKE_YOU_BACK =
  'This page could not take you back to the site you came from. Go back to that site and start again there.';

/**
 * Asks the service to sign `outcome` for the host, then replaces this page with the host's
 * `returnTo` carrying it. Answers false (and goes nowhere) when the service would not sign: without
 * a signed result the host could not trust what it hears, and an unsigned one is no better than none.
 */
export async function returnToHost(
  win: Pick<Window, 'fetch' | 'location'>,
  clientId: string,
  redirect: HostedRedirectParams,
  outcome: HostedOutcome,
): Promise<boolean> {
  try {
    const response = await win.fetch(`${win.location.origin}${RESULTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ clientId, returnTo: redirect.returnTo, nonce: redirect.nonce, ...outcome }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { result?: unknown };
    if (typeof body.result !== 'string') return false;
    const back = new URL(redirect.returnTo);
    back.hash = new URLSearchParams({ [RESULT_PARAM]: body.result }).toString();
    win.location.replace(back.href);
    return true;
  } catch {
    return false;
  }
}
