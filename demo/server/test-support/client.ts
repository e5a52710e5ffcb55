import type { Contract } from './contract.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the client's token; `null` sends none. */
  token?: string | null;
}

/**
 * Talks to a running sandbox over real HTTP, and checks every answer against the variant's OpenAPI
 * document before the test sees it: any test that calls the API is also a contract test.
 */
export class ApiClient {
  constructor(
    private readonly origin: string,
    private readonly contract: Contract,
    private readonly token: string | null,
  ) {}

  get base(): string {
    return `${this.origin}/${this.contract.variant}`;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token !== null) headers['authorization'] = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.base}${path}`;
    const response = await fetch(url, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    const body = (text === '' ? undefined : JSON.parse(text)) as T;
    this.contract.check(method, url, response.status, response.headers, body);
    return { status: response.status, headers: response.headers, body };
  }

  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>('PUT', path, { ...options, body });
  }
}
