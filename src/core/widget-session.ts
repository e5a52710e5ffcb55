import { signal } from '@preact/signals-core';
import type { WidgetEnvironment } from './environment.ts';
import type { PollIntervalOptions } from './sync/poll-interval.ts';
import type { ApiVariant, HeadlessWidgetSession } from './session-contract.ts';
import { createConnecting } from './session/connecting.ts';
import { createContext } from './session/context.ts';
import { createDataLoading } from './session/data.ts';
import { createEventSink, newSessionId, type Messaging } from './session/event-sink.ts';
import { createSignIn } from './session/sign-in.ts';
import { createSyncFollowing } from './session/sync-following.ts';

export interface WidgetSessionOptions {
  /** OpenID issuer, e.g. `http://localhost:4010/oauth`; plain http only on loopback. */
  issuer: string;
  clientId: string;
  /** The popup's redirect URI: the callback page on the host's origin, registered for the client. */
  redirectUri: string;
  /** `{base_url}` of the API, e.g. `http://localhost:4010/b`. */
  apiBaseUrl: string;
  /** Which variant of the service interface `apiBaseUrl` speaks. @default 'B' */
  variant?: ApiVariant;
  /** @default 'openid profile email' */
  scope?: string;
  /**
   * Redirect URI of the full-page fallback when the popup is blocked: the page itself, registered
   * for the client. `null` turns the fallback off. @default the current page without query or hash
   */
  pageRedirectUri?: string | null;
  /** Give up on the sign-in popup after this long. @default 300000 */
  signInTimeoutMs?: number;
  /** Where events are posted besides `on()` listeners. @default { mode: 'inline' } */
  messaging?: Messaging;
  /** Called when the host asks the widget to close (a valid `close` message). */
  onHostClose?(): void;
  /** Called with the error of an event listener that threw. @default ignored */
  onListenerError?(error: unknown): void;
  /** Retries of the API transport after the first attempt. @default 3 */
  maxRetries?: number;
  /** Sync polling: schedule, reserve, and the maximum duration (default 10 minutes). */
  polling?: PollIntervalOptions & { maxDurationMs?: number };
}

/**
 * One widget's state and journey, wired from the auth, API, poller and event modules. Every widget
 * gets its own: nothing is shared at module level. Tokens live only in the TokenKeeper inside.
 * Each part (./session/) owns one concept of the journey; they share one context.
 */
export function createWidgetSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
  const sessionId = newSessionId();
  const aborter = new AbortController();
  const events = createEventSink(env, sessionId, options.messaging ?? { mode: 'inline' }, {
    onHostClose: () => {
      emit('close', { reason: 'host' });
      options.onHostClose?.();
    },
    onListenerError: options.onListenerError,
  });
  const { emit, emitter } = events;
  const context = createContext(options, env, emit, aborter, (error) => expire(error));
  const { api, gone, setView } = context;
  const { variant } = api;
  const data = createDataLoading(context);
  const [syncActions, syncing] = createSyncFollowing(context, data);
  const [connectActions, connecting] = createConnecting(context, data, syncActions, syncing);
  const [signInActions, { expire, forget }] = createSignIn(context, data, syncing, connecting);
  const online = signal(env.online.current());
  const unsubscribeOnline = env.online.subscribe((value) => {
    online.value = value;
  });

  // After the caller's synchronous set-up, so listeners added right after creation hear it.
  queueMicrotask(() => emit('ready', { variant }));

  return {
    variant,
    sessionId,
    auth: context.auth,
    catalog: context.catalog,
    connections: context.connections,
    view: context.view,
    online,
    sync: context.sync,
    api,
    open: () => emit('open', {}),
    exit: () => {
      emit('exit', {});
      emit('close', { reason: 'user' });
    },
    on: (type, listener) => emitter.on(type, listener),
    onAny: (listener) => emitter.onAny(listener),
    ...signInActions,
    ...data,
    ...connectActions,
    ...syncActions,
    showCatalog: () => setView({ name: 'catalog' }),
    showConnections: () => {
      setView({ name: 'connections' });
      void data.loadConnections();
    },
    retry: context.retry,
    destroy: () => {
      if (gone()) return;
      // Aborting first: every part is `gone()` from here, the poller stops, requests are cancelled.
      aborter.abort();
      forget();
      unsubscribeOnline();
      events.disconnect();
    },
  };
}
