import { signal } from '@preact/signals-core';
import { createApiClient } from './api/api-client.ts';
import { HttpClient } from './api/http-client.ts';
import { AuthError } from './auth/auth-error.ts';
import { AuthorizationCodeFlow, type TokenSet } from './auth/authorization-code-flow.ts';
import { authorizeInPopup } from './auth/popup-authorization.ts';
import { pendingRedirectKey, resumeRedirectAuthorization, startRedirectAuthorization } from './auth/redirect-authorization.ts';
import { TokenKeeper } from './auth/token-keeper.ts';
import type { WidgetEnvironment } from './environment.ts';
import { createEventSink, newSessionId, type Messaging } from './session/event-sink.ts';
import { isAborted, toWidgetError } from './session/widget-error.ts';
import type {
  ApiVariant, AuthState, Connection, Credentials, HeadlessWidgetSession, LoadState, Retailer, SyncProgress, ViewState, WidgetError,
} from './session-contract.ts';
import { SyncPoller, type PollEnd } from './sync/sync-poller.ts';
import type { PollIntervalOptions } from './sync/poll-interval.ts';

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

/** What `retry()` repeats on the error view. */
type RetryAction = () => void;

/**
 * One widget's state and journey, wired from the auth, API, poller and event modules. Every widget
 * gets its own: nothing is shared at module level. Tokens live only in the TokenKeeper inside.
 */
export function createWidgetSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
  const variant = options.variant ?? 'B';
  const sessionId = newSessionId();
  const flow = new AuthorizationCodeFlow(
    { issuer: options.issuer, clientId: options.clientId, redirectUri: options.redirectUri, ...(options.scope ? { scope: options.scope } : {}) },
    env.fetch,
    env.now,
  );
  const aborter = new AbortController();
  const signalOption = { signal: aborter.signal };
  const auth = signal<AuthState>({ status: 'signed_out' });
  const catalog = signal<LoadState<readonly Retailer[]>>({ status: 'idle' });
  const connections = signal<LoadState<readonly Connection[]>>({ status: 'idle' });
  const view = signal<ViewState>({ name: 'catalog' });
  const sync = signal<SyncProgress | null>(null);
  const online = signal(env.online.current());
  let destroyed = false;
  let poller: SyncPoller | undefined;
  let retryAction: RetryAction | undefined;
  let subject: string | undefined;
  /** Bumped by every sign-in and sign-out, so a sign-in that finishes after a sign-out is dropped. */
  let signInGeneration = 0;
  /** Cancels the popup sign-in in progress (sign-out, destroy): the popup closes, no code is exchanged. */
  let cancelSignIn: (() => void) | undefined;

  const events = createEventSink(env, sessionId, options.messaging ?? { mode: 'inline' }, {
    onHostClose: () => {
      events.emit('close', { reason: 'host' });
      options.onHostClose?.();
    },
    ...(options.onListenerError ? { onListenerError: options.onListenerError } : {}),
  });

  const tokens = new TokenKeeper(flow, {
    now: env.now,
    onSessionExpired: () => {
      subject = undefined;
      stopPoller();
      const error = toWidgetError(new AuthError('session_expired', 'The session has ended; sign in again.'));
      auth.value = { status: 'failed', error };
      connections.value = { status: 'idle' };
      events.emit('auth.signed_out', { reason: 'session_expired' });
      const current = view.value;
      const retailerId = current.name === 'credentials' || current.name === 'mfa' ? current.retailerId : undefined;
      setView(retailerId === undefined ? { name: 'sign_in' } : { name: 'sign_in', retailerId });
    },
  });

  const http = new HttpClient({
    baseUrl: options.apiBaseUrl,
    env,
    tokens,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    onRateLimited: (retryAfterSeconds) => events.emit('rate_limited', retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

  const api = createApiClient({
    variant,
    http,
    userInfoEndpoint: async () => {
      const as = await flow.discover();
      if (!as.userinfo_endpoint) throw new AuthError('userinfo_failed', 'The provider has no userinfo endpoint.');
      return as.userinfo_endpoint;
    },
  });

  const unsubscribeOnline = env.online.subscribe((value) => {
    online.value = value;
  });

  // ---- navigation ---------------------------------------------------------------------------

  /** Sets the view; a `view` event goes out when the screen (or its retailer) changes, not per progress tick. */
  function setView(next: ViewState): void {
    if (destroyed) return;
    const previous = view.value;
    view.value = next;
    const retailerOf = (state: ViewState): number | undefined => ('retailerId' in state ? state.retailerId : undefined);
    if (previous.name !== next.name || retailerOf(previous) !== retailerOf(next)) {
      const retailerId = retailerOf(next);
      events.emit('view', retailerId === undefined ? { name: next.name } : { name: next.name, retailerId });
    }
  }

  function showError(error: WidgetError, retry: RetryAction | undefined): void {
    retryAction = retry;
    events.emit('error', error.status === undefined ? { code: error.code } : { code: error.code, status: error.status });
    setView({ name: 'error', error, canRetry: retry !== undefined });
  }

  /** An action's failure: aborts are silent, an expired session is handled by the TokenKeeper's callback. */
  function failed(error: unknown, retry: RetryAction | undefined): void {
    if (destroyed || isAborted(error)) return;
    const widgetError = toWidgetError(error);
    if (widgetError.code === 'session_expired') return;
    showError(widgetError, retry);
  }

  // ---- sign-in --------------------------------------------------------------------------------

  function pageRedirectUri(): string | null {
    if (options.pageRedirectUri !== undefined) return options.pageRedirectUri;
    const url = new URL(env.location.href());
    return `${url.origin}${url.pathname}`;
  }

  async function finishSignIn(generation: number, signedIn: TokenSet): Promise<void> {
    if (destroyed || generation !== signInGeneration) return;
    tokens.set(signedIn);
    subject = signedIn.subject;
    let user;
    try {
      user = await api.userInfo(signalOption);
    } catch (error) {
      if (destroyed || isAborted(error)) return;
      tokens.clear();
      throw new AuthError('userinfo_failed', 'Could not read the signed-in user\'s profile.', { cause: error });
    }
    // The profile must be the token's own user (OIDC Core §5.3.2): no substituted userinfo answer.
    if (user.sub !== subject) {
      tokens.clear();
      throw new AuthError('userinfo_failed', 'The profile does not belong to the signed-in user.');
    }
    if (destroyed || generation !== signInGeneration) return;
    auth.value = { status: 'signed_in', user };
    events.emit('auth.succeeded', {});
    void loadConnections();
    // A sync may still be running from before a reload or in another tab: follow it to its end
    // rather than let the shopper start a second one (and spend the retailer's sync quota).
    if (await resumeRunningSync(generation)) return;
    const current = view.value;
    if (current.name === 'sign_in') {
      if (current.retailerId === undefined) setView({ name: 'catalog' });
      else openCredentials(current.retailerId, knownConnection(current.retailerId) ? 'reconnect' : 'connect');
    }
  }

  /** Follows the user's latest sync if it has not ended; answers whether it did. */
  async function resumeRunningSync(generation: number): Promise<boolean> {
    let latest: SyncProgress | null;
    try {
      latest = await api.latestSync(signalOption);
    } catch {
      return false; // nothing to resume is the safe reading; the journey goes on as usual
    }
    if (destroyed || generation !== signInGeneration || latest === null) return false;
    if (latest.status === 'completed' || latest.status === 'error') return false;
    const retailerIds = latest.retailers.map((item) => item.retailerId);
    const again: RetryAction = retailerIds.length === 1 ? () => void syncNow(retailerIds[0] as number) : () => void syncAll();
    follow(latest, again, { resumed: true });
    return true;
  }

  function signInFailed(generation: number, error: unknown): void {
    if (destroyed || generation !== signInGeneration) return;
    tokens.clear();
    subject = undefined;
    const widgetError = toWidgetError(error, 'token_exchange_failed');
    auth.value = { status: 'failed', error: widgetError };
    if (widgetError.code === 'popup_closed') events.emit('auth.cancelled', { reason: 'popup_closed' });
    else events.emit('auth.failed', { code: widgetError.code });
  }

  function signIn(): void {
    if (destroyed || auth.value.status === 'signing_in' || auth.value.status === 'signed_in') return;
    // Synchronously, inside the click: anything awaited first would let the browser block the popup.
    const popup = env.openPopup();
    const generation = ++signInGeneration;
    if (popup) {
      auth.value = { status: 'signing_in' };
      events.emit('auth.started', { method: 'popup' });
      const callbackOrigin = new URL(options.redirectUri).origin;
      const attempt = new AbortController();
      cancelSignIn = () => attempt.abort();
      void authorizeInPopup(env, flow, popup, {
        callbackOrigin, signal: attempt.signal, ...(options.signInTimeoutMs ? { timeoutMs: options.signInTimeoutMs } : {}),
      }).finally(() => {
        if (generation === signInGeneration) cancelSignIn = undefined;
      }).then((signedIn) => finishSignIn(generation, signedIn)).catch((error: unknown) => signInFailed(generation, error));
      return;
    }
    const redirectUri = pageRedirectUri();
    if (redirectUri === null || !env.storage) {
      signInFailed(generation, new AuthError('popup_blocked', 'The sign-in window was blocked.'));
      return;
    }
    auth.value = { status: 'signing_in' };
    events.emit('auth.started', { method: 'redirect' });
    void startRedirectAuthorization(env, flow, options.clientId, redirectUri).catch((error: unknown) => signInFailed(generation, error));
  }

  /** After the full-page fallback, the page reloads with `?code&state&iss`: finish that sign-in. */
  function resumeAfterRedirect(): void {
    const redirectUri = pageRedirectUri();
    // Only a page that started a redirect has a pending attempt; other query strings are not ours.
    if (redirectUri === null || env.storage?.getItem(pendingRedirectKey(options.clientId)) == null) return;
    auth.value = { status: 'signing_in' };
    const generation = ++signInGeneration;
    void resumeRedirectAuthorization(env, flow, options.clientId, redirectUri)
      .then((signedIn) => {
        if (signedIn) return finishSignIn(generation, signedIn);
        auth.value = { status: 'signed_out' };
        return undefined;
      })
      .catch((error: unknown) => signInFailed(generation, error));
  }

  async function signOut(): Promise<void> {
    signInGeneration += 1;
    cancelSignIn?.();
    cancelSignIn = undefined;
    const held = tokens.clear();
    subject = undefined;
    stopPoller();
    retryAction = undefined;
    auth.value = { status: 'signed_out' };
    connections.value = { status: 'idle' };
    sync.value = null;
    if (!destroyed) {
      events.emit('auth.signed_out', { reason: 'user' });
      setView({ name: 'catalog' });
    }
    // Forgotten locally first; revoking is best effort (RFC 7009 §2), the refresh token first
    // because it is the long-lived one.
    if (held?.refreshToken) await flow.revoke(held.refreshToken, 'refresh_token');
    if (held) await flow.revoke(held.accessToken, 'access_token');
  }

  // ---- data -----------------------------------------------------------------------------------

  async function loadCatalog(): Promise<void> {
    if (destroyed || catalog.value.status === 'loading') return;
    catalog.value = { status: 'loading' };
    try {
      const retailers = await api.listCatalog(signalOption);
      if (destroyed) return;
      catalog.value = { status: 'loaded', value: retailers };
      events.emit('catalog.loaded', { count: retailers.length });
    } catch (error) {
      if (destroyed || isAborted(error)) return;
      catalog.value = { status: 'failed', error: toWidgetError(error) };
      events.emit('error', { code: toWidgetError(error).code });
    }
  }

  async function loadConnections(): Promise<void> {
    if (destroyed || !tokens.signedIn || connections.value.status === 'loading') return;
    const previous = connections.value;
    connections.value = { status: 'loading' };
    try {
      const list = await api.listConnections({ limit: 100, ...signalOption });
      if (!destroyed && tokens.signedIn) connections.value = { status: 'loaded', value: list };
    } catch (error) {
      if (destroyed) return;
      if (isAborted(error)) {
        connections.value = previous;
        return;
      }
      if (!tokens.signedIn) return; // expired meanwhile: onSessionExpired reset it
      connections.value = { status: 'failed', error: toWidgetError(error) };
    }
  }

  function knownConnection(retailerId: number): Connection | undefined {
    const state = connections.value;
    return state.status === 'loaded' ? state.value.find((item) => item.retailerId === retailerId) : undefined;
  }

  function upsertConnection(connection: Connection): void {
    const state = connections.value;
    if (state.status !== 'loaded') return;
    const others = state.value.filter((item) => item.retailerId !== connection.retailerId);
    connections.value = { status: 'loaded', value: [...others, connection].sort((a, b) => a.retailerId - b.retailerId) };
  }

  // ---- connecting -----------------------------------------------------------------------------

  function openCredentials(retailerId: number, mode: 'connect' | 'reconnect'): void {
    // The form names the retailer from the catalog. A journey can arrive here without passing the
    // catalog screen (the hosted page resuming after its sign-in redirect), so make sure it loads.
    if (catalog.value.status === 'idle') void loadCatalog();
    setView({ name: 'credentials', retailerId, mode, submitting: false });
  }

  function selectRetailer(retailerId: number): void {
    if (destroyed) return;
    events.emit('retailer.selected', { retailerId });
    if (!tokens.signedIn) {
      setView({ name: 'sign_in', retailerId });
      return;
    }
    // An existing connection is repaired, not created again (variant A would answer 409).
    openCredentials(retailerId, knownConnection(retailerId) ? 'reconnect' : 'connect');
  }

  function reconnect(retailerId: number): void {
    if (destroyed) return;
    if (!tokens.signedIn) {
      setView({ name: 'sign_in', retailerId });
      return;
    }
    openCredentials(retailerId, 'reconnect');
  }

  async function submitCredentials(credentials: Credentials): Promise<void> {
    const current = view.value;
    if (destroyed || current.name !== 'credentials' || current.submitting) return;
    const { retailerId, mode } = current;
    setView({ name: 'credentials', retailerId, mode, submitting: true });
    try {
      // The credentials go straight into the request body: never kept, logged or emitted.
      const result = mode === 'connect'
        ? await api.connect(retailerId, credentials, signalOption)
        : await api.reauthenticate(retailerId, credentials, signalOption);
      if (destroyed) return;
      upsertConnection(result.connection);
      events.emit(mode === 'connect' ? 'connection.created' : 'connection.updated', { retailerId, status: result.connection.status });
      follow(result.sync, () => void syncNow(retailerId));
    } catch (error) {
      if (destroyed || isAborted(error)) return;
      const widgetError = toWidgetError(error);
      events.emit('connection.failed', { retailerId, code: widgetError.code });
      if (widgetError.code === 'session_expired') return;
      setView({ name: 'credentials', retailerId, mode, submitting: false, error: widgetError });
    }
  }

  // ---- syncing --------------------------------------------------------------------------------

  function stopPoller(): void {
    const running = poller;
    poller = undefined;
    running?.stop();
  }

  /** Follows a started sync to its end; `again` starts a new one from the error view. */
  function follow(started: SyncProgress, again: RetryAction, { resumed = false } = {}): void {
    stopPoller();
    retryAction = undefined;
    sync.value = started;
    events.emit('sync.started', {
      syncId: started.syncId, retailerIds: started.retailers.map((item) => item.retailerId), ...(resumed ? { resumed } : {}),
    });
    setView({ name: 'syncing', progress: started });
    const current = new SyncPoller(started.syncId, {
      env,
      ...options.polling,
      signal: aborter.signal,
      fetchSync: (syncId, abortSignal) => api.getSync(syncId, { signal: abortSignal }),
      rateLimit: api.rateLimit,
      onProgress: (progress) => {
        sync.value = progress;
        events.emit('sync.status', {
          syncId: progress.syncId,
          status: progress.status,
          retailers: progress.retailers.map(({ retailerId, status, ordersFetched }) => ({ retailerId, status, ordersFetched })),
        });
        if (view.value.name === 'syncing' && progress.status !== 'completed' && progress.status !== 'error') {
          setView({ name: 'syncing', progress });
        }
      },
      onMfaRequired: (progress, retailer) => {
        events.emit('sync.mfa_required', { syncId: progress.syncId, retailerId: retailer.retailerId });
        if (view.value.name === 'syncing' || view.value.name === 'mfa') {
          setView({ name: 'mfa', syncId: progress.syncId, retailerId: retailer.retailerId, prompt: retailer.mfaPrompt ?? '', submitting: false });
        }
      },
      onEnd: (end) => onSyncEnd(current, end, again),
    });
    poller = current;
    current.start(started);
  }

  function onSyncEnd(ended: SyncPoller, end: PollEnd, again: RetryAction): void {
    if (poller === ended) poller = undefined;
    if (destroyed || end.reason === 'stopped') return;
    const following = view.value.name === 'syncing' || view.value.name === 'mfa';
    if (end.reason === 'completed') {
      const ordersFetched = end.progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0);
      events.emit('sync.completed', { syncId: end.progress.syncId, ordersFetched });
      if (following) setView({ name: 'success', progress: end.progress });
      void refreshConnections();
      return;
    }
    if (end.reason === 'error') {
      const failedItem = end.progress.retailers.find((item) => item.errorCode !== undefined);
      const error: WidgetError = {
        code: 'sync_failed',
        message: 'The sync failed.',
        ...(failedItem?.errorCode === undefined ? {} : { retailerErrorCode: failedItem.errorCode }),
      };
      events.emit('sync.failed', {
        syncId: end.progress.syncId, code: 'sync_failed', ...(failedItem?.errorCode === undefined ? {} : { retailerErrorCode: failedItem.errorCode }),
      });
      void refreshConnections();
      if (following) showError(error, again);
      return;
    }
    const syncId = ended.syncId;
    const error: WidgetError = end.reason === 'timeout'
      ? { code: 'timeout', message: 'The sync is taking too long to follow.' }
      : toWidgetError(end.error);
    events.emit('sync.failed', { syncId, code: error.code });
    if (error.code === 'session_expired') return;
    // Following the same sync again is safe: it starts nothing on the service.
    if (following) showError(error, () => followAgain(syncId, again));
  }

  function followAgain(syncId: string, again: RetryAction): void {
    void api.getSync(syncId, signalOption).then((progress) => follow(progress, again), (error: unknown) => failed(error, again));
  }

  async function refreshConnections(): Promise<void> {
    if (connections.value.status === 'loading') return;
    await loadConnections();
  }

  async function startSync(start: () => Promise<SyncProgress>, again: RetryAction): Promise<void> {
    if (destroyed || !tokens.signedIn) return;
    try {
      const started = await start();
      if (destroyed) return;
      follow(started, again);
    } catch (error) {
      failed(error, again);
    }
  }

  function syncNow(retailerId: number): Promise<void> {
    return startSync(() => api.syncOne(retailerId, signalOption), () => void syncNow(retailerId));
  }

  function syncAll(): Promise<void> {
    return startSync(() => api.syncAll(signalOption), () => void syncAll());
  }

  async function submitMfa(code: string): Promise<void> {
    const current = view.value;
    if (destroyed || current.name !== 'mfa' || current.submitting) return;
    const running = poller;
    setView({ ...current, submitting: true });
    events.emit('sync.mfa_submitted', { syncId: current.syncId, retailerId: current.retailerId });
    try {
      const progress = await api.submitMfa(current.syncId, current.retailerId, code, signalOption);
      if (destroyed) return;
      setView({ name: 'syncing', progress });
      if (running && running === poller) running.resume(progress);
      else follow(progress, () => void syncNow(current.retailerId));
    } catch (error) {
      if (destroyed || isAborted(error)) return;
      const widgetError = toWidgetError(error);
      if (widgetError.code === 'session_expired') return;
      setView({ ...current, submitting: false, error: widgetError });
    }
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  function destroy(): void {
    if (destroyed) return;
    destroyed = true;
    cancelSignIn?.();
    cancelSignIn = undefined;
    stopPoller();
    aborter.abort();
    tokens.clear();
    subject = undefined;
    retryAction = undefined;
    unsubscribeOnline();
    events.disconnect();
  }

  resumeAfterRedirect();
  // After the caller's synchronous set-up, so listeners added right after creation hear it.
  queueMicrotask(() => {
    if (!destroyed) events.emit('ready', { variant });
  });

  return {
    variant,
    sessionId,
    auth,
    catalog,
    connections,
    view,
    online,
    sync,
    api,
    open: () => {
      if (!destroyed) events.emit('open', {});
    },
    exit: () => {
      if (destroyed) return;
      events.emit('exit', {});
      events.emit('close', { reason: 'user' });
    },
    on: (type, listener) => events.emitter.on(type, listener),
    onAny: (listener) => events.emitter.onAny(listener),
    signIn,
    signOut,
    loadCatalog,
    loadConnections,
    selectRetailer,
    reconnect,
    submitCredentials,
    submitMfa,
    syncNow,
    syncAll,
    showCatalog: () => setView({ name: 'catalog' }),
    showConnections: () => {
      setView({ name: 'connections' });
      void loadConnections();
    },
    retry: () => {
      if (destroyed || view.value.name !== 'error') return;
      const action = retryAction;
      retryAction = undefined;
      if (action) action();
      else setView({ name: 'catalog' });
    },
    destroy,
  };
}
