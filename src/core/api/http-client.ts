import type { WidgetEnvironment } from '../environment.ts';
import { randomHex } from '../util/random-hex.ts';
import { sleep, until } from '../util/wait.ts';
import { ApiError, apiError, errorFromResponse, isApiError } from './api-error.ts';
import {
  backoffDelay,
  isRetryableStatus,
  parseRateLimit,
  parseRetryAfter,
  type BackoffOptions,
  type RateLimitState,
} from './retry-policy.ts';

/** One authenticated request as the transport has built it, before the access token goes on. */
export interface AuthenticatedCall {
  /** Absolute. */
  url: string;
  /** The HTTP method, upper case: what a DPoP proof's `htm` names. */
  method: string;
  /** The transport's own headers (`accept`, `content-type`, `idempotency-key`), without `authorization`. */
  headers: Record<string, string>;
  /** The JSON text of the body, or null for none. */
  body: string | null;
  /** Ends the call (the caller's abort). */
  signal?: AbortSignal | undefined;
}

/** Where the client gets access tokens; the session's TokenKeeper in practice. */
export interface AccessTokenSource {
  accessToken(): Promise<string>;
  /** Called after a 401 with the refused token; answers a fresh one (one refresh for all callers). */
  refreshAfterRejection(rejected: string): Promise<string>;
  /**
   * Sends `call` with `accessToken` through `fetchImpl` (the transport's): as `Authorization: DPoP`
   * with a fresh proof when the tokens are bound to a key (RFC 9449), else as a bearer token. Absent:
   * always `Authorization: Bearer`.
   */
  send?(accessToken: string, call: AuthenticatedCall, fetchImpl: typeof fetch): Promise<Response>;
}

export interface HttpClientOptions {
  /** `{base_url}` of one API variant, e.g. `http://localhost:4010/b`. */
  baseUrl: string;
  env: Pick<WidgetEnvironment, 'fetch' | 'setTimeout' | 'clearTimeout' | 'now' | 'random' | 'online'>;
  tokens?: AccessTokenSource;
  /** Retries after the first attempt for network errors, 502, 503 and 429. @default 3 */
  maxRetries?: number;
  backoff?: BackoffOptions;
  /** A 429 whose Retry-After is longer than this is not waited for but answered as `rate_limited`. @default 60 */
  maxRetryAfterSeconds?: number;
  /** Told about every 429, whether or not it is waited for (the session emits `rate_limited`). */
  onRateLimited?: (retryAfterSeconds: number | undefined) => void;
}

/** The methods the service's API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';
/** A query parameter's value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | undefined;

/** One call of `HttpClient.request()`: a path under the client's `baseUrl`, its query and JSON body. */
export interface HttpRequest {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, QueryValue>> | undefined;
  body?: unknown;
  /** False only for the public catalog (the one operation with `security: []` in openapi/). @default true */
  authenticated?: boolean;
  /**
   * The request starts work (a connection, a sync): it carries an `Idempotency-Key` that every retry
   * of this call repeats, so a retry after a lost answer never starts the work twice.
   */
  startsWork?: boolean;
  /** The Idempotency-Key of a request that starts work, to repeat a call made before. @default a new key */
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** What `send()` needs: the request with its URL built and its body serialized. */
export interface HttpSendRequest extends Omit<HttpRequest, 'method' | 'path' | 'query' | 'body'> {
  method: string;
  /** Absolute. */
  url: string;
  /** JSON text; undefined for none. */
  body?: string | undefined;
}

/** `HttpClient.request()`'s answer to a call that succeeded (a 2xx status). */
export interface HttpResponse {
  status: number;
  /** The parsed JSON body; undefined for 204. Not yet validated: the caller's guard does that. */
  body: unknown;
  headers: Headers;
  /** The response's rate-limit fields, when it had them. */
  rateLimit: RateLimitState | undefined;
}

/** A key per logical request, from the platform CSPRNG (not `random()`: it must not repeat across pages). */
export function newIdempotencyKey(): string {
  return randomHex(16);
}

/**
 * The transport under every API call: bearer token, one refresh on 401, bounded retries with
 * capped exponential backoff and full jitter (network errors, 502, 503), Retry-After on 429, waiting
 * while offline, and errors turned into `ApiError`s with stable codes. No token ever appears in an
 * error or a URL.
 */
export class HttpClient {
  readonly #options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    this.#options = options;
  }

  /** `{base_url}` of the API variant, which relative paths start from. */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  /** `path` is relative to the base URL, or absolute for the provider's own endpoints (userinfo). */
  async request({ method, path, query = {}, body, ...call }: HttpRequest): Promise<HttpResponse> {
    const url = new URL(/^https?:\/\//.test(path) ? path : this.#options.baseUrl.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const response = await this.send({ ...call, method, url: url.href, body: JSON.stringify(body) });
    const { status, headers } = response;
    return { status, body: await readBody(response), headers, rateLimit: parseRateLimit(headers) };
  }

  /** One attempt: the token goes on as the token source sends it (DPoP or bearer), or as a bearer token. */
  #fetch(url: string, init: RequestInit, token: string | undefined): Promise<Response> {
    const { env, tokens } = this.#options;
    if (token === undefined) return env.fetch(url, init);
    const call = callOf(url, init);
    if (tokens?.send) return tokens.send(token, call, env.fetch);
    return env.fetch(url, { ...init, headers: { ...call.headers, authorization: `Bearer ${token}` } });
  }

  /**
   * One call to an absolute URL with its body already serialized: the transport of `request()`, and
   * of the typed operations (api-client.ts), whose URL and JSON body openapi-fetch builds. Answers
   * the 2xx response with its body unread; any other answer is thrown as an `ApiError`.
   */
  async send({
    method,
    url,
    body,
    authenticated = true,
    startsWork,
    idempotencyKey,
    signal,
  }: HttpSendRequest): Promise<Response> {
    const { env, tokens, maxRetries = 3, backoff, maxRetryAfterSeconds = 60, onRateLimited } = this.#options;
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
    // One key for the whole call: every retry repeats it.
    if (startsWork) headers['idempotency-key'] = idempotencyKey ?? newIdempotencyKey();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers, body: body ?? null, signal: signal ?? null };
    /** Capped exponential backoff before retry number `retries + 1`. */
    const backOff = (retries: number): Promise<void> =>
      unlessAborted(sleep(env, backoffDelay(retries, env.random, backoff), signal));
    let retries = 0;
    let refreshed = false;
    for (;;) {
      // Offline: wait for the network rather than burn the retries on certain failures. Only then:
      // an await, even of a settled promise, would move the fetch after the caller's synchronous work
      // (open() renders the whole dialog first), and the catalog request would start only after it
      // (docs/performance-and-size.md, "Figures behind the code's choices").
      if (!env.online.current()) await unlessAborted(until(env.online, true, signal));
      let token: string | undefined;
      if (authenticated) {
        if (!tokens)
          throw new ApiError(
            'unauthorized',
            'The request needs an access token, but the HTTP client was given no token source.',
          );
        token = await fromTokenSource(() => tokens.accessToken());
      }
      let response: Response;
      try {
        response = await this.#fetch(url, init, token);
      } catch (cause) {
        if (signal?.aborted) throw apiError('aborted', { cause });
        if (retries >= maxRetries) {
          throw new ApiError(
            'network',
            `The service could not be reached: ${retries + 1} attempts got no answer (offline, DNS, TLS or CORS failure).`,
            { cause },
          );
        }
        await backOff(retries);
        retries += 1;
        continue;
      }
      const { status, headers: answer } = response;
      if (status === 401 && tokens && token !== undefined && !refreshed) {
        // One refresh per call; the retry with the fresh token is not counted as a retry.
        refreshed = true;
        await fromTokenSource(() => tokens.refreshAfterRejection(token));
        continue;
      }
      let retryAfter: number | undefined;
      if (status === 429) {
        retryAfter = parseRetryAfter(answer.get('retry-after'), env.now()) ?? parseRateLimit(answer)?.resetSeconds;
        onRateLimited?.(retryAfter);
      }
      const worthRetrying = status === 429 || isRetryableStatus(status);
      const waitTooLong = retryAfter !== undefined && retryAfter > maxRetryAfterSeconds;
      if (worthRetrying && retries < maxRetries && !waitTooLong) {
        await response.body?.cancel();
        if (retryAfter === undefined) await backOff(retries);
        else await unlessAborted(sleep(env, retryAfter * 1000, signal));
        retries += 1;
        continue;
      }
      if (!response.ok) throw await errorFromResponse(response, retryAfter);
      return response;
    }
  }
}

/** The request of `init` as a token source sends it; the headers are a copy, fresh for each attempt. */
function callOf(url: string, init: RequestInit): AuthenticatedCall {
  const { method = 'GET', headers, body, signal } = init;
  return {
    url,
    method,
    headers: { ...(headers as Record<string, string>) },
    body: typeof body === 'string' ? body : null,
    signal: signal ?? undefined,
  };
}

/** One of the transport's waits (backoff, Retry-After, offline), which only an abort fails: the call ends as `aborted`. */
async function unlessAborted(waiting: Promise<void>): Promise<void> {
  try {
    await waiting;
  } catch (cause) {
    throw apiError('aborted', { cause });
  }
}

/** The parsed JSON body of a 2xx answer; undefined for 204. */
async function readBody(response: Response): Promise<unknown> {
  const { status } = response;
  if (status === 204) return undefined;
  try {
    return await response.json();
  } catch (cause) {
    throw new ApiError('invalid_response', `The service answered HTTP ${status} with a body that is not JSON.`, {
      status,
      cause,
    });
  }
}

/** Asks the token source for a token; its failure becomes the ApiError a caller of the API expects. */
async function fromTokenSource(ask: () => Promise<string>): Promise<string> {
  try {
    return await ask();
  } catch (cause) {
    throw sessionError(cause);
  }
}

/** A failed token or refresh: the grant is gone (sign in again) or the provider was unreachable. */
function sessionError(cause: unknown): ApiError {
  if (isApiError(cause)) return cause;
  if ((cause as { code?: unknown } | null)?.code === 'network') {
    return new ApiError(
      'network',
      'The sign-in provider could not be reached to renew the access token; the tokens are kept, so a retry may succeed.',
      { cause },
    );
  }
  return new ApiError(
    'session_expired',
    'There is no usable access token: the sign-in session has ended (see cause); sign in again.',
    { cause },
  );
}
