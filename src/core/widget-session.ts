import { signal } from '@preact/signals-core';
import type { WidgetEnvironment } from './environment.ts';
import type { HeadlessWidgetSession } from './session-contract.ts';
import { createConnecting } from './session/connecting.ts';
import { createSessionContext } from './session/context.ts';
import { createSessionEvents } from './session/events.ts';
import { loadCatalog, loadConnections } from './session/loading.ts';
import { createNavigation } from './session/navigation.ts';
import type { WidgetSessionOptions } from './session/options.ts';
import { createSigningIn } from './session/sign-in.ts';
import { createSyncing } from './session/syncing.ts';
import { createTargets } from './session/targets.ts';

export type { WidgetSessionOptions } from './session/options.ts';

/**
 * One widget's state and journey. Every widget gets its own: nothing is shared at module level, and
 * its tokens live only in the TokenKeeper of its context.
 *
 * The journey's steps are modules of ./session/ sharing one SessionContext (context.ts): each is
 * made from the context and the steps it hands over to, so they depend one way: navigation and
 * loading, then syncing, connecting (which follows the sync it starts), the host's targets (which
 * go on to connecting), and signing in (which goes on to the retailer, the target or the running
 * sync). This function only wires them.
 */
export function createWidgetSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
  /** The session's lifetime: aborted by destroy(), with every request it made. */
  const lifetime = new AbortController();
  const variant = options.variant ?? 'B';
  const events = createSessionEvents(options, env, { variant, lifetime: lifetime.signal });
  const context = createSessionContext(options, env, {
    variant,
    lifetime: lifetime.signal,
    emit: events.emit,
    // Signing in, made below from this context, takes over when the session expires.
    onSessionExpired: (error) => signingIn.expire(error),
  });
  const navigation = createNavigation(context);
  const syncing = createSyncing(context, navigation);
  const connecting = createConnecting(context, syncing);
  const targets = createTargets(context, { connecting, navigation });
  const signingIn = createSigningIn(context, { connecting, syncing, targets, sessionId: events.sessionId });
  const online = signal(env.online.current());
  const unsubscribeOnline = env.online.subscribe((value) => {
    online.value = value;
  });

  signingIn.resumeAfterRedirect();
  // After the caller's synchronous set-up, so listeners added right after creation hear it; or
  // first thing in an open() called straight after creation (the hosted page), so `ready` always
  // comes first.
  queueMicrotask(events.announce);

  const { api, auth, catalog, connections, view, sync } = context;
  return {
    variant,
    sessionId: events.sessionId,
    auth,
    catalog,
    connections,
    view,
    online,
    sync,
    api,
    open: (target) => {
      events.open(target);
      if (target) targets.goTo(target);
    },
    exit: events.exit,
    on: events.on,
    onAny: events.onAny,
    signIn: signingIn.signIn,
    signOut: signingIn.signOut,
    loadCatalog: () => loadCatalog(context),
    prefetchCatalog: () => context.catalogAhead.ask(),
    loadConnections: () => loadConnections(context),
    selectRetailer: connecting.selectRetailer,
    reconnect: connecting.reconnect,
    submitCredentials: connecting.submitCredentials,
    submitMfa: syncing.submitMfa,
    syncNow: syncing.syncNow,
    syncAll: syncing.syncAll,
    showCatalog: navigation.showCatalog,
    showConnections: navigation.showConnections,
    retry: navigation.retry,
    destroy: () => {
      if (lifetime.signal.aborted) return;
      // Aborting first: everything is `gone()` from here, the poller stops, requests are cancelled.
      lifetime.abort();
      // Revoked, not only forgotten: tokens nobody holds must not stay valid (docs/security-and-csp.md).
      signingIn.forgetAndRevoke();
      unsubscribeOnline();
      events.release();
    },
  };
}
