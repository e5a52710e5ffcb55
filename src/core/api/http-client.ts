import type { WidgetEnvironment } from '../environment.ts';
import { sleep, until } from '../util/wait.ts';
import { ApiError, apiError, errorFromResponse, isApiError, type AnyApiError } from './api-error.ts';
import { backoffDelay, isRetryableStatus, parseRateLimit, parseRetryAfter, type BackoffOptions, type RateLimitState } from './retry-policy.ts';

/** Where the client gets bearer tokens; the session's TokenKeeper in practice. */
export interface AccessTokenSource {
  accessToken(): Promise<string>;
  /** Called after a 401 with the refused token; answers a fresh one (one refresh for all callers). */
  refreshAfterRejection(rejected: string): Promise<string>;
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
  onRateLimited?(retryAfterSeconds: number | undefined): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT';
export type QueryValue = string | number | undefined;

export interface HttpRequest {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** False only for the public catalog (spec §5.2). @default true */
  authenticated?: boolean;
  /**
   * The request starts work (a connection, a sync): it carries an `Idempotency-Key` that every retry
   * of this call repeats, so a retry after a lost answer never starts the work twice.
   */
  startsWork?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  /** The parsed JSON body; undefined for 204. Not yet validated: the caller's guard does that. */
  body: unknown;
  headers: Headers;
  rateLimit: RateLimitState | undefined;
}

/** A key per logical request, from the platform CSPRNG (not `random()`: it must not repeat across pages). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The transport under every API call: bearer token, one refresh on 401, bounded retries with
 * capped exponential backoff and full jitter (network errors, 502, 503), Retry-After on 429, waiting
 * while offline, and errors turned into `ApiError`s with stable codes. No token ever appears in an
 * error or a URL.
 */
export class HttpClient {
  readonly #options: HttpClientOptions;
  readonly #base: string;

  constructor(options: HttpClientOptions) {
    this.#options = options;
    this.#base = options.baseUrl.replace(/\/+$/, '');
  }

  /** `path` is relative to the base URL, or absolute for the provider's own endpoints (userinfo). */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string {
    const url = new URL(/^https?:\/\//.test(path) ? path : `${this.#base}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.href;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const { env } = this.#options;
    const maxRetries = this.#options.maxRetries ?? 3;
    const authenticated = request.authenticated ?? true;
    const idempotencyKey = request.startsWork ? newIdempotencyKey() : undefined;
    const url = this.url(request.path, request.query);
    let retries = 0;
    let refreshed = false;
    for (;;) {
      // Offline: wait for the network rather than burn the retries on certain failures.
      await until(env.online, true, request.signal);
      const token = authenticated ? await this.#token() : undefined;
      let response: Response;
      try {
        response = await env.fetch(url, this.#init(request, token, idempotencyKey));
      } catch (cause) {
        if (request.signal?.aborted) throw apiError('aborted', { cause });
        if (retries >= maxRetries) throw apiError('network', { cause });
        await sleep(env, backoffDelay(retries, env.random, this.#options.backoff), request.signal);
        retries += 1;
        continue;
      }
      if (response.status === 401 && token !== undefined && !refreshed) {
        refreshed = true;
        await this.#refresh(token);
        continue;
      }
      if (response.status === 429) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), env.now())
          ?? parseRateLimit(response.headers)?.resetSeconds;
        this.#options.onRateLimited?.(retryAfter);
        const tooLong = retryAfter !== undefined && retryAfter > (this.#options.maxRetryAfterSeconds ?? 60);
        if (retries >= maxRetries || tooLong) throw await errorFromResponse(response, retryAfter);
        await response.body?.cancel();
        await sleep(env, retryAfter === undefined ? backoffDelay(retries, env.random, this.#options.backoff) : retryAfter * 1000, request.signal);
        retries += 1;
        continue;
      }
      if (isRetryableStatus(response.status) && retries < maxRetries) {
        await response.body?.cancel();
        await sleep(env, backoffDelay(retries, env.random, this.#options.backoff), request.signal);
        retries += 1;
        continue;
      }
      if (!response.ok) throw await errorFromResponse(response);
      return { status: response.status, body: await readJson(response), headers: response.headers, rateLimit: parseRateLimit(response.headers) };
    }
  }

  #init(request: HttpRequest, token: string | undefined, idempotencyKey: string | undefined): RequestInit {
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
    if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    };
  }

  async #token(): Promise<string> {
    const tokens = this.#options.tokens;
    if (!tokens) throw apiError('unauthorized');
    try {
      return await tokens.accessToken();
    } catch (cause) {
      throw toSessionError(cause);
    }
  }

  async #refresh(rejected: string): Promise<void> {
    try {
      await this.#options.tokens?.refreshAfterRejection(rejected);
    } catch (cause) {
      throw toSessionError(cause);
    }
  }
}

/** A failed refresh: the grant is gone (sign in again) or the provider was unreachable. */
function toSessionError(cause: unknown): AnyApiError {
  if (isApiError(cause)) return cause;
  const code = typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === 'network' ? 'network' : 'session_expired';
  return apiError(code, { cause }) as AnyApiError;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch (cause) {
    throw new ApiError('invalid_response', 'The service answered with a body that is not JSON.', { status: response.status, cause });
  }
}
