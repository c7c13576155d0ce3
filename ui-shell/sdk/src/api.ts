/**
 * API client: JSON under /api, answers read from `data.data`, failures recorded in the
 * error store (spec 000 §8) and rethrown, 401 forces `/backend/login`, CSRF double-submit
 * header on every non-GET call.
 */
import { errorStore as defaultErrorStore, type ErrorStore, type RecordedError } from './errors';
import { TEXTS } from './texts';
import type { InitEntry } from './types';

export const LOGIN_PATH = '/backend/login';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type Params = Record<string, string | number | boolean | null | undefined>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FieldError {
  field?: string | null;
  message?: string;
}

export interface RequestOptions {
  params?: Params;
  /**
   * German text of the failure, e.g. 'Standorte konnten nicht geladen werden'. Writes use
   * it only when the server sends no message; loads always use it when given.
   */
  errorMessage?: string;
  /** false: record the error but resolve with undefined (filtered list loads). Default true. */
  rethrow?: boolean;
  /** false: do not record the error in the store. Default true. */
  record?: boolean;
  signal?: AbortSignal;
  /** true: ask the server even when the bulk load holds the URL. */
  fresh?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  recorded: RecordedError | null = null;

  constructor(message: string, status: number, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  request<T = unknown>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Serve GETs of these URLs from the bulk load until the next successful write. */
  prime(entries: readonly InitEntry[]): void;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  errors?: ErrorStore;
  redirect?: (url: string) => void;
  cookies?: () => string;
  base?: string;
}

/** `/branches` and `/api/branches` both address `/api/branches`. */
export function apiUrl(path: string, params?: Params, base = '/api'): string {
  if (!path.startsWith('/')) path = `/${path}`;
  let url = path === base || path.startsWith(`${base}/`) ? path : `${base}${path}`;
  if (params) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) query.append(key, String(value));
    }
    const text = query.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The first server message of `{"errors": [{"field", "message"}]}`, if there is one. */
export function firstServerMessage(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const message = (errors[0] as FieldError | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function browserRedirect(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const errors = options.errors ?? defaultErrorStore;
  const redirect = options.redirect ?? browserRedirect;
  const cookies = options.cookies ?? browserCookies;
  const base = options.base ?? '/api';
  let primed = new Map<string, unknown>();

  async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const url = apiUrl(path, opts.params, base);
    if (method === 'GET' && !opts.fresh && primed.has(url)) return primed.get(url) as T;

    const fallback = opts.errorMessage ?? (method === 'GET' ? TEXTS.loadFailed : TEXTS.actionFailed);
    const fail = (error: ApiError): T => {
      if (opts.record !== false) {
        error.recorded = errors.record(error.message, () => request(method, path, body, opts), url);
      }
      if (opts.rethrow === false) return undefined as T;
      throw error;
    };

    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (method !== 'GET') {
      const token = readCookie(cookies(), XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: payload, credentials: 'same-origin', signal: opts.signal });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      return fail(new ApiError(fallback, 0));
    }

    if (response.status === 401) {
      redirect(LOGIN_PATH);
      throw new ApiError(fallback, 401);
    }

    let parsed: unknown = undefined;
    const text = response.status === 204 ? '' : await response.text().catch(() => '');
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        return fail(new ApiError(fallback, response.ok ? 502 : response.status));
      }
    }

    if (!response.ok) {
      const fieldErrors = Array.isArray((parsed as { errors?: unknown })?.errors)
        ? ((parsed as { errors: FieldError[] }).errors)
        : [];
      // Spec 000 §8: writes prefer the server's first message; loads read '<thing> konnten
      // nicht geladen werden' when the caller names the thing.
      const serverMessage = firstServerMessage(parsed);
      const message = method === 'GET' && opts.errorMessage ? opts.errorMessage : (serverMessage ?? fallback);
      return fail(new ApiError(message, response.status, fieldErrors));
    }

    if (method !== 'GET') primed = new Map();
    return (parsed as { data?: T } | undefined)?.data as T;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    prime(entries) {
      for (const entry of entries) {
        if (entry && typeof entry.url === 'string' && entry.data && 'data' in entry.data) {
          primed.set(apiUrl(entry.url, undefined, base), entry.data.data);
        }
      }
    },
  };
}

/** The client shared by the shell and every plugin. */
export const api = createApiClient();
