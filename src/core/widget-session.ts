import { signal } from '@preact/signals-core';
import { createApiClient, type ConnectResult } from './api/api-client.ts';
import { isApiError } from './api/api-error.ts';
import { HttpClient, newIdempotencyKey } from './api/http-client.ts';
import { AuthError } from './auth/auth-error.ts';
import { AuthorizationCodeFlow, type TokenSet } from './auth/authorization-code-flow.ts';
import { authorizeInPopup } from './auth/popup-authorization.ts';
import { pendingRedirectKey, resumeRedirectAuthorization, startRedirectAuthorization } from './auth/redirect-authorization.ts';
import { TokenKeeper } from './auth/token-keeper.ts';
import type { MessageTarget, WidgetEnvironment } from './environment.ts';
import { widgetEvent, type WidgetEventPayloads, type WidgetEventType } from './events/catalogue.ts';
import { createEmitter } from './events/emitter.ts';
import { createPostMessageBridge } from './events/post-message-bridge.ts';
import type {
  ApiVariant, AuthState, Connection, Credentials, LoadState, Retailer, SyncProgress, ViewState, WidgetError, WidgetErrorCode,
} from './domain.ts';
import type { HeadlessWidgetSession } from './session-contract.ts';
import { compact } from './util/compact.ts';
import { newSessionId, type Messaging } from './session/event-sink.ts';
import { isExpired, syncFailedError, syncTimedOutError, toWidgetError } from './session/widget-error.ts';
import type { PollIntervalOptions } from './sync/poll-interval.ts';
import { createSyncPoller, DEFAULT_MAX_DURATION_MS, isOver, retailerSummaries, type PollEnd, type SyncPoller } from './sync/sync-poller.ts';

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

/** The retailer a view is about, on the views that have one. */
function retailerOf(state: ViewState): number | undefined {
  return 'retailerId' in state ? state.retailerId : undefined;
}

/**
 * The failures after which a connect may have reached the service without its answer reaching us:
 * sending the same form again repeats the Idempotency-Key (see `unanswered`).
 */
const ANSWER_MAY_BE_LOST: readonly WidgetErrorCode[] = ['network', 'upstream', 'invalid_response'];

const retailerIdsOf = (progress: SyncProgress): number[] => progress.retailers.map((item) => item.retailerId);

/**
 * One widget's state and journey, wired from the auth, API, poller and event modules. Every widget
 * gets its own: nothing is shared at module level. Tokens live only in the TokenKeeper inside.
 *
 * One closure on purpose: the journey's steps (navigation, data, connecting, syncing, sign-in) share
 * most of its state. Measured in the script-tag bundle, sharing that state through a context object
 * between part files cost ~400 B gzip, and even a narrow factory per part 30 to 55 B: property names
 * and each scope's own short names compress worse than one closure's. ./session/ holds the
 * helpers: the error mapping, `compact`, the session id and the Messaging option's type.
 */
export function createWidgetSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession {
  const sessionId = newSessionId();
  /** The session's lifetime: aborted by destroy(), with every request it made. */
  const aborter = new AbortController();
  const call = { signal: aborter.signal };
  const gone = (): boolean => call.signal.aborted;
  // Events go to `on()` listeners and, per `messaging`, over postMessage (see Messaging).
  const emitter = createEmitter(options.onListenerError);
  const messaging = options.messaging ?? { mode: 'inline' };
  const hosted = messaging.mode === 'hosted';
  let target: MessageTarget | null = null;
  if (hosted) target = env.opener();
  else if (messaging.mode === 'inline') target = env.self;
  const targetOrigin = hosted ? messaging.hostOrigin : env.self.origin;
  const bridge = target === null ? null : createPostMessageBridge({
    env,
    target,
    targetOrigin,
    allowedOrigins: [targetOrigin],
    allowedSource: target.handle,
    onHostMessage: () => {
      emit('close', { reason: 'host' });
      options.onHostClose?.();
    },
  });
  /** Does nothing once the session is destroyed. */
  function emit<T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]): void {
    if (gone()) return;
    const event = widgetEvent(type, payload, sessionId, env.now());
    emitter.emit(event);
    bridge?.post(event);
  }
  // The options are an AuthConfig: the flow reads issuer, clientId, redirectUri and scope from them.
  const flow = new AuthorizationCodeFlow(options, env.fetch, env.now);
  const tokens = new TokenKeeper(flow, { now: env.now, onSessionExpired: expire });
  const api = createApiClient({
    variant: options.variant ?? 'B',
    http: new HttpClient(compact({
      baseUrl: options.apiBaseUrl,
      env,
      tokens,
      maxRetries: options.maxRetries,
      onRateLimited: (retryAfterSeconds?: number) => emit('rate_limited', compact({ retryAfterSeconds })),
    })),
    userInfoEndpoint: async () => {
      const endpoint = (await flow.discover()).userinfo_endpoint;
      if (!endpoint) {
        throw new AuthError('userinfo_failed', 'The provider\'s discovery document names no userinfo_endpoint, so the signed-in user\'s profile cannot be read.');
      }
      return endpoint;
    },
  });
  const { variant } = api;
  const auth = signal<AuthState>({ status: 'signed_out' });
  const catalog = signal<LoadState<readonly Retailer[]>>({ status: 'idle' });
  const connections = signal<LoadState<readonly Connection[]>>({ status: 'idle' });
  const view = signal<ViewState>({ name: 'catalog' });
  const sync = signal<SyncProgress | null>(null);
  const online = signal(env.online.current());
  const unsubscribeOnline = env.online.subscribe((value) => {
    online.value = value;
  });
  // ---- navigation ---------------------------------------------------------------------------

  let retryAction: RetryAction | undefined;

  /** Sets the view; a `view` event goes out when the screen (or its retailer) changes, not per progress tick. */
  function setView(next: ViewState): void {
    if (gone()) return;
    const previous = view.value;
    const retailerId = retailerOf(next);
    view.value = next;
    if (previous.name !== next.name || retailerOf(previous) !== retailerId) emit('view', compact({ name: next.name, retailerId }));
  }

  /** Runs the error view's action once; asked again with none left (it ran and showed no new error), back to the catalog. */
  function retry(): void {
    if (gone() || view.value.name !== 'error') return;
    const action = retryAction;
    retryAction = undefined;
    if (action) action();
    else setView({ name: 'catalog' });
  }

  /**
   * Runs a request, then `done` with its answer or `fail` with its failure, but neither once the
   * session is destroyed. That is also the only way a request is aborted (all carry `call.signal`).
   */
  async function attempt<T>(request: () => Promise<T>, done: (value: T) => void, fail: (error: WidgetError) => void): Promise<void> {
    try {
      const value = await request();
      if (!gone()) done(value);
    } catch (error) {
      if (!gone()) fail(toWidgetError(error));
    }
  }

  // ---- data -----------------------------------------------------------------------------------

  async function loadCatalog(): Promise<void> {
    if (gone() || catalog.value.status === 'loading') return;
    catalog.value = { status: 'loading' };
    await attempt(() => api.listCatalog(call), (value) => {
      catalog.value = { status: 'loaded', value };
      emit('catalog.loaded', { count: value.length });
    }, (error) => {
      catalog.value = { status: 'failed', error };
      emit('error', { code: error.code });
    });
  }

  /** The user's connections; nothing while signed out. */
  async function loadConnections(): Promise<void> {
    if (gone() || !tokens.signedIn || connections.value.status === 'loading') return;
    connections.value = { status: 'loading' };
    // Signed out meanwhile (or the session expired): the sign-out has reset the list already.
    await attempt(() => api.listConnections({ limit: 100, ...call }), (value) => {
      if (tokens.signedIn) connections.value = { status: 'loaded', value };
    }, (error) => {
      if (tokens.signedIn) connections.value = { status: 'failed', error };
    });
  }

  // ---- connecting -----------------------------------------------------------------------------

  function openCredentials(retailerId: number, mode: 'connect' | 'reconnect'): void {
    // The form names the retailer from the catalog. A journey can arrive here without passing the
    // catalog screen (the hosted page resuming after its sign-in redirect), so make sure it loads.
    if (catalog.value.status === 'idle') void loadCatalog();
    setView({ name: 'credentials', retailerId, mode, submitting: false });
  }

  /** The credentials form for a retailer: an existing connection is repaired, not created again (variant A would answer 409). */
  function openRetailer(retailerId: number): void {
    const state = connections.value;
    openCredentials(retailerId, state.status === 'loaded' && state.value.some((item) => item.retailerId === retailerId) ? 'reconnect' : 'connect');
  }

  /** Runs `open` when signed in; otherwise the sign-in comes first and remembers the retailer. */
  function signedInTo(retailerId: number, open: () => void): void {
    if (tokens.signedIn) open();
    else setView({ name: 'sign_in', retailerId });
  }

  /** Puts a created or repaired connection into the loaded list, in retailer order. */
  function upsertConnection(connection: Connection): void {
    const state = connections.value;
    if (state.status !== 'loaded') return;
    const others = state.value.filter((item) => item.retailerId !== connection.retailerId);
    connections.value = { status: 'loaded', value: [...others, connection].sort((a, b) => a.retailerId - b.retailerId) };
  }

  /**
   * The connect whose answer never arrived (the network or the service failed after the retries):
   * the service may have made the connection. Submitting the same form again repeats its
   * Idempotency-Key, so the service answers with that connection and its sync rather than a 409 or
   * a second sync. Only the key is kept, never the credentials, and only until that connect is
   * answered or the user signs out.
   */
  let unanswered: { retailerId: number; mode: string; key: string } | undefined;

  async function submitCredentials(credentials: Credentials): Promise<void> {
    const current = view.value;
    if (gone() || current.name !== 'credentials' || current.submitting) return;
    const { retailerId, mode } = current;
    const connect = mode === 'connect';
    const repeated = unanswered?.retailerId === retailerId && unanswered.mode === mode ? unanswered.key : undefined;
    /** The key of the last request sent: the one to repeat if its answer is lost too. */
    let key = repeated ?? newIdempotencyKey();
    // The credentials go straight into the request body: never kept, logged or emitted.
    const send = (idempotencyKey: string): Promise<ConnectResult> => {
      key = idempotencyKey;
      const callOptions = { ...call, idempotencyKey };
      return connect ? api.connect(retailerId, credentials, callOptions) : api.reauthenticate(retailerId, credentials, callOptions);
    };
    const sendForm = async (): Promise<ConnectResult> => {
      try {
        return await send(key);
      } catch (error) {
        // Other credentials than the unanswered attempt's: a new request, with a key of its own.
        if (repeated && isApiError(error) && error.problemCode === 'idempotency_key_reused') return await send(newIdempotencyKey());
        throw error;
      }
    };
    setView({ name: 'credentials', retailerId, mode, submitting: true });
    await attempt(sendForm, ({ connection, sync: started }) => {
      unanswered = undefined;
      upsertConnection(connection);
      emit(connect ? 'connection.created' : 'connection.updated', { retailerId, status: connection.status });
      follow(started, () => void syncNow(retailerId));
    }, (error) => {
      const { code } = error;
      unanswered = ANSWER_MAY_BE_LOST.includes(code) ? { retailerId, mode, key } : undefined;
      emit('connection.failed', { retailerId, code });
      if (!isExpired(error)) setView({ name: 'credentials', retailerId, mode, submitting: false, error });
    });
  }

  // ---- syncing --------------------------------------------------------------------------------

  let poller: SyncPoller | undefined;
  const following = (): boolean => view.value.name === 'syncing' || view.value.name === 'mfa';
  /**
   * An action's failure: the error view, whose retry runs `again` (so every error view the session
   * shows can retry). An expired session is left to the sign-in (`expire`).
   */
  function showError(error: WidgetError, again: RetryAction): void {
    if (isExpired(error)) return;
    retryAction = again;
    emit('error', compact({ code: error.code, status: error.status }));
    setView({ name: 'error', error, canRetry: true });
  }

  /** Follows a started sync to its end; `again` starts a new one from the error view. */
  function follow(started: SyncProgress, again: RetryAction, resumed?: true): void {
    poller?.stop();
    sync.value = started;
    emit('sync.started', compact({ syncId: started.syncId, retailerIds: retailerIdsOf(started), resumed }));
    setView({ name: 'syncing', progress: started });
    const current: SyncPoller = createSyncPoller(started.syncId, {
      env,
      ...options.polling,
      signal: call.signal,
      fetchSync: api.getSync,
      rateLimit: api.rateLimit,
      onProgress: (progress) => {
        sync.value = progress;
        emit('sync.status', {
          syncId: progress.syncId,
          status: progress.status,
          retailers: retailerSummaries(progress),
        });
        if (view.value.name === 'syncing' && !isOver(progress)) setView({ name: 'syncing', progress });
      },
      onMfaRequired: ({ syncId }, { retailerId, mfaPrompt }) => {
        emit('sync.mfa_required', { syncId, retailerId });
        if (following()) setView({ name: 'mfa', syncId, retailerId, prompt: mfaPrompt ?? '', submitting: false });
      },
      onEnd: (end) => onSyncEnd(current, end, again),
    });
    poller = current;
    current.start(started);
  }

  function onSyncEnd(ended: SyncPoller, end: PollEnd, again: RetryAction): void {
    if (poller === ended) poller = undefined;
    if (gone() || end.reason === 'stopped') return;
    const { syncId } = ended;
    const wasFollowing = following();
    if (end.reason === 'completed') {
      const { progress } = end;
      emit('sync.completed', { syncId, ordersFetched: progress.retailers.reduce((sum, item) => sum + item.ordersFetched, 0) });
      if (wasFollowing) setView({ name: 'success', progress });
      void loadConnections();
      return;
    }
    const error = syncEndError(syncId, end);
    emit('sync.failed', compact({ syncId, code: error.code, retailerErrorCode: error.retailerErrorCode }));
    const syncFailed = end.reason === 'error';
    if (syncFailed) void loadConnections(); // the connection's status changed with it
    if (!wasFollowing) return;
    // A failed sync is over: retry starts a new one. One given up on or unreadable may still be
    // running: retry follows the same sync again, which starts nothing on the service.
    const followAgain = (): void => void startSync(() => api.getSync(syncId, call), again);
    showError(error, syncFailed ? again : followAgain);
  }

  /** What a sync that did not complete ended with. */
  function syncEndError(syncId: string, end: Exclude<PollEnd, { reason: 'completed' | 'stopped' }>): WidgetError {
    switch (end.reason) {
      case 'error':
        return syncFailedError(syncId, end.progress.retailers.find((item) => item.errorCode !== undefined)?.errorCode);
      case 'timeout':
        return syncTimedOutError(syncId, options.polling?.maxDurationMs ?? DEFAULT_MAX_DURATION_MS);
      case 'failed':
        return toWidgetError(end.error);
    }
  }

  /** Follows `latest` if it has not ended; answers whether it did. */
  function followRunning(latest: SyncProgress | null): boolean {
    if (!latest || isOver(latest)) return false;
    const retailerIds = retailerIdsOf(latest);
    follow(latest, retailerIds.length === 1 ? () => void syncNow(retailerIds[0]!) : () => void syncAll(), true);
    return true;
  }

  /** When signed in: runs `start` (a request answering a sync) and follows that sync; `again` is the error view's retry. */
  async function startSync(start: () => Promise<SyncProgress>, again: RetryAction): Promise<void> {
    if (!tokens.signedIn) return;
    await attempt(start, (started) => follow(started, again), (error) => showError(error, again));
  }

  function syncNow(retailerId: number): Promise<void> {
    return startSync(() => api.syncOne(retailerId, call), () => void syncNow(retailerId));
  }

  function syncAll(): Promise<void> {
    return startSync(() => api.syncAll(call), () => void syncAll());
  }

  async function submitMfa(code: string): Promise<void> {
    const current = view.value;
    if (gone() || current.name !== 'mfa' || current.submitting) return;
    const { syncId, retailerId } = current;
    const running = poller;
    setView({ ...current, submitting: true });
    emit('sync.mfa_submitted', { syncId, retailerId });
    await attempt(() => api.submitMfa(syncId, retailerId, code, call), (progress) => {
      setView({ name: 'syncing', progress });
      if (running && running === poller) running.resume(progress);
      else follow(progress, () => void syncNow(retailerId));
    }, (error) => {
      if (!isExpired(error)) setView({ ...current, submitting: false, error });
    });
  }

  // ---- sign-in --------------------------------------------------------------------------------

  const { clientId } = options;
  /** Bumped by every sign-in and sign-out, so a sign-in that finishes after a sign-out is dropped. */
  let generation = 0;
  /** Cancels the popup sign-in in progress (sign-out, destroy): the popup closes, no code is exchanged. */
  let popupAborter: AbortController | undefined;
  const isCurrent = (signInId: number): boolean => !gone() && signInId === generation;

  function pageRedirectUri(): string | null {
    if (options.pageRedirectUri !== undefined) return options.pageRedirectUri;
    const url = new URL(env.location.href());
    return url.origin + url.pathname;
  }

  function started(method?: 'popup' | 'redirect'): void {
    auth.value = { status: 'signing_in' };
    if (method) emit('auth.started', { method });
  }

  /** A new sign-in's id: the sign-ins before it, and their outcomes, no longer count. */
  function nextSignIn(): number {
    generation += 1;
    return generation;
  }

  /**
   * Waits for sign-in `signInId` and takes its outcome: the tokens it came back with, `null` when
   * the page came back without an authorization response (nobody signed in), or its failure.
   */
  async function completeSignIn(signInId: number, signingIn: Promise<TokenSet | null>): Promise<void> {
    try {
      await finishSignIn(signInId, await signingIn);
    } catch (error) {
      signInFailed(signInId, error);
    }
  }

  /** Takes the tokens of sign-in `signInId` (or null: signed out); ignored once another sign-in or a sign-out came. */
  async function finishSignIn(signInId: number, signedIn: TokenSet | null): Promise<void> {
    if (!isCurrent(signInId)) return;
    if (!signedIn) {
      auth.value = { status: 'signed_out' };
      return;
    }
    tokens.set(signedIn);
    // No profile, or not the token's own user (OIDC Core §5.3.2: no substituted userinfo answer).
    // Destroyed meanwhile: signInFailed drops the error.
    const user = await api.userInfo(call).catch(() => undefined);
    if (!user || user.sub !== signedIn.subject) {
      tokens.clear();
      throw new AuthError('userinfo_failed', user
        ? 'The userinfo endpoint answered for another user than the ID token\'s (OpenID Connect Core §5.3.2); the sign-in was undone.'
        : 'The signed-in user\'s profile could not be read from the userinfo endpoint; the sign-in was undone.');
    }
    if (!isCurrent(signInId)) return;
    auth.value = { status: 'signed_in', user };
    emit('auth.succeeded', {});
    void loadConnections();
    // A sync may still be running from before a reload or in another tab: follow it to its end
    // rather than let the shopper start a second one (and spend the retailer's sync quota).
    // Nothing to resume is the safe reading of a failure: the journey goes on as usual.
    const latest = await api.latestSync(call).catch(() => null);
    if (isCurrent(signInId) && followRunning(latest)) return;
    const current = view.value;
    if (current.name === 'sign_in') {
      if (current.retailerId === undefined) setView({ name: 'catalog' });
      else openRetailer(current.retailerId);
    }
  }

  /** The failure of sign-in `signInId`, ignored once another sign-in or a sign-out came. */
  function signInFailed(signInId: number, error: unknown): void {
    if (!isCurrent(signInId)) return;
    tokens.clear();
    const widgetError = toWidgetError(error, 'token_exchange_failed');
    const { code } = widgetError;
    auth.value = { status: 'failed', error: widgetError };
    if (code === 'popup_closed') emit('auth.cancelled', { reason: code });
    else emit('auth.failed', { code });
  }

  function signIn(): void {
    const { status } = auth.value;
    if (gone() || status === 'signing_in' || status === 'signed_in') return;
    // Synchronously, inside the click: anything awaited first would let the browser block the popup.
    const popup = env.openPopup();
    const signInId = nextSignIn();
    if (popup) {
      popupAborter = new AbortController();
      started('popup');
      const signingIn = authorizeInPopup(env, flow, popup, {
        callbackOrigin: new URL(options.redirectUri).origin, signal: popupAborter.signal, timeoutMs: options.signInTimeoutMs,
      });
      void completeSignIn(signInId, signingIn);
      return;
    }
    const redirectUri = pageRedirectUri();
    if (redirectUri === null) {
      signInFailed(signInId,
        new AuthError('popup_blocked', 'The browser blocked the sign-in popup, and the full-page sign-in is off (pageRedirectUri is null).'));
      return;
    }
    if (!env.storage) {
      signInFailed(signInId,
        new AuthError('popup_blocked', 'The browser blocked the sign-in popup, and the full-page sign-in needs sessionStorage, which this page does not have.'));
      return;
    }
    started('redirect');
    // The page leaves for the provider; only a failure to get there comes back.
    void startRedirectAuthorization(env, flow, clientId, redirectUri).catch((error: unknown) => signInFailed(signInId, error));
  }

  /** Cancels the sign-in in progress and forgets every token; answers them, to revoke. */
  function forget(): TokenSet | undefined {
    generation += 1;
    popupAborter?.abort();
    unanswered = undefined; // the next user's connect is not this one's
    return tokens.clear();
  }

  async function signOut(): Promise<void> {
    const held = forget();
    sync.value = null;
    signedOut({ status: 'signed_out' }, 'user');
    setView({ name: 'catalog' });
    // Forgotten locally first; revoking is best effort (RFC 7009 §2), the refresh token first
    // because it is the long-lived one.
    if (held?.refreshToken) await flow.revoke(held.refreshToken, 'refresh_token');
    if (held) await flow.revoke(held.accessToken, 'access_token');
  }

  /** The TokenKeeper's `onSessionExpired`: signed out, and the sign-in view asks to sign in again. */
  function expire(error: AuthError): void {
    signedOut({ status: 'failed', error: toWidgetError(error) }, 'session_expired');
    // After signing in again, the journey goes back to the retailer the user was connecting.
    const current = view.value;
    const retailerId = current.name === 'credentials' || current.name === 'mfa' ? current.retailerId : undefined;
    setView(compact({ name: 'sign_in', retailerId }));
  }

  /** What signing out and an expired session share: no sync followed, no connections, the event. */
  function signedOut(state: AuthState, reason: 'user' | 'session_expired'): void {
    poller?.stop(); // its onEnd forgets it
    auth.value = state;
    connections.value = { status: 'idle' };
    emit('auth.signed_out', { reason });
  }

  // After the full-page fallback, the page reloads with `?code&state&iss`: finish that sign-in.
  // Only a page that started a redirect has a pending attempt; other query strings are not ours.
  const redirectUri = pageRedirectUri();
  if (redirectUri !== null && env.storage?.getItem(pendingRedirectKey(clientId)) != null) {
    started();
    void completeSignIn(nextSignIn(), resumeRedirectAuthorization(env, flow, clientId, redirectUri));
  }

  // After the caller's synchronous set-up, so listeners added right after creation hear it; or
  // first thing in an open() called straight after creation (the hosted page), so `ready` always
  // comes first.
  let announced = false;
  const announce = (): void => {
    if (announced) return;
    announced = true;
    emit('ready', { variant });
  };
  queueMicrotask(announce);

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
      announce();
      emit('open', {});
    },
    exit: () => {
      emit('exit', {});
      emit('close', { reason: 'user' });
    },
    on: emitter.on,
    onAny: emitter.onAny,
    signIn,
    signOut,
    loadCatalog,
    loadConnections,
    selectRetailer: (retailerId) => {
      emit('retailer.selected', { retailerId });
      signedInTo(retailerId, () => openRetailer(retailerId));
    },
    reconnect: (retailerId) => signedInTo(retailerId, () => openCredentials(retailerId, 'reconnect')),
    submitCredentials,
    submitMfa,
    syncNow,
    syncAll,
    showCatalog: () => setView({ name: 'catalog' }),
    showConnections: () => {
      setView({ name: 'connections' });
      void loadConnections();
    },
    retry,
    destroy: () => {
      if (gone()) return;
      // Aborting first: everything is `gone()` from here, the poller stops, requests are cancelled.
      aborter.abort();
      forget();
      unsubscribeOnline();
      bridge?.disconnect();
      emitter.clear();
    },
  };
}
