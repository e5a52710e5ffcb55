import type { ConnectResult } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { newIdempotencyKey } from '../../api/http-client.ts';
import { authorizeInPopup } from '../../auth/popup-authorization.ts';
import { resumeRedirectAuthorization, startRedirectAuthorization } from '../../auth/redirect-authorization.ts';
import type { Credentials } from '../../domain.ts';
import { pollDelay } from '../../sync/poll-interval.ts';
import { sleep, until } from '../../util/wait.ts';
import type { SessionServices } from '../context.ts';
import { toWidgetError } from '../widget-error.ts';
import type { Request } from './effects.ts';
import type { MachineInput } from './inputs.ts';

/**
 * Sends one effect's request under `signal` and answers the event that tells the machine how it
 * went (undefined: nothing comes back, as for the full-page sign-in, whose page leaves).
 */
export async function performRequest(
  services: SessionServices,
  operation: number,
  request: Request,
  signal: AbortSignal,
): Promise<MachineInput | undefined> {
  const { api, env, flow, options, catalogAhead } = services;
  const call = { signal };
  switch (request.kind) {
    case 'popupSignIn':
    case 'finishRedirect':
      try {
        const tokens =
          request.kind === 'popupSignIn'
            ? await authorizeInPopup(env, flow, request.popup, {
                callbackOrigin: new URL(options.redirectUri).origin,
                signal,
                timeoutMs: options.signInTimeoutMs,
              })
            : await resumeRedirectAuthorization(
                flow,
                request.pending,
                request.callback === null ? null : new URLSearchParams(request.callback),
                request.redirectUri,
              );
        return { type: 'signInSucceeded', operation, tokens };
      } catch (error) {
        return { type: 'signInFailed', operation, error: toWidgetError(error, 'token_exchange_failed') };
      }
    case 'redirectSignIn':
      try {
        await startRedirectAuthorization(env, flow, options.clientId, request.redirectUri, request.resume);
        return undefined;
      } catch (error) {
        return { type: 'signInFailed', operation, error: toWidgetError(error, 'token_exchange_failed') };
      }
    case 'userInfo':
      try {
        return { type: 'userInfoLoaded', operation, user: await flow.userInfo(request.tokens, signal) };
      } catch {
        return { type: 'userInfoFailed', operation };
      }
    case 'latestSync':
      return {
        type: 'latestSyncLoaded',
        operation,
        latest: await api.latestSync(call).catch(() => null),
        now: env.now(),
      };
    case 'catalog': {
      const ahead = catalogAhead.take();
      try {
        const value = await (ahead ? ahead.catch(() => api.listCatalog(call)) : api.listCatalog(call));
        return { type: 'catalogLoaded', operation, value };
      } catch (error) {
        return { type: 'catalogFailed', operation, error: toWidgetError(error) };
      }
    }
    case 'connections':
      try {
        return { type: 'connectionsLoaded', operation, value: await api.listConnections({ limit: 100, ...call }) };
      } catch (error) {
        return { type: 'connectionsFailed', operation, error: toWidgetError(error) };
      }
    case 'connect': {
      const { retailerId, mode, credentials, key, repeated } = request;
      const form = { retailerId, mode };
      const sent = { key };
      try {
        const result = await sendCredentials(
          services,
          call,
          { retailerId, connect: mode === 'connect', repeated },
          credentials,
          sent,
        );
        return { type: 'connectAnswered', operation, form, result, now: env.now() };
      } catch (error) {
        return { type: 'connectFailed', operation, form, error: toWidgetError(error), sentKey: sent.key };
      }
    }
    case 'syncOne':
    case 'syncAll':
    case 'getSync':
      try {
        const progress = await (request.kind === 'syncOne'
          ? api.syncOne(request.retailerId, call)
          : request.kind === 'syncAll'
            ? api.syncAll(call)
            : api.getSync(request.syncId, call));
        return { type: 'syncStarted', operation, request, progress, now: env.now() };
      } catch (error) {
        return { type: 'syncStartFailed', operation, request, error: toWidgetError(error) };
      }
    case 'mfa':
      try {
        const progress = await api.submitMfa(request.syncId, request.retailerId, request.code, call);
        return { type: 'mfaAnswered', operation, retailerId: request.retailerId, progress, now: env.now() };
      } catch (error) {
        return { type: 'mfaFailed', operation, error: toWidgetError(error) };
      }
    // An aborted wait answers nothing: the machine no longer waits for it.
    case 'pollDelay':
      try {
        await sleep(env, pollDelay(request, env.now(), api.rateLimit(), options.polling), signal);
        return { type: 'pollDue', operation, now: env.now(), visible: env.visibility.current() };
      } catch {
        return undefined;
      }
    case 'pageVisible':
      try {
        await until(env.visibility, true, signal);
        return { type: 'pollDue', operation, now: env.now(), visible: true };
      } catch {
        return undefined;
      }
    case 'readSync':
      try {
        return { type: 'pollAnswered', operation, progress: await api.getSync(request.syncId, call), now: env.now() };
      } catch (error) {
        return { type: 'pollFailed', operation, error: toWidgetError(error), now: env.now() };
      }
  }
}

/**
 * Sends the credentials form once (and again under a new key when the service says the repeated
 * key was another form's). The credentials go straight into the request body and live only in this
 * call: never kept, logged or emitted. `sent.key` is the Idempotency-Key of the last request sent.
 */
async function sendCredentials(
  { api }: SessionServices,
  call: { signal: AbortSignal },
  { retailerId, connect, repeated }: { retailerId: number; connect: boolean; repeated: boolean },
  credentials: Credentials,
  sent: { key: string },
): Promise<ConnectResult> {
  const send = (idempotencyKey: string): Promise<ConnectResult> => {
    sent.key = idempotencyKey;
    const callOptions = { ...call, idempotencyKey };
    return connect
      ? api.connect(retailerId, credentials, callOptions)
      : api.reauthenticate(retailerId, credentials, callOptions);
  };
  try {
    return await send(sent.key);
  } catch (error) {
    // Other credentials than the unanswered attempt's: a new request, with a key of its own.
    if (repeated && isApiError(error) && error.problemCode === 'idempotency_key_reused')
      return await send(newIdempotencyKey());
    throw error;
  }
}
