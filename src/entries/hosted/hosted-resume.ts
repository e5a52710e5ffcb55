import type { HeadlessWidgetSession, KeyValueStorage } from '../../core/index.ts';
import type { HostedStory } from './hosted-story.ts';

/**
 * The hosted page signs in by leaving for the provider, so the session that comes back is a new one
 * on the catalog. Inline, a user who picked a retailer before signing in lands on its credentials
 * form; this keeps that journey by remembering the retailer (an id, nothing secret) over the trip.
 */
export const HOSTED_RETAILER_KEY = 'retail-sync:hosted-retailer';

/** Remembers the retailer the user was signing in for, when the sign-in leaves the page. */
export function rememberRetailerOnRedirect(
  session: HeadlessWidgetSession,
  storage: KeyValueStorage | null,
): () => void {
  return session.on('auth.started', (event) => {
    if (event.payload.method !== 'redirect' || !storage) return;
    const view = session.view.value;
    // A host's target is in the page's remembered parameters, and the page opens at it again.
    if (view.name === 'sign_in' && view.retailerId !== undefined && !view.target)
      storage.setItem(HOSTED_RETAILER_KEY, String(view.retailerId));
    else storage.removeItem(HOSTED_RETAILER_KEY);
  });
}

/**
 * After the round trip: once signed in, goes on to the remembered retailer's credentials. The entry
 * is removed when read, so a reload or a failed sign-in does not replay it. The host heard
 * `retailer.selected` for it before the sign-in, so `story` keeps the resumed one from it. Answers
 * whether there was one: then the shopper's own choice wins over the host's target.
 */
export function resumeRetailerAfterRedirect(
  session: HeadlessWidgetSession,
  storage: KeyValueStorage | null,
  story?: Pick<HostedStory, 'resuming'>,
): boolean {
  const stored = storage?.getItem(HOSTED_RETAILER_KEY) ?? null;
  storage?.removeItem(HOSTED_RETAILER_KEY);
  if (stored === null) return false;
  const retailerId = Number(stored);
  if (!Number.isSafeInteger(retailerId)) return false;
  const stop = [
    session.on('auth.succeeded', () => {
      for (const unsubscribe of stop) unsubscribe();
      story?.resuming(retailerId);
      session.selectRetailer(retailerId);
    }),
    session.on('auth.failed', () => {
      for (const unsubscribe of stop) unsubscribe();
    }),
  ];
  return true;
}
