/**
 * Opening the hosted popup: what both `openHosted` (npm) and the script-tag bundle's stand-in
 * (open-hosted.script.ts) do synchronously in the host's click, before anyone listens to it.
 */
import { createEmitter, type EventEmitter } from '../../core/index.ts';
import type { HostedPopup, HostedWidget, HostWindow } from './hosted-contract.ts';
import { writeAuthorizationParams } from '../shared/hosted-authorization.ts';
import { writeTarget } from '../shared/target-query.ts';
import type { ResolvedHostedOptions } from './hosted-options.ts';

const noop = (): void => {};

/** The handle of a popup the browser blocked: nothing opened, and no event will ever come. */
export const BLOCKED: HostedWidget = Object.freeze({
  opened: false,
  redirecting: false,
  closed: true,
  on: () => noop,
  onAny: () => noop,
  close: noop,
});

/** The handle when the popup was blocked and the page is leaving for the hosted widget instead. */
export const REDIRECTING: HostedWidget = Object.freeze({ ...BLOCKED, redirecting: true });

/** The hosted page's URL with its query, from options already checked (resolveHostedOptions). */
export function hostedPageUrl(options: ResolvedHostedOptions, hostOrigin: string): URL {
  const { clientId, locale } = options;
  const url = new URL(options.pageUrl);
  // Replacing any of these the hosted URL already has.
  const query = url.searchParams;
  query.set('client_id', clientId);
  query.set('host_origin', hostOrigin);
  query.set('variant', options.variant);
  if (locale) query.set('locale', locale);
  writeTarget(query, options.target);
  // Parameters only, never a token: the page signs in itself and its tokens stay on its origin.
  writeAuthorizationParams(query, options.authorizationParams);
  return url;
}

/** Opens the popup; `null` when blocked (some sandboxed frames throw instead: both mean "blocked"). */
export function openHostedPopup(win: HostWindow, href: string): HostedPopup | null {
  try {
    return win.open(href, '_blank', 'popup=yes,width=480,height=720');
  } catch {
    return null;
  }
}

/**
 * The handle's listeners. A faulty listener must not keep the others (or the closed-popup clean-up)
 * from running; its error is rethrown on its own, where the host's error reporting sees it.
 */
export function hostedListeners(): EventEmitter {
  return createEmitter((error) =>
    queueMicrotask(() => {
      throw error;
    }),
  );
}
