import { newIdempotencyKey } from './api/http-client.ts';
import {
  resumePlaceFor,
  takeAuthorizationResponse,
  takePendingRedirect,
  type ResumePlace,
} from './auth/redirect-authorization.ts';
import type { WidgetEnvironment } from './environment.ts';
import type { HeadlessWidgetSession } from './session-contract.ts';
import { createSessionServices } from './session/context.ts';
import { createSessionEvents } from './session/events.ts';
import type { MachineInput } from './session/machine/inputs.ts';
import { createMachineRunner } from './session/machine/runner.ts';
import { derivedSignals } from './session/machine/signals.ts';
import { pageRedirectUri } from './session/page-redirect-uri.ts';
import { initialState } from './session/machine/state.ts';
import { DEFAULT_VARIANT, type WidgetSessionOptions } from './session/options.ts';
import { toWidgetError } from './session/widget-error.ts';

export type { CommonSessionOptions, WidgetSessionOptions } from './session/options.ts';

/**
 * One widget's state and journey. Every widget gets its own: nothing is shared at module level, and
 * its tokens live only in the TokenKeeper of its services.
 *
 * The journey is one state machine (session/machine/, drawn in docs/architecture.md): each action
 * is an event, `transition()` decides the next state and the effects, and the runner performs them
 * and feeds their answers back. This function only wires the machine to the session's actions.
 */
export function createWidgetSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
  /** The session's lifetime: aborted by destroy(); no event goes out afterwards. */
  const lifetime = new AbortController();
  const variant = options.variant ?? DEFAULT_VARIANT;
  const events = createSessionEvents(options, env, { variant, lifetime: lifetime.signal });
  const services = createSessionServices(options, env, {
    variant,
    lifetime: lifetime.signal,
    emit: events.emit,
    sessionId: events.sessionId,
    onSessionExpired: (error) => void send({ type: 'sessionExpired', error: toWidgetError(error) }),
  });
  const runner = createMachineRunner(services, initialState(env.online.current(), options.polling?.maxDurationMs));
  const send = (event: MachineInput): Promise<void> => runner.dispatch(event);
  const unsubscribeOnline = env.online.subscribe((online) => void send({ type: 'online', online }));

  const resumed = resumeAfterRedirect();
  // After the caller's synchronous set-up, so listeners added right after creation hear it; or
  // first thing in an open() called straight after creation (the hosted page), so `ready` always
  // comes first. Then `resumed`, which the widget's entries answer by showing it (create-widget.ts).
  queueMicrotask(() => {
    events.announce();
    if (resumed) events.emit('resumed', { after: 'sign_in', ...resumed });
  });

  /**
   * After the full-page fallback, the page reloads with `?code&state&iss`: finishes that sign-in,
   * and answers where the widget was (when the response is to the attempt this page stored).
   */
  function resumeAfterRedirect(): ResumePlace | undefined {
    // Only a page that started a redirect has a pending attempt; other query strings are not ours.
    // Taken (and removed) on every page load, so an abandoned sign-in's verifier does not linger.
    const pending = takePendingRedirect(env, options.clientId);
    const redirectUri = pageRedirectUri(services);
    if (redirectUri === null) return undefined;
    // A page that receives callbacks drops any authorization response from its address at once,
    // asked for or not (a code issued silently for another party's request included).
    const callback = pending !== undefined || isThisPage(redirectUri) ? takeAuthorizationResponse(env) : null;
    if (pending === undefined) return undefined;
    const resume = resumePlaceFor(pending, callback);
    void send({ type: 'redirectReturned', pending, callback: callback?.toString() ?? null, redirectUri, resume });
    return resume;
  }

  /** Whether `redirectUri` is this page (query and hash aside): then the provider may send callbacks here. */
  function isThisPage(redirectUri: string): boolean {
    const here = new URL(env.location.href());
    const target = new URL(redirectUri);
    return here.origin === target.origin && here.pathname === target.pathname;
  }

  return {
    variant,
    sessionId: events.sessionId,
    ...derivedSignals(runner.state),
    api: services.api,
    open: (target) => {
      events.open(target);
      if (target) void send({ type: 'open', target });
    },
    exit: events.exit,
    warn: events.warn,
    on: events.on,
    onAny: events.onAny,
    signIn: () => void send({ type: 'signIn' }),
    signOut: () => send({ type: 'signOut' }),
    loadCatalog: () => send({ type: 'loadCatalog' }),
    prefetchCatalog: () => services.catalogAhead.ask(),
    loadConnections: () => send({ type: 'loadConnections' }),
    selectRetailer: (retailerId) => void send({ type: 'selectRetailer', retailerId }),
    reconnect: (retailerId) => void send({ type: 'reconnect', retailerId }),
    submitCredentials: (credentials) => send({ type: 'submitCredentials', credentials, freshKey: newIdempotencyKey() }),
    submitMfa: (code) => send({ type: 'submitMfa', code }),
    syncNow: (retailerId) => send({ type: 'syncNow', retailerId }),
    syncAll: () => send({ type: 'syncAll' }),
    showCatalog: () => void send({ type: 'showCatalog' }),
    showConnections: () => void send({ type: 'showConnections' }),
    retry: () => void send({ type: 'retry' }),
    destroy: () => {
      if (lifetime.signal.aborted) return;
      // Aborting first: no event goes out from here; the machine then aborts every operation.
      lifetime.abort();
      // Revoked, not only forgotten: tokens nobody holds must not stay valid (docs/security-and-csp.md).
      void send({ type: 'destroy' });
      unsubscribeOnline();
      events.release();
    },
  };
}
